import { useEffect, useState } from 'react';
import type { LanguageId } from '../core/language';
import type { Exercise } from '../exercise/types';
import type { PipelineDeps } from '../pipeline/runExercise';
import { computeCatches, initialCatches, type CatchesState } from './computeCatches';

/**
 * The matrix of one exercise as it fills in: a thin hook over computeCatches,
 * which holds the logic. Give the view a `key` per exercise, so another
 * exercise starts from an empty matrix; a run left behind reports nothing.
 */
export function useCatches(
  exercise: Exercise,
  mistakes: Record<string, string>,
  depsFor: (language: LanguageId) => PipelineDeps | undefined,
): CatchesState {
  const [state, setState] = useState(() => initialCatches(mistakes));
  useEffect(() => {
    const signal = { cancelled: false };
    void computeCatches(exercise, mistakes, depsFor, setState, signal);
    return () => {
      signal.cancelled = true;
    };
  }, [exercise, mistakes, depsFor]);
  return state;
}
