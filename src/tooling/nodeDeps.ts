import type { LanguageId } from '../core/language';
import type { Exercise } from '../exercise/types';
import { compile } from '../runner/host/compile';
import { createEvaluator } from '../runner/host/evaluator';
import { exerciseRequest } from '../runner/host/runRequest';
import type { WorkerFactory, WorkerPort } from '../runner/host/workerPort';
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

/**
 * Worker threads that one run of a tool shares across all the exercises it grades (exercises:check): a
 * TypeScript pool and a Python pool, each handing a worker that ended its run cleanly to the next run
 * (recycle.ts). Pyodide takes seconds of a core to start; with a pool per exercise, each exercise started
 * two of them again. `warm` starts workers ahead (while the check type-checks on the main thread), and
 * `dispose` stops every worker the pools started, busy or idle: call it once the tool's runs have ended.
 */
export interface WorkerPools {
  deps(language: LanguageId): PipelineDeps;
  /** Starts `count` workers of `language`, one after the other, and parks them, idle, for the next runs to take. */
  warm(language: LanguageId, count: number): void;
  /** How many worker threads of each language the pools have started so far (for --timings). */
  started(): Record<LanguageId, number>;
  /** Stops every worker these pools started (not those of a `python` they were given). */
  dispose(): void;
}

/** Idle workers wait this long for the next run: longer than any pause between two runs of one check. */
const POOL_IDLE_MS = 120_000;

/**
 * `python`: the Python workers of another, longer-lived set of pools (`--watch` keeps one from check to check: a
 * Python worker reads driver.py afresh for each load, so Pyodide starts once per session). TypeScript workers are
 * never kept from one check to the next: they keep the driver.ts they imported.
 */
export function workerPools(exercisesRoot: string, options: { keep?: number; python?: WorkerPools } = {}): WorkerPools {
  const { keep = 2, python: shared } = options;
  const counts: Record<LanguageId, number> = { typescript: 0, python: 0 };
  const ports = new Set<WorkerPort>();
  let disposed = false;
  const counted = (language: LanguageId): WorkerFactory => {
    const create = nodeWorkerFactory(exercisesRoot, language);
    return () => {
      counts[language] += 1;
      const port = create();
      ports.add(port);
      return port;
    };
  };
  const pools: Record<LanguageId, WorkerFactory> = {
    typescript: recyclingFactory(counted('typescript'), keep, POOL_IDLE_MS),
    python: shared ? shared.deps('python').createWorker : recyclingFactory(counted('python'), keep, POOL_IDLE_MS),
  };
  const loadGenerator = (slug: string) => loadGeneratorFromDisk(exercisesRoot, slug);
  const typescript = { compile, createWorker: pools.typescript };
  const warm = (language: LanguageId, count: number): void => {
    if (language === 'python' && shared) return shared.warm(language, count);
    if (count <= 0 || disposed) return;
    // A worker handed out and given back before any load is idle: the pool parks it, still starting.
    const port = pools[language]();
    const ready = port.ready ?? Promise.resolve();
    port.terminate();
    // One at a time: two Pyodides starting together (beside the type-check) would each take twice as long.
    void ready.then(
      () => warm(language, count - 1),
      () => undefined,
    );
  };
  return {
    deps: (language) =>
      language === 'python'
        ? { compile: passPythonSource, createWorker: pools.python, loadGenerator, typescript }
        : { ...typescript, loadGenerator },
    warm,
    started: () => ({ ...counts, ...(shared ? { python: shared.started().python } : {}) }),
    dispose() {
      disposed = true;
      for (const port of ports) port.terminate();
      ports.clear();
    },
  };
}

/** Evaluates `source` (TypeScript) on inputs chosen as we go, in a Node worker thread, with the exercise's limits. */
export function nodeEvaluator(exercise: Exercise, source: string, exercisesRoot: string) {
  return createEvaluator({ ...exerciseRequest(exercise), source }, nodeDeps(exercisesRoot));
}
