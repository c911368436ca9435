import { cannotRunHere, type LanguageId } from '../core/language';
import type { Exercise } from '../exercise/types';
import { buildMistakesMatrix } from '../grading/mistakesMatrix';
import { catchMistake } from '../pipeline/catchMistake';
import type { PipelineDeps } from '../pipeline/runExercise';
import { checkReference, type ReferenceCheck } from './checkReference';
import { createSharedReference } from '../pipeline/sharedReference';

/** The language of a known mistake, from its file name, as the check tells them apart. */
export const mistakeLanguage = (name: string): LanguageId => (name.endsWith('.py') ? 'python' : 'typescript');

/**
 * Where the instructor view's matrix stands. Nothing in it is provisional:
 * `catches` holds only mistakes that have run, `complete` says every one has,
 * and what depends on all of them (cases that catch none) waits for it.
 */
export interface CatchesState {
  /** The reference solution over every case first: the cases it fails are wrong, and count for nothing below. */
  reference: { status: 'running' } | ReferenceCheck;
  /** Per mistake that has run, the ids of the cases that catch it (cases the reference fails left out). */
  catches: Record<string, string[]>;
  /** Mistakes that cannot run here, with why (Python when the page has no Python runner). */
  notRun: Record<string, string>;
  /** Every known mistake's name, TypeScript first, as the CLI runs them. */
  names: string[];
  /** Nothing more will come: the reference and every mistake have run, or cannot run here. */
  finished: boolean;
  /** Every mistake has run: only then is "cases that catch no known mistake" known. */
  complete: boolean;
}

export function initialCatches(mistakes: Record<string, string>): CatchesState {
  const python = (name: string) => (mistakeLanguage(name) === 'python' ? 1 : 0);
  const names = Object.keys(mistakes).sort((a, b) => python(a) - python(b) || a.localeCompare(b));
  return { reference: { status: 'running' }, catches: {}, notRun: {}, names, finished: false, complete: false };
}

/**
 * Which cases catch each known mistake, computed in the browser through the
 * same Run pipeline as a learner's Run and `exercises:check` (catchMistake.ts):
 * the reference first, then each mistake in its own language, one after
 * another. `onProgress` gets the state after each step.
 */
export async function computeCatches(
  exercise: Exercise,
  mistakes: Record<string, string>,
  depsFor: (language: LanguageId) => PipelineDeps | undefined,
  onProgress: (state: CatchesState) => void,
  signal: { cancelled: boolean },
): Promise<CatchesState> {
  let state = initialCatches(mistakes);
  const report = (next: CatchesState) => {
    const referenceDone = next.reference.status !== 'running';
    state = {
      ...next,
      finished: referenceDone && next.names.every((n) => n in next.catches || n in next.notRun),
      complete: referenceDone && next.names.every((n) => n in next.catches),
    };
    if (!signal.cancelled) onProgress(state);
  };
  const reference = await checkReference(exercise, depsFor);
  if (signal.cancelled) return state;
  const wrong = new Set(reference.status === 'done' ? reference.wrongCases.map((c) => c.id) : []);
  report({ ...state, reference });
  // Every mistake meets the same generated inputs (MATRIX_SEED): the reference answers each once, as in the check.
  const shared = createSharedReference();
  for (const name of state.names) {
    if (signal.cancelled) break;
    const language = mistakeLanguage(name);
    const deps = depsFor(language);
    if (!deps) {
      report({ ...state, notRun: { ...state.notRun, [name]: cannotRunHere(language) } });
      continue;
    }
    const { caughtBy } = await catchMistake(exercise, mistakes[name]!, deps, language, shared);
    if (signal.cancelled) break;
    report({ ...state, catches: { ...state.catches, [name]: caughtBy.filter((id) => !wrong.has(id)) } });
  }
  shared.dispose();
  return state;
}

/** The mistakes a case catches, among those that have run. */
export function mistakesCaughtBy(state: CatchesState, caseId: string): string[] {
  return state.names.filter((name) => state.catches[name]?.includes(caseId));
}

/** The matrix of the mistakes run so far; its "catch nothing" list only once every mistake has run. */
export function matrixSoFar(exercise: Pick<Exercise, 'steps' | 'cases'>, state: CatchesState) {
  const matrix = buildMistakesMatrix(exercise, state.catches);
  return { ...matrix, catchNothing: state.complete ? matrix.catchNothing : undefined };
}
