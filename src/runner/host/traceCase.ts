import { createEvaluator, type Evaluation } from './evaluator';
import type { RunnerDeps } from './runCases';
import type { CodeRequest } from '../../core/runTypes';
import type { Trace } from '../../core/trace';

/** How a traced call ended (as any evaluation), and its trace when the code got as far as calling the function. */
export type TracedCall = Evaluation & { trace?: Trace };

/**
 * Calls the learner's function once more on one input, with the code
 * instrumented, and returns what it returned and the steps it took: the
 * same compile, worker, sandbox, driver and time limit as a Run (the
 * evaluator's), in a worker of its own that is ended afterwards. Nothing here
 * grades: the caller shows the outcome beside the trace, and a Run's verdict
 * and progress never hear of it.
 */
export async function traceCall(request: CodeRequest, input: unknown, deps: RunnerDeps): Promise<TracedCall> {
  const evaluator = createEvaluator(request, deps, { trace: true });
  try {
    return await evaluator.evaluate(input);
  } finally {
    evaluator.dispose();
  }
}
