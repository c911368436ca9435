import { compile } from '../compile';
import { startRun } from '../session';
import { initialRunState, reduceRun, type RunState } from '../../grading/runState';
import type { Exercise } from '../../exercise/types';
import { nodeWorkerFactory } from './nodeWorker';

/**
 * Grades a source text against an exercise in Node, with the same compile,
 * driver, time limits and comparison as the page. Used by `npm run grade`,
 * `npm run exercises:check` and the content-integrity test.
 */
export async function gradeInNode(exercise: Exercise, source: string, exercisesRoot: string): Promise<RunState> {
  let state = initialRunState(exercise);
  const handle = startRun(
    {
      slug: exercise.slug,
      entry: exercise.entry,
      modules: exercise.modules,
      timeLimitMs: exercise.timeLimitMs,
      cases: exercise.cases.map(({ id, input }) => ({ id, input })),
      source,
    },
    { compile, createWorker: nodeWorkerFactory(exercisesRoot) },
    (event) => {
      state = reduceRun(state, event, exercise);
    },
  );
  await handle.done;
  return state;
}
