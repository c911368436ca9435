import { useEffect, useRef, useState } from 'react';
import type { RunState } from '../../grading/runState';
import { describeProblem, describeStopped, formatLocation } from '../../grading/messages';
import { ConsoleOutputView } from './ConsoleOutputView';
import { StepItem } from './StepItem';
import { GeneratedGroup } from './GeneratedGroup';
import { GENERATED_GROUP } from '../../grading/summarize';

interface Props {
  state: RunState;
  onShowLine: (line: number, column?: number) => void;
  /** Runs again with a seed of the generated cases. */
  onReplay: (seed: string) => void;
  /** Step hints: how many are revealed per step, and revealing the next. */
  stepHints: { revealed: Record<string, number>; onReveal: (step: string) => void };
}

/**
 * The results area: an ARIA live region labelled "Results" that begins with
 * a one-line summary and points to the first step to look at. It is marked
 * busy while a run streams in, so a screen reader speaks once, at the end.
 */
export function Results({ state, onShowLine, onReplay, stepHints }: Props) {
  const [open, setOpen] = useState<Set<string>>(new Set());
  const stepButtons = useRef(new Map<string, HTMLButtonElement>());
  const firstStep = state.summary?.firstStepToLook;
  const ran = state.phase !== 'idle';

  // When a run ends, open the step to look at first (and only that one).
  useEffect(() => {
    if (state.phase === 'done') setOpen(new Set(firstStep ? [firstStep.id] : []));
  }, [state.phase, state.runId, firstStep?.id]);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const goToStep = (id: string) => {
    setOpen((current) => new Set(current).add(id));
    stepButtons.current.get(id)?.focus();
  };

  const casesDone = state.cases.filter((c) => c.status !== 'pending').length;
  const problem = state.problem ? describeProblem(state.problem) : state.stopped ? describeStopped(state.stopped) : undefined;

  return (
    <section className="results" id="results" tabIndex={-1} aria-label="Results" aria-live="polite" aria-busy={state.phase === 'running' || state.generated?.status === 'running'}>
      <h2 className="visually-hidden">Results</h2>
      {state.phase === 'idle' && (
        <p className="summary summary-idle">
          Press <strong>Run</strong> (Ctrl+Enter) to check your code against {state.cases.length} hidden cases in {state.steps.length} steps.
        </p>
      )}
      {state.phase === 'running' && (
        <p className="summary summary-running">
          Running… {casesDone} of {state.cases.length} cases
        </p>
      )}
      {state.phase === 'done' && state.summary && (
        <p className={`summary ${firstStep ? 'summary-fail' : 'summary-pass'}`}>
          <strong>{state.summary.text}.</strong>{' '}
          {state.generated && <>{generatedSentence(state.generated)} </>}
          {firstStep && (
            <>
              Start with{' '}
              <button type="button" className="link-button" onClick={() => goToStep(firstStep.id)}>
                {firstStep.title}
              </button>
              .
            </>
          )}
          {state.durationMs !== undefined && <span className="duration"> ({Math.round(state.durationMs)} ms)</span>}
        </p>
      )}
      {problem && (
        <div className="run-problem">
          <h3>{problem.title}</h3>
          <p className="problem-message">{problem.message}</p>
          {problem.line !== undefined && (
            <button type="button" className="link-button" onClick={() => onShowLine(problem.line!, problem.column)}>
              Show {formatLocation(problem.line, problem.column)} in the editor
            </button>
          )}
          {state.problem?.kind !== 'compile' && state.problem?.output && <ConsoleOutputView output={state.problem.output} />}
        </div>
      )}
      <ol className="steps" aria-label="Check steps">
        {state.steps.map((step) => (
          <StepItem
            key={step.id}
            ref={(element) => {
              if (element) stepButtons.current.set(step.id, element);
              else stepButtons.current.delete(step.id);
            }}
            step={step}
            ran={ran}
            open={open.has(step.id)}
            onToggle={() => toggle(step.id)}
            onShowLine={onShowLine}
            hintsRevealed={stepHints.revealed[step.id] ?? 0}
            onRevealHint={() => stepHints.onReveal(step.id)}
          />
        ))}
      </ol>
      {state.generated && (
        <GeneratedGroup
          ref={(element) => {
            if (element) stepButtons.current.set(GENERATED_GROUP, element);
            else stepButtons.current.delete(GENERATED_GROUP);
          }}
          generated={state.generated}
          open={open.has(GENERATED_GROUP)}
          onToggle={() => toggle(GENERATED_GROUP)}
          onShowLine={onShowLine}
          onReplay={onReplay}
        />
      )}
    </section>
  );
}

function generatedSentence(generated: NonNullable<RunState['generated']>): string {
  if (generated.status === 'running') return `${generated.title}: running…`;
  if (generated.status === 'pass') return `${generated.title}: all ${generated.runs} passed.`;
  if (generated.status === 'fail') return `${generated.title}: one failed (seed ${generated.seed}).`;
  return `${generated.title}: could not run.`;
}
