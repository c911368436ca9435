/// <reference lib="webworker" />
/**
 * The Web Worker that runs Python learner code, inside the same sandbox frame
 * as the TypeScript worker (see ../browserWorker.ts and docs/security.md),
 * with one change to the frame's policy: 'wasm-unsafe-eval' for Pyodide, in place of
 * 'unsafe-eval' (no JavaScript text is evaluated here, see pythonDoors.ts).
 *
 * Bundled into one classic script like the TypeScript worker (a blob: worker
 * can import nothing): Pyodide's loader and its Emscripten module
 * (pyodide.asm.mjs) are in this bundle. Its other files (the WebAssembly, the
 * standard library, the lock file) come from the page as bytes in the
 * frame's start message: the page fetched them from the site's own origin.
 * While Pyodide starts, `fetch` is a function that serves those bytes and
 * nothing else; then the worker's own fetch is back, which the frame's policy
 * (no connect-src) blocks for every URL.
 *
 * Only after Pyodide has started does the worker remove its globals, lock
 * the built-ins, close Python's doors to JavaScript (prelude.ts) and say it
 * is ready: the page starts the load's time limit then, so starting Python is
 * never counted against the learner.
 */
import { loadPyodide } from 'pyodide';
import createPyodideModule from 'pyodide/pyodide.asm.mjs';
import { createWorkerCore } from '../worker/workerCore';
import { loadBundledDriver } from '../worker/bundledDrivers';
import type { HostMessage } from '../protocol';
import type { WorkerEnvelope } from '../sandbox/frameProtocol';
import {
  awaitStart,
  lockBuiltins,
  onPortMessage,
  poster,
  removeGlobals,
  swallowLateErrors,
  type ReceivedStart,
} from '../sandbox/workerLockdown';
import { createPythonLanguage } from './pythonLanguage';
import { globbed } from '../../exercise/courseAlias';
import { MAKE_SNAPSHOT, PYODIDE_LOCK, PYODIDE_SNAPSHOT, PYODIDE_STDLIB, PYODIDE_WASM } from './pyodideFileNames';

/** The Python halves of the drivers that have one (see pythonLanguage.ts), as text for Pyodide. */
// Through the course's alias (src/exercise/courseAlias.ts): the course's folder may be anywhere on disk.
const pythonDrivers = import.meta.glob<string>('@playground-course/*/driver.py', { query: '?raw', import: 'default' });

declare const self: DedicatedWorkerGlobalScope;

/** A base no request goes to: every file Pyodide asks for is served from the bytes the page sent. */
const INDEX_URL = 'https://pyodide.invalid/';

swallowLateErrors(self);

awaitStart(self, (token, port, files) => {
  const send = poster<WorkerEnvelope>(port);
  if (files?.[MAKE_SNAPSHOT]) return makeSnapshot(files, (snapshot) => send({ token, snapshot }));
  void startPython(files).then(
    (python) => {
      removeGlobals(self);
      lockBuiltins();
      const core = createWorkerCore({
        post: (message) => send({ token, message }),
        loadDriver: loadBundledDriver,
        global: self as unknown as { console: Console },
        language: python,
      });
      // Messages posted while Python started waited in the port; they are read from here on, in order.
      onPortMessage(port, (data) => void core.handle(data as HostMessage));
      send({ token, ready: true });
    },
    (error: unknown) => {
      // The frame reports an uncaught error as the worker's crash; the page then says Python could not start.
      throw new Error(`Python could not start: ${error instanceof Error ? error.message : String(error)}`);
    },
  );
});

/**
 * A snapshot worker's whole job: start Pyodide, take its memory snapshot before anything else runs, and send it
 * back. No learner code ever reaches this worker; the page ends it once the snapshot has arrived.
 */
function makeSnapshot(files: ReceivedStart['files'], sendSnapshot: (snapshot: ArrayBuffer) => void) {
  void loadFromFiles(files, { _makeSnapshot: true }).then(
    (pyodide) => {
      const snapshot = (pyodide as unknown as { makeMemorySnapshot(): Uint8Array }).makeMemorySnapshot();
      sendSnapshot(snapshot.buffer.slice(snapshot.byteOffset, snapshot.byteOffset + snapshot.byteLength) as ArrayBuffer);
    },
    (error: unknown) => {
      throw new Error(`Python could not start: ${error instanceof Error ? error.message : String(error)}`);
    },
  );
}

async function startPython(files: ReceivedStart['files']) {
  const snapshot = files?.[PYODIDE_SNAPSHOT];
  const pyodide = await loadFromFiles(files, snapshot instanceof ArrayBuffer ? { _loadSnapshot: snapshot } : {});
  return createPythonLanguage(pyodide, async (slug) => globbed(pythonDrivers, slug, 'driver.py')?.());
}

/** Pyodide started from the page's bytes: the same options whether it makes a snapshot, restores one or neither. */
async function loadFromFiles(files: ReceivedStart['files'], snapshotOptions: { _makeSnapshot?: true; _loadSnapshot?: ArrayBuffer }) {
  const bytes = (name: string) => {
    const file = files?.[name];
    if (!(file instanceof ArrayBuffer)) throw new Error(`the page did not send ${name}`);
    return file;
  };
  const served: Record<string, { body: ArrayBuffer; type: string }> = {
    [PYODIDE_WASM]: { body: bytes(PYODIDE_WASM), type: 'application/wasm' },
    [PYODIDE_STDLIB]: { body: bytes(PYODIDE_STDLIB), type: 'application/zip' },
  };
  const realFetch = self.fetch;
  self.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const file = url.origin === new URL(INDEX_URL).origin ? served[url.pathname.slice(1)] : undefined;
    if (!file) throw new TypeError(`${url.href} is not one of Pyodide's files`);
    return new Response(file.body, { headers: { 'Content-Type': file.type } });
  };
  try {
    return await loadPyodide({
      indexURL: INDEX_URL,
      createPyodideModule,
      lockFileContents: new TextDecoder().decode(bytes(PYODIDE_LOCK)),
      // Python's `js` module is this object, not the worker's global: learner code never gets it anyway (prelude.ts).
      jsglobals: Object.create(null) as object,
      stdout: () => {},
      stderr: () => {},
      ...snapshotOptions,
    } as Parameters<typeof loadPyodide>[0]);
  } finally {
    self.fetch = realFetch;
  }
}
