import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { PYODIDE_FILES } from '../src/runner/python/pyodideFileNames.ts';

const VIRTUAL_ID = 'virtual:pyodide-files';
const RESOLVED_ID = '\0virtual:pyodide-files';

/**
 * Serves Pyodide's files from our own site, never a CDN: the build copies
 * them from the npm package into `pyodide-<version>/` (the version in the
 * path, so a new Pyodide is a new URL and no cache serves the old one), and
 * the dev server serves them from node_modules. `virtual:pyodide-files`
 * tells the page where they are and how big, so its progress bar knows the
 * total before the first byte (a service worker's cached response may carry
 * no Content-Length). pyodide.asm.mjs is not copied: it is bundled into the
 * Python worker (src/runner/python/browserPythonWorker.ts).
 */
export function pyodideAssets(): Plugin {
  const packageDir = dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
  const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  const dir = `pyodide-${version}/`;
  const files = PYODIDE_FILES.map((name) => ({ name, bytes: statSync(join(packageDir, name)).size }));
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'playground-pyodide-assets',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export const pyodideVersion = ${JSON.stringify(version)};\nexport const pyodideDir = ${JSON.stringify(dir)};\nexport const pyodideFiles = ${JSON.stringify(files)};\n`;
    },
    generateBundle() {
      if (command !== 'build') return;
      for (const { name } of files)
        this.emitFile({ type: 'asset', fileName: `${dir}${name}`, source: readFileSync(join(packageDir, name)) });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]!;
        const file = files.find(({ name }) => path.endsWith(`/${dir}${name}`));
        if (!file) return next();
        response.setHeader(
          'Content-Type',
          file.name.endsWith('.wasm') ? 'application/wasm' : file.name.endsWith('.json') ? 'application/json' : 'application/zip',
        );
        response.setHeader('Content-Length', String(file.bytes));
        createReadStream(join(packageDir, file.name)).pipe(response);
      });
    },
  };
}
