import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { RunState } from '../../grading/runState';
import { GENERATED_GROUP } from '../../grading/summarize';
import { StepItem } from './StepItem';
import { GeneratedGroup } from './GeneratedGroup';
import { RunSummary } from './RunSummary';
import { RunProblem } from './RunProblem';
import { useOpenSteps } from './useOpenSteps';
import { useStepProgress } from './useStepProgress';
import { scrollToTopWithin } from '../scrollWithin';
import { RunOutput } from './RunOutput';

interface Props {
  state: RunState;
  onShowLine: (line: number, column?: number) => void;
  /** Runs again with a seed of the generated cases. */
  onReplay: (seed: string) => void;
  /** Takes the learner to a step's part of the lesson, where its hints are. */
  onShowInLesson: (step: string) => void;
  /** What the page adds under the verdict, before the steps (type errors, the solved state, where the results come from). */
  children?: ReactNode;
}

/**
 * The results area, labelled "Results": a one-line summary that points to the
 * first step to look at, then the steps. Only the summary line is a live
 * region: the verdict is announced once when a Run ends (after Ctrl+Enter in
 * the editor too), never the whole results at each repaint.
 */
export function Results({ state, onShowLine, onReplay, onShowInLesson, children }: Props) {
  const steps = useOpenSteps(state);
  const newlyPassed = useStepProgress(state);
  const headline = useRef<HTMLDivElement>(null);
  // A new Run brings its headline into view within the results' own scrolling (never the page's, which would
  // pull a learner away from the editor): the last Run's results, scrolled down, must not pass for this one's.
  useLayoutEffect(() => {
    if (state.runId !== undefined && headline.current) scrollToTopWithin(headline.current);
  }, [state.runId]);
  const ran = state.phase !== 'idle';
  // Busy until the generated group is in too: the results say so, and the live verdict line waits for it.
  const busy = state.phase === 'running' || state.generated?.status === 'running';

  return (
    <section className="results" id="results" tabIndex={-1} aria-label="Results" aria-busy={busy}>
      <h2 className="visually-hidden">Results</h2>
      {/* The one live part: busy while a Run streams in, so the verdict line is read once, when it ends. */}
      <div role="status" aria-busy={busy} ref={headline}>
        <RunSummary state={state} newlyPassed={newlyPassed} onGoToStep={steps.focus} />
      </div>
      {children}
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
            onShowInLesson={() => onShowInLesson(step.id)}
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
      <RunOutput state={state} />
    </section>
  );
}
