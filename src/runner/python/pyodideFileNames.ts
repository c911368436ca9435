/**
 * Pyodide's files that the page fetches from the site and hands to the
 * worker (pyodide.asm.mjs is bundled into the worker itself). Shared by the
 * build plugin that copies them, the page that fetches them and the worker.
 */
export const PYODIDE_WASM = 'pyodide.asm.wasm';
export const PYODIDE_STDLIB = 'python_stdlib.zip';
export const PYODIDE_LOCK = 'pyodide-lock.json';
export const PYODIDE_FILES = [PYODIDE_WASM, PYODIDE_STDLIB, PYODIDE_LOCK] as const;

/**
 * A memory snapshot of a Pyodide that has just started (no learner code has run in it: see snapshot.ts). A
 * worker given one restores it instead of starting Python from nothing: about a tenth of the time.
 */
export const PYODIDE_SNAPSHOT = 'pyodide.snapshot';
/** Present (empty) in the files of a worker whose one job is to make that snapshot and send it back. */
export const MAKE_SNAPSHOT = 'make-snapshot';
