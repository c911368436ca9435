import { useEffect, useState } from 'react';
import { jumpTo } from './jumpTo';
import type { Exercise } from '../exercise/types';
import type { LanguageId } from '../core/language';
import type { RunState } from '../grading/runState';
import { runPassed } from '../grading/verdict';
import { referenceOffer } from '../exercise/referenceOffer';
import { runsOf, type ExerciseProgress } from '../persistence/progressStore';

/**
 * Whether the reference solution is offered (the exercise's setting, over the Runs of the exercise in any
 * language and whether it is solved, now or on an earlier visit), and whether it shows beside the code: opened by its
 * own button (after a confirmation) or by the solved state's "Compare", which also moves there once it shows.
 * `compare` is absent while it is not offered.
 */
export function useSolutionView(exercise: Exercise, language: LanguageId, run: RunState, progress: ExerciseProgress | undefined) {
  const offer = referenceOffer(exercise.settings.referenceSolution, {
    runs: runsOf(progress),
    solved: runPassed(run) || Boolean(progress?.solvedAt),
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
