import type { RunState } from '../../grading/runState';
import { passedSentence } from '../../grading/stepProgress';
import { GENERATED_GROUP } from '../../grading/summarize';
import { TitleText } from './TitleText';

interface Props {
  state: RunState;
  /** The steps this Run turned green (useStepProgress): named before the next step, as "Now passing: …. Next: …". */
  newlyPassed?: readonly { title: string }[];
  /** Opens a step and moves focus to it: "Start with <step>". */
  onGoToStep: (id: string) => void;
}

/** The results' first line: what Run will do, how far a Run is, or how it went and which step to start with. */
export function RunSummary({ state, newlyPassed = [], onGoToStep }: Props) {
  if (state.phase === 'idle') {
    return (
      <p className="summary summary-idle">
        Press <strong>Run</strong> (Ctrl+Enter) to check your code against {state.cases.length} hidden cases in {state.steps.length} steps.
      </p>
    );
  }
  if (state.phase === 'running') {
    const casesDone = state.cases.filter((c) => c.status !== 'pending').length;
    if (state.waiting) {
      return (
        <p className="summary summary-running">
          Starting the sandbox that runs your code… On a busy computer this can take a while; the wait is not counted against your code.
        </p>
      );
    }
    return (
      <p className="summary summary-running">
        Running… {casesDone} of {state.cases.length} cases
      </p>
    );
  }
  if (!state.summary) return null;
  const firstStep = state.summary.firstStepToLook;
  // While a step fails, the random inputs' outcome comes after the step to go on with: it is the lesser news.
  const generatedLast = firstStep !== undefined && firstStep.id !== GENERATED_GROUP;
  return (
    <p className={`summary ${firstStep ? 'summary-fail' : 'summary-pass'}`}>
      <strong>{state.summary.text}.</strong> {!generatedLast && state.generated && <>{generatedSentence(state.generated)} </>}
      {generatedLast && newlyPassed.length > 0 && <>{passedSentence(newlyPassed.map((step) => step.title))} </>}
      {firstStep && (
        <>
          {generatedLast && newlyPassed.length > 0 ? 'Next:' : 'Start with'}{' '}
          <button type="button" className="link-button" onClick={() => onGoToStep(firstStep.id)}>
            <TitleText text={firstStep.title} />
          </button>
          .{' '}
        </>
      )}
      {generatedLast && state.generated && <>{generatedSentence(state.generated)} </>}
      {state.durationMs !== undefined && <span className="duration"> ({Math.round(state.durationMs)} ms)</span>}
    </p>
  );
}

function generatedSentence(generated: NonNullable<RunState['generated']>): string {
  if (generated.status === 'running') return `${generated.title}: running…`;
  if (generated.status === 'pass') return `${generated.title}: all ${generated.runs} passed.`;
  // Plain words here; the seed, a long machine string, is in the group's own detail.
  if (generated.status === 'fail')
    return `${generated.title}: ${generated.runs === 1 ? 'the first one' : `one of the ${generated.runs}`} tried failed.`;
  return `${generated.title}: could not run.`;
}
