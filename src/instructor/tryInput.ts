import type { LanguageId } from '../core/language';
import { keyNames, renameKeys } from '../exercise/forLanguage';
import type { Exercise } from '../exercise/types';
import type { PipelineDeps } from '../pipeline/runExercise';
import { tryInput as tryOnCode, tryReference, type Tried } from '../pipeline/tryInput';
import { mistakeLanguage } from './computeCatches';

export interface TryOutcome {
  reference: Tried;
  /** When a mistake was run too: what it gave, and whether a case with this input would catch it. */
  mistake?: { name: string; evaluation: Tried; caught: boolean };
}

/**
 * Runs an instructor's input (in the names of the exercise's first language, as
 * cases.yaml has them) on the reference solution and, when asked, on a known
 * mistake in its own language: the engine of the learner's own-input panel
 * (pipeline/tryInput.ts). A case with this input catches the mistake when the
 * two do not agree: the reference's value is the case's expected value.
 */
export async function tryInput(
  exercise: Exercise,
  input: unknown,
  depsFor: (language: LanguageId) => PipelineDeps | undefined,
  mistake?: { name: string; source: string },
): Promise<TryOutcome> {
  const first = exercise.languages[0]!;
  if (!mistake) return { reference: (await tryReference(exercise, first, input, depsFor).done)! };
  const language = mistakeLanguage(mistake.name);
  const names = keyNames(exercise, first, language);
  const outcome = (await tryOnCode(exercise, { source: mistake.source, language }, renameKeys(input, names), depsFor).done)!;
  const caught = outcome.code.status !== 'not-run' && (outcome.differences === undefined || outcome.differences.length > 0);
  // The reference's value in cases.yaml's names again: it is the expected value of a case with this input.
  const reference =
    outcome.reference.status === 'returned'
      ? { ...outcome.reference, value: renameKeys(outcome.reference.value, keyNames(exercise, language, first)) }
      : outcome.reference;
  return { reference, mistake: { name: mistake.name, evaluation: outcome.code, caught } };
}
