import { useState } from 'react';
import type { RunState } from '../../grading/runState';

/** Where the learner asked to go: a step's part, each request a new token (the same step twice moves focus again). */
export interface PartRequest {
  step: string;
  token: number;
}

/**
 * Which parts of the lesson are open, and where the learner was last sent. The learner opens and closes
 * parts; a step's part opens when a Run ends pointing at that step ("Start with …"), and what the learner
 * had open stays open (closing what they read would lose their place). Before any Run, the first step's
 * part is open, so the lesson reads on from its opening. A Run's end is seen while rendering, by comparing
 * with the end last seen, as useOpenSteps does for the results.
 *
 * Part keys are step ids, and `more:<n>` for the n-th part tied to no step.
 */
export function useLessonParts(state: RunState, firstStep: string | undefined) {
  const look = state.summary?.firstStepToLook?.id;
  const end = state.phase === 'done' ? `${state.runId} ${look ?? ''}` : undefined;
  const [parts, setParts] = useState<{ end?: string; open: ReadonlySet<string>; request?: PartRequest }>(() => ({
    open: new Set(firstStep ? [firstStep] : []),
  }));
  if (end !== parts.end) setParts({ ...parts, end, open: end !== undefined && look ? new Set([...parts.open, look]) : parts.open });

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
