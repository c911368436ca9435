import type { Exercise } from '../../exercise/types';
import type { LanguageId } from '../../core/language';
import type { RunRequest } from '../../core/runTypes';

/** What every run of an exercise's code needs to know of the exercise, whoever runs it. */
export function exerciseRequest(exercise: Exercise, language: LanguageId = 'typescript'): Omit<RunRequest, 'cases' | 'source'> {
  const entry = language === 'python' && exercise.python ? exercise.python.entry : exercise.entry;
  return { slug: exercise.slug, entry, modules: exercise.modules, timeLimitMs: exercise.timeLimitMs };
}

/** A Run of `source` over the exercise's cases: inputs only, expected values stay behind. */
export function runRequest(exercise: Exercise, source: string, language: LanguageId = 'typescript'): RunRequest {
  return { ...exerciseRequest(exercise, language), cases: exercise.cases.map(({ id, input }) => ({ id, input })), source };
}
