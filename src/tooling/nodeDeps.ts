import type { LanguageId } from '../core/language';
import type { Exercise } from '../exercise/types';
import { compile } from '../runner/host/compile';
import { createEvaluator } from '../runner/host/evaluator';
import { exerciseRequest } from '../runner/host/runRequest';
import type { WorkerFactory } from '../runner/host/workerPort';
import { recyclingFactory } from '../runner/host/recycle';
import { nodeWorkerFactory, withSpare } from '../runner/node/nodeWorker';
import { passPythonSource } from '../runner/python/pythonSource';
import { loadGeneratorFromDisk } from '../generatedCases/loadGeneratorFromDisk';
import type { PipelineDeps } from '../pipeline/runExercise';

const pythonPools = new Map<string, WorkerFactory>();

/** Python workers start Pyodide once (about 3 s) and serve run after run: see recycle.ts for why that is safe here. */
function pythonWorkers(exercisesRoot: string): WorkerFactory {
  let pool = pythonPools.get(exercisesRoot);
  if (!pool) pythonPools.set(exercisesRoot, (pool = recyclingFactory(nodeWorkerFactory(exercisesRoot, 'python'))));
  return pool;
}

/**
 * The Run pipeline's deps in Node: worker threads with the same driver, limits and memory cap as the page's sandbox.
 *
 * `reuseWorkers` is for tools that grade many of the course's own files in a row (exercises:check, mutation
 * testing): a TypeScript worker that ended its run cleanly serves the next one too (recycle.ts), which halves the
 * whole check (115 s to 54 s, the same matrix line for line). Everything else (npm run grade, the tests, which
 * run hostile code) starts a fresh TypeScript worker per run, as the page does; with `spareWorker` (npm run
 * grade), one is kept started ahead, as the page keeps a sandbox, so a timeout costs its time limit only.
 */
export function nodeDeps(
  exercisesRoot: string,
  language: LanguageId = 'typescript',
  options: { reuseWorkers?: boolean; spareWorker?: boolean } = {},
): PipelineDeps {
  const loadGenerator = (slug: string) => loadGeneratorFromDisk(exercisesRoot, slug);
  const workers = nodeWorkerFactory(exercisesRoot);
  const typescript = {
    compile,
    createWorker: options.reuseWorkers ? recyclingFactory(workers) : options.spareWorker ? withSpare(workers) : workers,
  };
  // A Python worker stopped at a time limit costs a Pyodide start (3 s) unless one was started ahead.
  const python = options.spareWorker ? withSpare(nodeWorkerFactory(exercisesRoot, 'python')) : pythonWorkers(exercisesRoot);
  return language === 'python'
    ? { compile: passPythonSource, createWorker: python, loadGenerator, typescript }
    : { ...typescript, loadGenerator };
}

/** Evaluates `source` (TypeScript) on inputs chosen as we go, in a Node worker thread, with the exercise's limits. */
export function nodeEvaluator(exercise: Exercise, source: string, exercisesRoot: string) {
  return createEvaluator({ ...exerciseRequest(exercise), source }, nodeDeps(exercisesRoot));
}
