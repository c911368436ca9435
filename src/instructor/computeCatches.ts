import type { Exercise } from '../exercise/types';
import { catchMistake } from '../pipeline/catchMistake';
import type { PipelineDeps } from '../pipeline/runExercise';

/**
 * Which cases catch each known mistake, computed in the browser through the
 * same Run pipeline as a learner's Run (catchMistake.ts, as `exercises:check`
 * does). Mistakes run one after another; `onProgress` reports each as it is done.
 */
export async function computeCatches(
  exercise: Exercise,
  mistakes: Record<string, string>,
  deps: PipelineDeps,
  onProgress: (name: string, caughtBy: string[]) => void,
  signal: { cancelled: boolean },
): Promise<Record<string, string[]>> {
  const catches: Record<string, string[]> = {};
  for (const name of Object.keys(mistakes).sort()) {
    if (signal.cancelled) break;
    const { caughtBy } = await catchMistake(exercise, mistakes[name]!, deps);
    catches[name] = caughtBy;
    onProgress(name, caughtBy);
  }
  return catches;
}
