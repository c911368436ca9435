import { useEffect } from 'react';
import type { Exercise } from '../exercise/types';
import type { RunState } from '../grading/runState';
import { runPassed } from '../grading/verdict';
import type { ProgressStore } from '../persistence/progressStore';

/**
 * Keeps the learner's progress on an exercise: started once they change the starter code or run it,
 * ran after each finished Run, solved when a Run passes everything.
 */
export function useProgressMarking(progress: ProgressStore, exercise: Exercise, code: string, run: RunState) {
  useEffect(() => {
    if (code !== exercise.starter) progress.markStarted(exercise.slug);
  }, [code, exercise, progress]);
  useEffect(() => {
    if (run.phase !== 'done' || !run.summary) return;
    progress.markRan(exercise.slug);
    if (runPassed(run)) progress.markSolved(exercise.slug);
    else progress.markStarted(exercise.slug);
  }, [run, exercise.slug, progress]);
}
