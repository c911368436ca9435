import type { LanguageId } from '../core/language';
import type { Exercise } from './types';

/**
 * The exercise as its settings let the page offer it. `Exercise` itself stays the folder as written (every
 * language, every hint), because the tools check all of it; the page goes through these.
 */

/** The languages a learner may choose, in the order the switch lists them: the settings' list, else every one written. */
export function offeredLanguages(exercise: Pick<Exercise, 'languages' | 'settings'>): LanguageId[] {
  return exercise.settings.languages ?? exercise.languages;
}

/** The exercise without its hints when its settings hide them (exercise, steps, and Python's), else as it is. */
export function withOfferedHints(exercise: Exercise): Exercise {
  if (exercise.settings.hints) return exercise;
  return {
    ...exercise,
    hints: [],
    steps: exercise.steps.map((step) => ({ ...step, hints: [] })),
    ...(exercise.python ? { python: { ...exercise.python, hints: [], stepHints: {} } } : {}),
  };
}
