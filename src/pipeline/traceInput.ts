import { cannotRunHere, type LanguageId } from '../core/language';
import type { Exercise } from '../exercise/types';
import type { RunnerDeps } from '../runner/host/runCases';
import { exerciseRequest } from '../runner/host/runRequest';
import type { TracedCall } from '../runner/host/traceCase';
import { cancellable, type TryHandle } from './tryInput';

export type TraceOutcome = TracedCall | { status: 'not-run'; reason: string };

/**
 * "Trace this case": the learner's code called once more on one input, instrumented, in a sandbox of its
 * own with the Run's time limit, which ends with the call (or at once, on `cancel`). Never a Run: the
 * outcome goes to the trace view only, and no verdict, result or progress hears of it.
 */
export function traceInput(
  shared: Exercise,
  code: { source: string; language: LanguageId },
  input: unknown,
  depsFor: (language: LanguageId) => RunnerDeps | undefined,
): TryHandle<TraceOutcome> {
  return cancellable(async (onStop) => {
    const deps = depsFor(code.language);
    if (!deps) return { status: 'not-run', reason: cannotRunHere(code.language) };
    // The runner is a chunk of its own on the page, as for a Run.
    const { createEvaluator } = await import('../runner/host/evaluator');
    const evaluator = createEvaluator({ ...exerciseRequest(shared, code.language), source: code.source }, deps, { trace: true });
    onStop(() => evaluator.dispose());
    try {
      return await evaluator.evaluate(input);
    } finally {
      evaluator.dispose();
    }
  });
}
