import type { LanguageId } from '../core/language';
import type { Exercise } from '../exercise/types';
import type { CaseResult } from '../grading/types';
import { describeProblem } from '../grading/messages';
import { MATRIX_SEED } from '../pipeline/catchMistake';
import { runExercise, type PipelineDeps } from '../pipeline/runExercise';
import { cannotRunHere } from '../core/language';

/** The reference solution over every case: the cases it fails (their expected values are wrong, or it is), or why it did not run. */
export type ReferenceCheck = { status: 'done'; wrongCases: CaseResult[] } | { status: 'problem'; message: string };

/**
 * Runs the reference solution on every case through the Run pipeline, as
 * `exercises:check` does: in the exercise's first language (Python's, in a
 * Python-only exercise), the generated cases with the matrix's seed. The
 * instructor view starts its matrix with it; the dev server's page shows its
 * warning at the top, so a wrong expected value is seen as it is written.
 */
export async function checkReference(
  exercise: Exercise,
  depsFor: (language: LanguageId) => PipelineDeps | undefined,
): Promise<ReferenceCheck> {
  const first = exercise.languages[0]!;
  const deps = depsFor(first);
  if (!deps) return { status: 'problem', message: cannotRunHere(first) };
  const state = await runExercise(exercise, exercise.solution, { language: first, everyCase: true, seed: MATRIX_SEED }, deps).done;
  if (state.problem) {
    const { title, message } = describeProblem(state.problem);
    return { status: 'problem', message: `${title}: ${message}` };
  }
  return { status: 'done', wrongCases: state.cases.filter((c) => c.status !== 'pass') };
}
