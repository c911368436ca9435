import { useId, useState } from 'react';
import type { LanguageId } from '../core/language';
import { formatCaseYaml, inputAsYaml, parseInputText } from '../exercise/caseYaml';
import type { Exercise } from '../exercise/types';
import type { PipelineDeps } from '../pipeline/runExercise';
import type { Tried } from '../pipeline/tryInput';
import { describeProblem } from '../grading/messages';
import { ValueView } from '../ui/results/ValueView';
import { tryInput, type TryOutcome } from './tryInput';

const REFERENCE = '';

interface Props {
  exercise: Exercise;
  /** Known mistakes by file name (`.ts`, `.py`), any of which can be run beside the reference. */
  mistakes: Record<string, string>;
  depsFor: (language: LanguageId) => PipelineDeps | undefined;
}

/**
 * Type an input (YAML, as in cases.yaml) and see what the reference solution
 * returns for it, and what a known mistake returns: whether a case with this
 * input would catch that mistake. The reference's value makes a case skeleton
 * (id, step, title, input, expected) ready to paste into cases.yaml.
 */
export function TryInput({ exercise, mistakes, depsFor }: Props) {
  const ids = useId();
  const [text, setText] = useState(() => inputAsYaml(exercise.cases[0]?.input ?? {}));
  const [mistake, setMistake] = useState(REFERENCE);
  const [result, setResult] = useState<{ error: string } | { outcome: TryOutcome; input: unknown } | { running: true }>();
  const target = mistake === REFERENCE ? 'the reference solution' : mistake;

  const run = async () => {
    const parsed = parseInputText(text);
    if (!parsed.ok) return setResult({ error: parsed.message });
    const { input } = parsed;
    setResult({ running: true });
    const chosen = mistake === REFERENCE ? undefined : { name: mistake, source: mistakes[mistake]! };
    try {
      setResult({ outcome: await tryInput(exercise, input, depsFor, chosen), input });
    } catch (error) {
      setResult({ error: error instanceof Error ? error.message : String(error) });
    }
  };

  const outcome = result && 'outcome' in result ? result.outcome : undefined;
  return (
    <div className="try-input">
      <label htmlFor={`${ids}-code`}>Code to run</label>
      <select id={`${ids}-code`} value={mistake} onChange={(event) => setMistake(event.target.value)}>
        <option value={REFERENCE}>The reference solution</option>
        {Object.keys(mistakes)
          .sort()
          .map((name) => (
            <option key={name} value={name}>
              Mistake {name}
            </option>
          ))}
      </select>
      <label htmlFor={`${ids}-input`}>Input, in YAML as in cases.yaml</label>
      <textarea id={`${ids}-input`} value={text} onChange={(event) => setText(event.target.value)} rows={10} spellCheck={false} />
      <button type="button" onClick={() => void run()}>
        Run {target}
      </button>
      <div role="status" aria-live="polite" className="try-result">
        {result && 'running' in result && <p>Running…</p>}
        {result && 'error' in result && <p className="problem-message">{result.error}</p>}
        {outcome?.mistake &&
          (outcome.mistake.evaluation.status === 'not-run' ? (
            <p className="problem-message">
              {outcome.mistake.name} was not run: {outcome.mistake.evaluation.reason}.
            </p>
          ) : (
            <>
              <p>
                {outcome.mistake.caught
                  ? `A case with this input catches ${outcome.mistake.name}: it does not give what the reference gives.`
                  : `A case with this input does not catch ${outcome.mistake.name}: it gives what the reference gives.`}
              </p>
              <EvaluationView evaluation={outcome.mistake.evaluation} who={outcome.mistake.name} label="Mistake result" />
            </>
          ))}
        {outcome && <EvaluationView evaluation={outcome.reference} who="The reference solution" label="Reference result" />}
      </div>
      {outcome?.reference.status === 'returned' && result && 'input' in result && (
        <CaseSkeleton exercise={exercise} input={result.input} expected={outcome.reference.value} />
      )}
    </div>
  );
}

function EvaluationView({ evaluation, who, label }: { evaluation: Tried; who: string; label: string }) {
  switch (evaluation.status) {
    case 'not-run':
      return (
        <p className="problem-message">
          {who} was not run: {evaluation.reason}.
        </p>
      );
    case 'returned':
      return (
        <>
          <h4>{who} returns</h4>
          <ValueView value={evaluation.value} side="plain" label={label} />
        </>
      );
    case 'threw':
      return (
        <p className="problem-message">
          {who} threw {evaluation.error.name}: {evaluation.error.message}
        </p>
      );
    case 'timeout':
      return (
        <p className="problem-message">
          {who} ran longer than {evaluation.limitMs} ms.
        </p>
      );
    case 'problem':
      return <p className="problem-message">{describeProblem(evaluation.problem).message}</p>;
  }
}

/** The case an input makes, its expected value the reference's: id, step and title filled in here, the YAML ready to paste. */
function CaseSkeleton({ exercise, input, expected }: { exercise: Exercise; input: unknown; expected: unknown }) {
  const ids = useId();
  const [draft, setDraft] = useState({ id: 'new-case', step: exercise.steps[0]?.id ?? '', title: '' });
  const title = draft.title.trim() || 'TODO: say what this case checks';
  return (
    <fieldset className="case-skeleton">
      <legend>A new case with this input</legend>
      <label htmlFor={`${ids}-id`}>Case id</label>
      <input id={`${ids}-id`} value={draft.id} onChange={(event) => setDraft({ ...draft, id: event.target.value })} />
      <label htmlFor={`${ids}-step`}>Step</label>
      <select id={`${ids}-step`} value={draft.step} onChange={(event) => setDraft({ ...draft, step: event.target.value })}>
        {exercise.steps.map((step) => (
          <option key={step.id} value={step.id}>
            {step.id}: {step.title}
          </option>
        ))}
      </select>
      <label htmlFor={`${ids}-title`}>Title</label>
      <input
        id={`${ids}-title`}
        value={draft.title}
        placeholder="What the case checks, in the learner's words"
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
      />
      <pre className="value-view" aria-label="The case as YAML for cases.yaml" tabIndex={0}>
        {formatCaseYaml({ ...draft, title, input, expected }, '  ')}
      </pre>
    </fieldset>
  );
}
