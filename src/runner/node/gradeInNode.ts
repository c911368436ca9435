import { compile } from '../compile';
import { startRun, type RunEvent } from '../session';
import { initialRunState, reduceRun, type RunState } from '../../grading/runState';
import type { Exercise } from '../../exercise/types';
import { forLanguage } from '../../exercise/forLanguage';
import { nodeWorkerFactory } from './nodeWorker';
import { runRequest } from '../runRequest';
import type { LanguageId } from '../language';
import { passPythonSource } from '../python/pythonSource';
import { recyclingFactory } from '../recycle';
import type { WorkerFactory } from '../session';

const pythonPools = new Map<string, WorkerFactory>();

/** Python workers start Pyodide once (about 3 s) and serve run after run: see recycle.ts for why that is safe here. */
function pythonWorkers(exercisesRoot: string): WorkerFactory {
  let pool = pythonPools.get(exercisesRoot);
  if (!pool) pythonPools.set(exercisesRoot, (pool = recyclingFactory(nodeWorkerFactory(exercisesRoot, 'python'))));
  return pool;
}

export interface GradeOptions {
  /** The language of `source`; TypeScript when absent. Python needs an exercise with a Python version. */
  language?: LanguageId;
  /** Also run the generated cases (when the exercise has them), with this seed or a random one. */
  generated?: { seed?: number; path?: string };
  /** Run every case even when cases keep timing out (the content check's matrix must be exact); a learner's Run stops early. */
  everyCase?: boolean;
}

/**
 * Grades a source text against an exercise in Node, with the same compile,
 * driver, time limits and comparison as the page. Used by `npm run grade`,
 * `npm run exercises:check` and the content-integrity test.
 */
export async function gradeInNode(shared: Exercise, source: string, exercisesRoot: string, options: GradeOptions = {}): Promise<RunState> {
  const language = options.language ?? 'typescript';
  // As the page does: a Python learner's cases use Python's names.
  const exercise = forLanguage(shared, language);
  let state = initialRunState(exercise);
  let finished: Extract<RunEvent, { type: 'finished' }> | undefined;
  const handle = startRun(
    { ...runRequest(exercise, source, language), ...(options.everyCase ? { stopAfterTimeouts: Infinity } : {}) },
    language === 'python'
      ? { compile: passPythonSource, createWorker: pythonWorkers(exercisesRoot) }
      : { compile, createWorker: nodeWorkerFactory(exercisesRoot) },
    (event) => {
      // As on the page, the run ends after its generated cases: hold the end until then.
      if (event.type === 'finished') finished = event;
      else state = reduceRun(state, event, exercise);
    },
  );
  await handle.done;
  if (options.generated && language === 'typescript' && exercise.hasGenerator && !state.problem && !state.stopped && finished) {
    // Imported here: fast-check and the generator load only when asked for.
    const { loadGeneratorFromDisk, runGeneratedInNode } = await import('../../generated/nodeGenerated');
    const generator = await loadGeneratorFromDisk(exercisesRoot, exercise.slug);
    if (generator) {
      state = reduceRun(state, { type: 'generated-started', runId: finished.runId, title: generator.title }, exercise);
      const outcome = await runGeneratedInNode(exercise, generator, source, exercisesRoot, options.generated);
      state = reduceRun(state, { type: 'generated-finished', runId: finished.runId, outcome }, exercise);
    }
  }
  if (finished) state = reduceRun(state, finished, exercise);
  return state;
}
