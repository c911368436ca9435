/**
 * One input, tried by hand: a learner's own input on their code (the page's
 * "Try your own input"), an instructor's on a known mistake, each beside the
 * reference solution's answer. The same compile, sandbox, driver and time
 * limit as a Run (one evaluator each, as for generated cases), but no Run: no
 * results, no progress, nothing recorded.
 */
import { cannotRunHere, type LanguageId } from '../core/language';
import { forLanguage, keyNames, renameKeys } from '../exercise/forLanguage';
import type { Exercise } from '../exercise/types';
import { diffValues, type Difference } from '../grading/diff';
import type { CodeRequest } from '../core/runTypes';
import type { Evaluation } from '../runner/host/evaluator';
import type { RunnerDeps } from '../runner/host/runCases';
import { exerciseRequest } from '../runner/host/runRequest';

/** What a call gave, or why it was not made (the page has no runner for its language). */
export type Tried = Evaluation | { status: 'not-run'; reason: string };

export interface InputTry {
  /** What the code tried gave. */
  code: Tried;
  /** What the reference solution gave, keys in the code's language's names. */
  reference: Tried;
  /**
   * When both returned: how the code's value differs from the reference's (the reference's is the expected
   * one), empty when they agree. Absent when either did not return: there is nothing to compare.
   */
  differences?: Difference[];
}

/** A try under way: `cancel` ends its sandboxes at once (a new try, the page going), and `done` then settles with nothing. */
export interface TryHandle<T> {
  done: Promise<T | undefined>;
  cancel(): void;
}

type DepsFor = (language: LanguageId) => RunnerDeps | undefined;

/**
 * Runs `input` (in the names of the code's language) on the code and on the
 * reference, side by side, each in a sandbox of its own that ends with the call.
 * Learner code never shares a worker with the reference.
 */
export function tryInput(
  shared: Exercise,
  code: { source: string; language: LanguageId },
  input: unknown,
  depsFor: DepsFor,
): TryHandle<InputTry> {
  return cancellable(async (onStop) => {
    const deps = depsFor(code.language);
    const [tried, reference] = await Promise.all([
      deps
        ? evaluateOnce({ ...exerciseRequest(shared, code.language), source: code.source }, deps, input, onStop)
        : { status: 'not-run' as const, reason: cannotRunHere(code.language) },
      evaluateReference(shared, code.language, input, depsFor, onStop),
    ]);
    const compared = tried.status === 'returned' && reference.status === 'returned';
    return { code: tried, reference, ...(compared ? { differences: diffValues(reference.value, tried.value) } : {}) };
  });
}

/** The reference solution alone on `input` (in `language`'s names), its value in those names. */
export function tryReference(shared: Exercise, language: LanguageId, input: unknown, depsFor: DepsFor): TryHandle<Tried> {
  return cancellable((onStop) => evaluateReference(shared, language, input, depsFor, onStop));
}

/**
 * The reference runs in the exercise's first language when the page can run it (the one oracle, as for generated
 * cases: TypeScript's, and the Python learner's input and value renamed to and from its names), else in the code's
 * own language (a Python-only exercise, or a page without TypeScript's runner).
 */
async function evaluateReference(shared: Exercise, language: LanguageId, input: unknown, depsFor: DepsFor, onStop: OnStop): Promise<Tried> {
  const first = shared.languages[0]!;
  const oracle = depsFor(first) ? first : depsFor(language) ? language : undefined;
  if (!oracle) return { status: 'not-run', reason: cannotRunHere(first) };
  const request = { ...exerciseRequest(shared, oracle), source: forLanguage(shared, oracle).solution };
  const evaluation = await evaluateOnce(request, depsFor(oracle)!, renameKeys(input, keyNames(shared, language, oracle)), onStop);
  if (evaluation.status !== 'returned') return evaluation;
  return { ...evaluation, value: renameKeys(evaluation.value, keyNames(shared, oracle, language)) };
}

export type OnStop = (stop: () => void) => void;

/** One call in a sandbox of its own, ended once the call is (a timeout has ended it already). */
async function evaluateOnce(request: CodeRequest, deps: RunnerDeps, input: unknown, onStop: OnStop): Promise<Evaluation> {
  // The runner is a chunk of its own on the page (as in a Run): the lesson shows without it.
  const { createEvaluator } = await import('../runner/host/evaluator');
  const evaluator = createEvaluator(request, deps);
  onStop(() => evaluator.dispose());
  try {
    return await evaluator.evaluate(input);
  } finally {
    // Also after a cancel: a cancel that came while the code compiled finds no worker yet, and one starts after it.
    evaluator.dispose();
  }
}

/** Work that `cancel` can end at once: each sandbox it starts registers its stop with `onStop`. */
export function cancellable<T>(work: (onStop: OnStop) => Promise<T>): TryHandle<T> {
  let cancelled = false;
  const stops: (() => void)[] = [];
  const onStop: OnStop = (stop) => {
    if (cancelled) stop();
    else stops.push(stop);
  };
  const done = work(onStop).then(
    (value) => (cancelled ? undefined : value),
    (error: unknown) => {
      if (cancelled) return undefined;
      throw error;
    },
  );
  return {
    done,
    cancel() {
      cancelled = true;
      for (const stop of stops.splice(0)) stop();
    },
  };
}
