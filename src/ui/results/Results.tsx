import type { RunState } from '../../grading/runState';
import { GENERATED_GROUP } from '../../grading/summarize';
import { StepItem } from './StepItem';
import { GeneratedGroup } from './GeneratedGroup';
import { RunSummary } from './RunSummary';
import { RunProblem } from './RunProblem';
import { useOpenSteps } from './useOpenSteps';

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
  const steps = useOpenSteps(state);
  const ran = state.phase !== 'idle';

  return (
    <section
      className="results"
      id="results"
      tabIndex={-1}
      aria-label="Results"
      aria-live="polite"
      aria-busy={state.phase === 'running' || state.generated?.status === 'running'}
    >
      <h2 className="visually-hidden">Results</h2>
      <RunSummary state={state} onGoToStep={steps.focus} />
      <RunProblem state={state} onShowLine={onShowLine} />
      <ol className="steps" aria-label="Check steps">
        {state.steps.map((step) => (
          <StepItem
            key={step.id}
            ref={steps.buttonRef(step.id)}
            step={step}
            ran={ran}
            open={steps.open.has(step.id)}
            onToggle={() => steps.toggle(step.id)}
            onShowLine={onShowLine}
            hintsRevealed={stepHints.revealed[step.id] ?? 0}
            onRevealHint={() => stepHints.onReveal(step.id)}
          />
        ))}
      </ol>
      {state.generated && (
        <GeneratedGroup
          ref={steps.buttonRef(GENERATED_GROUP)}
          generated={state.generated}
          open={steps.open.has(GENERATED_GROUP)}
          onToggle={() => steps.toggle(GENERATED_GROUP)}
          onShowLine={onShowLine}
          onReplay={onReplay}
        />
      )}
    </section>
  );
}
