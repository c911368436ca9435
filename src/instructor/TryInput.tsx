import { useState } from 'react';
import { parse, stringify } from 'yaml';
import type { Exercise } from '../exercise/types';
import type { RunStoreDeps } from '../pipeline/runStore';
import { createEvaluator, type Evaluation } from '../runner/host/evaluator';
import { exerciseRequest } from '../runner/host/runRequest';
import { describeProblem } from '../grading/messages';
import { ValueView } from '../ui/results/ValueView';

/**
 * Type an input (YAML, as in cases.yaml) and see what the reference solution
 * returns for it: the quickest way to write a new case's expected value, or
 * to check one written by hand.
 */
export function TryInput({ exercise, deps }: { exercise: Exercise; deps: RunStoreDeps }) {
  const [text, setText] = useState(() => stringify(exercise.cases[0]?.input ?? {}));
  const [result, setResult] = useState<{ error: string } | { evaluation: Evaluation } | { running: true }>();

  const run = async () => {
    let input: unknown;
    try {
      input = parse(text);
    } catch (error) {
      setResult({ error: `This is not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` });
      return;
    }
    setResult({ running: true });
    const reference = createEvaluator({ ...exerciseRequest(exercise), source: exercise.solution }, deps);
    try {
      setResult({ evaluation: await reference.evaluate(input) });
    } finally {
      reference.dispose();
    }
  };

  return (
    <div className="try-input">
      <label htmlFor="try-input-text">Input, in YAML as in cases.yaml</label>
      <textarea id="try-input-text" value={text} onChange={(event) => setText(event.target.value)} rows={10} spellCheck={false} />
      <button type="button" onClick={() => void run()}>
        Run the reference solution
      </button>
      <div role="status" aria-live="polite" className="try-result">
        {result && 'running' in result && <p>Running…</p>}
        {result && 'error' in result && <p className="problem-message">{result.error}</p>}
        {result && 'evaluation' in result && <EvaluationView evaluation={result.evaluation} />}
      </div>
    </div>
  );
}

function EvaluationView({ evaluation }: { evaluation: Evaluation }) {
  switch (evaluation.status) {
    case 'returned':
      return (
        <>
          <h4>The reference solution returns</h4>
          <ValueView value={evaluation.value} side="plain" label="Reference result" />
          <h4>As YAML, for cases.yaml</h4>
          <pre className="value-view" aria-label="Reference result as YAML" tabIndex={0}>
            {stringify({ expected: evaluation.value })}
          </pre>
        </>
      );
    case 'threw':
      return (
        <p className="problem-message">
          The reference solution threw {evaluation.error.name}: {evaluation.error.message}
        </p>
      );
    case 'timeout':
      return <p className="problem-message">The reference solution ran longer than {evaluation.limitMs} ms.</p>;
    case 'problem':
      return <p className="problem-message">{describeProblem(evaluation.problem).message}</p>;
  }
}
