import type { LanguageId } from '../core/language';
import type { Exercise } from '../exercise/types';
import type { RunState } from '../grading/runState';
import { failedCaseIds } from '../grading/verdict';
import { runExercise, type PipelineDeps } from './runExercise';
import type { ReferenceSlot } from './types';

/**
 * The seed of the generated cases whenever a verdict must be repeatable: the
 * mistakes matrix (instructor view and `exercises:check` alike) and the check
 * of the reference. Learners' Runs use random seeds.
 */
export const MATRIX_SEED = 42;

/**
 * Runs a known-wrong solution as the mistakes matrix needs it: every case,
 * even after timeouts (the matrix must say exactly which cases catch it), and
 * the generated group with MATRIX_SEED, up to its first failing input. The
 * same pipeline as a learner's Run.
 */
export async function catchMistake(
  exercise: Exercise,
  source: string,
  deps: PipelineDeps,
  language: LanguageId = 'typescript',
  /** A reference shared by every mistake graded (createSharedReference): its answers to the seed's inputs are kept. */
  reference?: ReferenceSlot,
): Promise<{ state: RunState; caughtBy: string[] }> {
  // Whether the generated group fails is all the matrix says of it: no shrinking to a smallest failing input.
  const options = { language, everyCase: true, seed: MATRIX_SEED, shrink: false, ...(reference ? { reference } : {}) };
  const state = await runExercise(exercise, source, options, deps).done;
  return { state, caughtBy: failedCaseIds(state) };
}
