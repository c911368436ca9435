import { createSandboxPort, type SandboxOptions } from '../sandbox/sandboxPort';
import { MAKE_SNAPSHOT, PYODIDE_SNAPSHOT } from './pyodideFileNames';

type FileLoader = () => Promise<Record<string, ArrayBuffer>>;

/**
 * Starts Pyodide once in a sandbox of its own, takes its memory snapshot before anything else runs there, and
 * resolves with it (about 30 MB); the sandbox is then ended. Rejects when Python could not start.
 *
 * Why it is safe to hand on: the snapshot is the memory of a Pyodide that only our code has touched, in the
 * state every Python worker is in just after starting; a worker restoring it then removes its globals, locks
 * the built-ins and closes Python's doors to JavaScript exactly as after a full start (browserPythonWorker.ts).
 * Each worker gets its own copy: nothing one learner's code does reaches another's.
 */
export function makePyodideSnapshot(options: Omit<SandboxOptions, 'needs' | 'onSnapshot' | 'loadFiles'> & { loadFiles: FileLoader }) {
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const port = createSandboxPort({
      ...options,
      needs: { wasm: true },
      loadFiles: async () => ({ ...(await options.loadFiles()), [MAKE_SNAPSHOT]: new ArrayBuffer(0) }),
      onSnapshot: (snapshot) => {
        resolve(snapshot);
        port.terminate();
      },
    });
    port.listen(
      () => {},
      (reason) => {
        reject(new Error(reason));
        port.terminate();
      },
    );
  });
}

/**
 * Pyodide's files with a snapshot to restore: a snapshot is made on the first call (the caller's trusted start),
 * and every call after gives the files and a copy of it. Should the snapshot fail, workers start Python in full,
 * as they would without one.
 */
export function withSnapshot(loadFiles: FileLoader, make: () => Promise<ArrayBuffer>): FileLoader {
  let snapshot: Promise<ArrayBuffer | undefined> | undefined;
  return async () => {
    snapshot ??= make().catch(() => undefined);
    const [files, bytes] = await Promise.all([loadFiles(), snapshot]);
    return bytes ? { ...files, [PYODIDE_SNAPSHOT]: bytes.slice(0) } : files;
  };
}
