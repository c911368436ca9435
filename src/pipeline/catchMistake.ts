import type { LanguageId } from '../core/language';
import type { Exercise } from '../exercise/types';
import type { RunState } from '../grading/runState';
import { failedCaseIds } from '../grading/verdict';
import { runExercise, type PipelineDeps } from './runExercise';

/**
 * The seed of the generated cases whenever a verdict must be repeatable: the
 * mistakes matrix (instructor view and `exercises:check` alike) and the check
 * of the reference. Learners' Runs use random seeds.
 */
export const MATRIX_SEED = 42;

/**
 * Runs a known-wrong solution as the mistakes matrix needs it: every case,
 * even after timeouts (the matrix must say exactly which cases catch it), and
 * the generated group with MATRIX_SEED. The same pipeline as a learner's Run.
 */
export async function catchMistake(
  exercise: Exercise,
  source: string,
  deps: PipelineDeps,
  language: LanguageId = 'typescript',
): Promise<{ state: RunState; caughtBy: string[] }> {
  const state = await runExercise(exercise, source, { language, everyCase: true, seed: MATRIX_SEED }, deps).done;
  return { state, caughtBy: failedCaseIds(state) };
}
