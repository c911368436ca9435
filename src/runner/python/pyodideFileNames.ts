/**
 * Pyodide's files that the page fetches from the site and hands to the
 * worker (pyodide.asm.mjs is bundled into the worker itself). Shared by the
 * build plugin that copies them, the page that fetches them and the worker.
 */
export const PYODIDE_WASM = 'pyodide.asm.wasm';
export const PYODIDE_STDLIB = 'python_stdlib.zip';
export const PYODIDE_LOCK = 'pyodide-lock.json';
export const PYODIDE_FILES = [PYODIDE_WASM, PYODIDE_STDLIB, PYODIDE_LOCK] as const;
