import type { LanguageId } from '../core/language';
import { renameKeys } from '../exercise/forLanguage';
import type { Exercise } from '../exercise/types';
import { diffValues } from '../grading/diff';
import type { PipelineDeps } from '../pipeline/runExercise';
import { createEvaluator, type Evaluation } from '../runner/host/evaluator';
import { exerciseRequest } from '../runner/host/runRequest';
import { cannotRunHere, mistakeLanguage } from './computeCatches';

export interface TryOutcome {
  reference: Evaluation;
  /** When a mistake was run too: what it gave, and whether a case with this input would catch it. */
  mistake?: { name: string; evaluation: Evaluation; caught: boolean } | { name: string; notRun: string };
}

/**
 * Runs an instructor's input on the reference solution and, when asked, on a
 * known mistake in its own language (the same evaluator as generated cases).
 * A case with this input catches the mistake when the two do not agree: the
 * reference's value is the case's expected value.
 */
export async function tryInput(
  exercise: Exercise,
  input: unknown,
  depsFor: (language: LanguageId) => PipelineDeps | undefined,
  mistake?: { name: string; source: string },
): Promise<TryOutcome> {
  // The reference is in the exercise's first language (Python's, in a Python-only exercise), its names the cases'.
  const first = exercise.languages[0]!;
  const referenceDeps = depsFor(first);
  if (!referenceDeps) throw new Error(cannotRunHere(first));
  const reference = await evaluate(exercise, exercise.solution, first, input, referenceDeps);
  if (!mistake) return { reference };
  const language = mistakeLanguage(mistake.name);
  const deps = depsFor(language);
  if (!deps) return { reference, mistake: { name: mistake.name, notRun: cannotRunHere(language) } };
  const names = language === 'python' && first === 'typescript' ? (exercise.python?.names ?? {}) : {};
  const evaluation = await evaluate(exercise, mistake.source, language, renameKeys(input, names), deps);
  const caught =
    reference.status !== 'returned' ||
    evaluation.status !== 'returned' ||
    diffValues(renameKeys(reference.value, names), evaluation.value).length > 0;
  return { reference, mistake: { name: mistake.name, evaluation, caught } };
}

async function evaluate(exercise: Exercise, source: string, language: LanguageId, input: unknown, deps: PipelineDeps): Promise<Evaluation> {
  const evaluator = createEvaluator({ ...exerciseRequest(exercise, language), source }, deps);
  try {
    return await evaluator.evaluate(input);
  } finally {
    evaluator.dispose();
  }
}
