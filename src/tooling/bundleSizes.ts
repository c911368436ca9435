import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a learner downloads, measured on the built site (dist/):
 * before the lesson shows (the entry and what it imports statically, and the
 * heaviest exercise's data chunk, `exercise-<slug>-<hash>.js`), before
 * the editor is usable (that plus Monaco's chunk and its static imports), and
 * all of it (lazy chunks and workers included). Sizes are deterministic for a
 * given build, so CI can hold them to budgets.
 */
export interface BundleSizes {
  /**
   * What the first paint of an exercise's page needs, its lesson included (plugins/prerender.ts): the
   * heaviest exercise's page (`<slug>/index.html`) and the stylesheets it links. No JavaScript.
   */
  page: Size;
  /** JavaScript before the app is interactive over that page (hydrated): the lesson no longer waits for it. */
  lesson: Size;
  editor: Size;
  /** Everything but Python's. */
  total: Size;
  /**
   * Python, fetched only when a learner picks it: the Python worker's chunk
   * (Pyodide's loader and Emscripten module) and Pyodide's files (WebAssembly,
   * standard library, lock file). Counted apart, so it can neither hide in nor
   * crowd out the budgets every learner pays.
   */
  python: Size;
  /** The largest files, for finding what grew. */
  largest: { file: string; bytes: number; gzip: number }[];
}

export interface Size {
  files: number;
  bytes: number;
  /** gzip -9, as a static host would serve it (roughly; hosts differ in level). */
  gzip: number;
}

// `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"` (minified or not);
// never `import("./x.js")`, which is lazy.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["']\.\/([^"']+\.js)["']/g;

export function measureBundle(dist: string): BundleSizes {
  const assets = join(dist, 'assets');
  const read = (file: string) => readFileSync(join(assets, file));
  const gz = new Map<string, number>();
  const gzipOf = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(read(file), { level: 9 }).length);
    return gz.get(file)!;
  };
  /** A chunk and every chunk it imports statically (what the browser must fetch before running it). */
  const closure = (start: string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const match of read(file).toString('utf8').matchAll(STATIC_IMPORT)) visit(match[1]!);
    };
    start.forEach(visit);
    return seen;
  };
  const size = (files: Iterable<string>): Size => {
    let count = 0;
    let bytes = 0;
    let gzip = 0;
    for (const file of files) {
      count++;
      bytes += read(file).length;
      gzip += gzipOf(file);
    }
    return { files: count, bytes, gzip };
  };

  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\.\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  if (entries.length === 0) throw new Error('dist/index.html has no module script: is this a Vite build?');
  // The page fetches the opened exercise's data before its lesson shows: count the heaviest one.
  const heaviestExercise = readdirSync(assets)
    .filter((file) => file.startsWith('exercise-') && file.endsWith('.js'))
    .sort((a, b) => gzipOf(b) - gzipOf(a))
    .slice(0, 1);
  const lesson = closure([...entries, ...heaviestExercise]);
  const isPython = (file: string) => file.startsWith('browserPythonWorker');
  const allJs = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const jsFiles = allJs.filter((file) => !isPython(file));
  const pyodideDirs = readdirSync(dist).filter((name) => name.startsWith('pyodide-'));
  const pythonFiles = [
    ...allJs.filter(isPython).map((file) => join(assets, file)),
    ...pyodideDirs.flatMap((dir) => readdirSync(join(dist, dir)).map((file) => join(dist, dir, file))),
  ];
  const monaco = jsFiles.filter((file) => file.startsWith('MonacoEditor-'));
  if (monaco.length === 0) throw new Error('no MonacoEditor chunk in dist/assets: the editor is no longer a chunk of its own?');
  const editor = new Set([...lesson, ...closure(monaco)]);
  return {
    page: pageSize(dist),
    lesson: size(lesson),
    editor: size(editor),
    total: size(jsFiles),
    python: pythonSize(pythonFiles),
    largest: jsFiles
      .map((file) => ({ file, bytes: read(file).length, gzip: gzipOf(file) }))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 8),
  };
}

/** The heaviest exercise's page (`<dir>/index.html` beside assets/) and the stylesheets it links; none when the build made no such page. */
function pageSize(dist: string): Size {
  const gzip = (content: Buffer) => gzipSync(content, { level: 9 }).length;
  const pages = readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'assets' && !entry.name.startsWith('pyodide-'))
    .map((entry) => join(dist, entry.name, 'index.html'))
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path))
    .sort((a, b) => gzip(b) - gzip(a));
  const heaviest = pages[0];
  if (!heaviest) return { files: 0, bytes: 0, gzip: 0 };
  // The page's own stylesheets, relative to the site's root (its <base href="../">).
  const styles = [...heaviest.toString('utf8').matchAll(/<link rel="stylesheet"[^>]*href="\.\/([^"]+\.css)"/g)].map((m) =>
    readFileSync(join(dist, m[1]!)),
  );
  const files = [heaviest, ...styles];
  return { files: files.length, bytes: files.reduce((sum, f) => sum + f.length, 0), gzip: files.reduce((sum, f) => sum + gzip(f), 0) };
}

/** Sizes of files given by full path, gzipped as a host would serve them (WebAssembly and zip included). */
function pythonSize(paths: string[]): Size {
  let bytes = 0;
  let gzip = 0;
  for (const path of paths) {
    const content = readFileSync(path);
    bytes += content.length;
    gzip += gzipSync(content, { level: 6 }).length;
  }
  return { files: paths.length, bytes, gzip };
}

export const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;
