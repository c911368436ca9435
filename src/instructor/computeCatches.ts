import type { Exercise } from '../exercise/types';
import { initialRunState, reduceRun } from '../grading/runState';
import { startRun } from '../runner/session';
import { createEvaluator } from '../runner/evaluator';
import { exerciseRequest, runRequest } from '../runner/runRequest';
import type { RunStoreDeps } from '../app/runStore';
import { GENERATED } from '../tooling/mistakesMatrix';

/** The seed the instructor view and `exercises:check` share, so both show the same matrix. */
export const MATRIX_SEED = 42;

/**
 * Which cases catch each known mistake, computed in the browser with the same
 * runner as a learner's Run (and the generated cases, with a fixed seed).
 * Mistakes run one after another; `onProgress` reports each as it is done.
 */
export async function computeCatches(
  exercise: Exercise,
  mistakes: Record<string, string>,
  deps: RunStoreDeps,
  onProgress: (name: string, caughtBy: string[]) => void,
  signal: { cancelled: boolean },
): Promise<Record<string, string[]>> {
  const catches: Record<string, string[]> = {};
  const generator = exercise.hasGenerator ? await deps.loadGenerator?.(exercise.slug) : undefined;
  const request = exerciseRequest(exercise);
  for (const name of Object.keys(mistakes).sort()) {
    if (signal.cancelled) break;
    const source = mistakes[name]!;
    let state = initialRunState(exercise);
    // Every case, even after timeouts: the matrix must say exactly which cases catch the mistake.
    await startRun({ ...runRequest(exercise, source), stopAfterTimeouts: Infinity }, deps, (event) => {
      state = reduceRun(state, event, exercise);
    }).done;
    const caughtBy = state.cases.filter((c) => c.status !== 'pass').map((c) => c.id);
    if (generator && !state.problem) {
      const learner = createEvaluator({ ...request, source }, deps);
      const reference = createEvaluator({ ...request, source: exercise.solution }, deps);
      try {
        const { runGenerated } = await import('../generated/runGenerated');
        const outcome = await runGenerated({ generator, learner, reference, seed: MATRIX_SEED });
        if (outcome.status === 'fail') caughtBy.push(GENERATED);
      } finally {
        learner.dispose();
        reference.dispose();
      }
    }
    catches[name] = caughtBy;
    onProgress(name, caughtBy);
  }
  return catches;
}
