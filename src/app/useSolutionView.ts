import { useEffect, useState } from 'react';
import { jumpTo } from './jumpTo';
import type { Exercise } from '../exercise/types';
import type { LanguageId } from '../core/language';
import type { RunState } from '../grading/runState';
import { runPassed } from '../grading/verdict';
import { referenceOffer } from '../exercise/referenceOffer';
import { runsOf, type ExerciseProgress } from '../persistence/progressStore';
import type { HintState } from '../persistence/hintStore';

/**
 * Whether the reference solution is offered (the exercise's setting, over the Runs of the exercise in any
 * language, whether it is solved, now or on an earlier visit, and the hints seen of the step the learner is on), and whether it shows beside the code: opened by its
 * own button (after a confirmation) or by the solved state's "Compare", which also moves there once it shows.
 * `compare` is absent while it is not offered.
 */
export function useSolutionView(
  exercise: Exercise,
  language: LanguageId,
  run: RunState,
  progress: ExerciseProgress | undefined,
  hints: HintState,
) {
  // The step the learner is on: the one the last Run says to start with, else the first.
  const stuckOn = exercise.steps.find((step) => step.id === run.summary?.firstStepToLook?.id) ?? exercise.steps[0];
  const offer = referenceOffer(exercise.settings.referenceSolution, {
    runs: runsOf(progress),
    solved: runPassed(run) || Boolean(progress?.solvedAt),
    ...(stuckOn ? { stuck: { hints: stuckOn.hints.length, revealed: hints.steps[stuckOn.id] ?? 0 } } : {}),
  });
  const [open, setOpen] = useState(false);
  // Opened in one language, it closes in another that does not offer it (an exercise whose settings differ),
  // rather than opening there by itself later.
  if (open && !offer.offered) setOpen(false);
  const [compareAsked, setCompareAsked] = useState(0);
  useEffect(() => {
    if (compareAsked) jumpTo('reference-solution');
  }, [compareAsked]);
  const compare = () => {
    setOpen(true);
    setCompareAsked((count) => count + 1);
  };
  return { offer, open, onOpenChange: setOpen, compare: offer.offered ? compare : undefined };
}
