import { useState } from 'react';
import type { RunState } from '../../grading/runState';
import { newlyPassed, passingSteps } from '../../grading/stepProgress';
import type { StepResult } from '../../grading/types';

/**
 * The steps the last Run turned green, compared with the Run before it: on this page, or the earlier visit's whose
 * results the page opened with (never announced again); a first Run ever compares with nothing passed. Seen while rendering when a Run ends, as useOpenSteps does. A Run's end is known by its cases'
 * results, which the generated group's outcome (ending the same Run later) leaves as they are, and which a Run of
 * another language's store, whatever its id, never shares.
 */
export function useStepProgress(state: RunState): StepResult[] {
  const ended = state.phase === 'done' && !state.problem ? state.cases : undefined;
  const [seen, setSeen] = useState<{ end?: RunState['cases']; passing?: ReadonlySet<string>; newly: StepResult[] }>(() =>
    ended ? { end: ended, passing: passingSteps(state.steps), newly: [] } : { newly: [] },
  );
  if (ended && ended !== seen.end) {
    setSeen({ end: ended, passing: passingSteps(state.steps), newly: newlyPassed(seen.passing, state.steps) });
  }
  return ended && ended === seen.end ? seen.newly : [];
}
