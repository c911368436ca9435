/**
 * Vite plugin: `import code from './browserWorker.ts?learner-bundle'` gives
 * the text of that file bundled into one self-contained classic script
 * (IIFE, no imports, dynamic imports inlined, minified).
 *
 * The learner's worker is started by the sandbox frame from a blob: URL, and
 * the frame's CSP allows no script URL: the worker cannot load chunks of its
 * own, so the page hands it all of its code as text. The text lives in the
 * chunk that imports it, fetched on the first Run from the site's own origin;
 * the build (and the dev server, on demand) runs a nested Vite build of the
 * entry for it.
 */
import { build, type AliasOptions, type Plugin, type Rolldown } from 'vite';
import { publicImportAliases } from './publicImports.ts';

export const LEARNER_BUNDLE_QUERY = '?learner-bundle';

export function learnerWorkerBundle(): Plugin {
  let root = process.cwd();
  let alias: AliasOptions = [];
  return {
    name: 'playground-learner-worker-bundle',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      // The course's exercises (drivers, generators) are found through the app's aliases: the same in the worker.
      alias = config.resolve.alias;
    },
    async load(id) {
      if (!id.endsWith(LEARNER_BUNDLE_QUERY)) return undefined;
      const entry = id.slice(0, -LEARNER_BUNDLE_QUERY.length);
      const { code, files } = await bundleLearnerWorker(entry, root, alias);
      // The dev server rebuilds the text when a file of the worker changes.
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(code)};\n`;
    },
  };
}

/** Bundles `entry` as one classic script; returns its code and the files it was made of. */
export async function bundleLearnerWorker(
  entry: string,
  root: string,
  // No config file here: the app's aliases (the kit's names, the course's folder) come from the caller.
  alias: AliasOptions = publicImportAliases(),
): Promise<{ code: string; files: string[] }> {
  const result = await build({
    configFile: false,
    envDir: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias },
    plugins: [keepPyodideFilesOut()],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      emptyOutDir: false,
      lib: { entry, formats: ['iife'], name: 'learnerWorker', fileName: () => 'learner-worker.js' },
      rolldownOptions: {
        output: { codeSplitting: false },
        // Pyodide's Node-only branches (node: modules, import.meta) are dead code in a worker: not worth a warning each.
        onLog(level, log, handler) {
          if (level === 'warn' && /[\\/]node_modules[\\/]pyodide[\\/]/.test(`${log.id ?? ''} ${log.message}`)) return;
          handler(level, log);
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`the learner worker must bundle into one script; it made ${chunks.length}`);
  const chunk = chunks[0]!;
  return { code: chunk.code, files: chunk.moduleIds.filter((id) => !id.startsWith('\0')) };
}

/**
 * Pyodide's Emscripten module names its WebAssembly with
 * `new URL("pyodide.asm.wasm", import.meta.url)`, which a library build
 * inlines as base64 (9.6 MB more in the worker's text). The worker never uses
 * that URL (the loader hands Emscripten the bytes the page sent), so it
 * stays a plain name here.
 */
function keepPyodideFilesOut(): Plugin {
  return {
    name: 'playground-keep-pyodide-files-out',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]pyodide[\\/]/.test(id)) return undefined;
      return { code: code.replace(/new URL\(("[\w.-]+"),\s*import\.meta\.url\)/g, 'new URL($1, "https://pyodide.invalid/")'), map: null };
    },
  };
}
