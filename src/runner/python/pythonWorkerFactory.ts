import { pyodideDir, pyodideFiles } from 'virtual:pyodide-files';
import type { WorkerFactory } from '../host/workerPort';
import { createSandboxPort, domFrames, TERMINATED, workerScript, type SandboxOptions, type SandboxPort } from '../sandbox/sandboxPort';
import { onceUntilFailure } from '../worker/onceUntilFailure';
import { createPyodideFileLoader } from './pyodideFiles';
import { createPythonStatusStore } from './pythonStatus';

/** Python's progress, for the page (one per page: one Pyodide download). */
export const pythonStatus = createPythonStatusStore();

/** The Python worker's code as text (Pyodide's loader included: about 340 KB gzip), fetched on first use. */
export const loadPythonWorkerCode = onceUntilFailure(() =>
  import('./browserPythonWorker.ts?learner-bundle').then((module) => workerScript(module.default)),
);

/** Pyodide's files, fetched once per page from the site's own origin. */
export const pyodideFileLoader = createPyodideFileLoader({
  baseUrl: new URL(pyodideDir, document.baseURI).href,
  files: pyodideFiles,
  fetch: (url) => fetch(url),
  onProgress: (loaded, total) => pythonStatus.set(loaded < total ? { phase: 'downloading', loaded, total } : { phase: 'starting' }),
});

/**
 * Python workers for the page, each in its own sandbox frame whose policy
 * also allows WebAssembly, each handed Pyodide's files as bytes (see
 * browserPythonWorker.ts). Every Run gets a fresh worker, as in TypeScript:
 * code from a shared link must not leave anything behind in a Pyodide the
 * next Run uses. So that a Run does not wait for Python to start (1 to 3 s),
 * one worker is kept started ahead, and it starts only once the one before it
 * is ready: two Pyodides starting at once would slow the first.
 */
export function createPythonWorkers(options: Omit<SandboxOptions, 'needs'>, status = pythonStatus) {
  let spare: SandboxPort | undefined;
  const make = () => {
    const port = createSandboxPort({ ...options, needs: { wasm: true } });
    port.ready?.then(
      () => status.set({ phase: 'ready' }),
      (error: unknown) => {
        if (error instanceof Error && error.message !== TERMINATED) status.set({ phase: 'failed', message: error.message });
      },
    );
    return port;
  };
  const topUp = () => {
    if (!spare || spare.dead) spare = make();
  };
  return {
    /** Starts getting Python ready (download, then start) before the first Run: called when the learner picks Python. */
    prepare: topUp,
    factory: (() => {
      const port = spare && !spare.dead ? spare : make();
      spare = undefined;
      port.ready?.then(topUp, () => {});
      return port;
    }) satisfies WorkerFactory,
  };
}

let workers: ReturnType<typeof createPythonWorkers> | undefined;
const pageWorkers = () =>
  (workers ??= createPythonWorkers({
    loadWorkerCode: loadPythonWorkerCode,
    loadFiles: () => pyodideFileLoader.load(),
    createFrame: domFrames(document),
  }));

/** The page's Python worker factory (see createPythonWorkers). */
export const pythonWorkerFactory: WorkerFactory = () => pageWorkers().factory();

/** Starts downloading and starting Python ahead of the first Run. */
export function preparePython(): void {
  pageWorkers().prepare();
}
