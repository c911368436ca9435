/** Pyodide's Emscripten module factory, bundled into the Python worker (the loader's `createPyodideModule` option). */
declare module 'pyodide/pyodide.asm.mjs' {
  const createPyodideModule: NonNullable<Parameters<typeof import('pyodide').loadPyodide>[0]>['createPyodideModule'];
  export default createPyodideModule;
}
