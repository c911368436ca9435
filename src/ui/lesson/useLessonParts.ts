import { useState } from 'react';
import type { RunState } from '../../grading/runState';
import { newlyPassed, passingSteps } from '../../grading/stepProgress';
import { GENERATED_GROUP } from '../../grading/summarize';

/**
 * Where the lesson is asked to go: a step's part, each request a new token (the same step twice moves focus
 * again). `focus: false` (a Run that moved the learner on) brings it into view and leaves focus where it is.
 */
export interface PartRequest {
  step: string;
  token: number;
  focus?: false;
}

/**
 * Which parts of the lesson are open, and where the learner was last sent. The learner opens and closes
 * parts; a step's part opens when a Run ends pointing at that step ("Start with …"), and what the learner
 * had open stays open (closing what they read would lose their place), except the parts of steps the Run
 * turned green: the learner moves on, so those fold and the next part comes into view. Before any Run, the
 * first step's part is open, so the lesson reads on from its opening. A Run's end is seen while rendering, by
 * comparing with the end last seen, as useOpenSteps does for the results; what passed is compared with the
 * Run before (the results a page opens with from an earlier visit included), as the results' line does.
 *
 * Part keys are step ids, and `more:<n>` for the n-th part tied to no step.
 */
export function useLessonParts(state: RunState, firstStep: string | undefined) {
  const look = state.summary?.firstStepToLook?.id;
  const end = state.phase === 'done' ? `${state.runId} ${look ?? ''}` : undefined;
  const passing = state.phase === 'done' && !state.problem ? passingSteps(state.steps) : undefined;
  const [parts, setParts] = useState<{ end?: string; open: ReadonlySet<string>; passing?: ReadonlySet<string>; request?: PartRequest }>(
    () => ({ open: new Set(firstStep ? [firstStep] : []), ...(passing ? { passing } : {}) }),
  );
  if (end !== parts.end) {
    const open = new Set(parts.open);
    const moved = passing && look && look !== GENERATED_GROUP ? newlyPassed(parts.passing, state.steps).map((step) => step.id) : [];
    for (const step of moved) open.delete(step);
    if (end !== undefined && look) open.add(look);
    setParts({
      ...parts,
      end,
      open,
      ...(passing ? { passing } : {}),
      ...(moved.length > 0 && look ? { request: { step: look, token: (parts.request?.token ?? 0) + 1, focus: false } } : {}),
    });
  }

  return {
    open: parts.open,
    /** The step a finished Run says to look at first: its part is marked "Start here". */
    lookFirst: state.phase === 'done' ? look : undefined,
    request: parts.request,
    toggle: (key: string) =>
      setParts((current) => {
        const open = new Set(current.open);
        if (!open.delete(key)) open.add(key);
        return { ...current, open };
      }),
    /** Opens a step's part and asks the lesson to bring it (its hints, when it has some) into view and focus. */
    show: (step: string) =>
      setParts((current) => ({
        ...current,
        open: new Set([...current.open, step]),
        request: { step, token: (current.request?.token ?? 0) + 1 },
      })),
  };
}

export type LessonParts = ReturnType<typeof useLessonParts>;
