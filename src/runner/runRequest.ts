import type { Exercise } from '../exercise/types';
import type { RunRequest } from './session';

/** What every run of an exercise's code needs to know of the exercise, whoever runs it. */
export function exerciseRequest(exercise: Exercise): Omit<RunRequest, 'cases' | 'source'> {
  return { slug: exercise.slug, entry: exercise.entry, modules: exercise.modules, timeLimitMs: exercise.timeLimitMs };
}

/** A Run of `source` over the exercise's cases: inputs only, expected values stay behind. */
export function runRequest(exercise: Exercise, source: string): RunRequest {
  return { ...exerciseRequest(exercise), cases: exercise.cases.map(({ id, input }) => ({ id, input })), source };
}
