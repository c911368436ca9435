import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PluginOption, type ResolvedConfig, type Rollup } from 'vite';
import type { PrerenderedPage } from '../src/app/prerender';

/** The `<base>` every page carries (index.html), which names the site's root relative to the page. */
const BASE_TAG = '<base href="./" />';
const ROOT_TAG = '<div id="root"></div>';

/**
 * Every exercise gets a page of its own, `<slug>/index.html`, with its lesson in the HTML: the lesson
 * paints with the first paint, before any script runs, and the app hydrates over it (src/main.tsx).
 * After the build has written the site (and before the service worker's precache list is made, so the
 * pages are in it), the app's own components render each page in Node, through a Vite server with
 * `renderToString` (src/app/prerender.tsx): no second framework, and the same tree the page hydrates.
 *
 * Each page is the built index.html with `<base href="../">`, so its relative asset URLs, the service
 * worker's registration and the app's links all resolve from the site's root, under any base path.
 * The dev server serves index.html at `/<slug>/` as well, with its base set to the root.
 *
 * `renderPlugins`: the plugins the components need to load in Node (React's, the exercises' module).
 */
export function prerender(renderPlugins: () => PluginOption[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'playground:prerender',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml(html) {
      if (config.command !== 'serve') return html;
      if (!html.includes(BASE_TAG)) throw new Error(`index.html must carry ${BASE_TAG}: the app finds the site's root by it`);
      return html.replace(BASE_TAG, `<base href="${config.base}" />`);
    },
    writeBundle: {
      sequential: true,
      async handler(_options, bundle) {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        for (const page of await renderPages(config.root, renderPlugins())) {
          mkdirSync(join(outDir, page.slug), { recursive: true });
          // Asset URLs as the built index.html writes them: relative to the page's <base>, or under an absolute base.
          const prefix = config.base === './' || config.base === '' ? './' : config.base;
          const preloads = pagePreloads(bundle, page.slug).map((file) => prefix + file);
          writeFileSync(join(outDir, page.slug, 'index.html'), exercisePageHtml(template, page, preloads));
        }
      },
    },
  };
}

/**
 * What an exercise's page fetches beside the entry, before any script asks (issue #21): the exercise's data,
 * which hydration waits for, and the editor (Monaco), which the page imports only once React has rendered.
 * Preloaded, they are fetched and compiled in parallel with the entry instead of one after another; nothing
 * runs before the page imports it. Their static imports come too (the editor's chunk imports Monaco's core).
 */
export function pagePreloads(bundle: Rollup.OutputBundle, slug: string): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const roots = [
    chunks.find((chunk) => chunk.facadeModuleId === `\0virtual:exercise/${slug}`),
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/editor/MonacoEditor.tsx')),
  ];
  const files = new Set<string>();
  const add = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) add(byFile.get(imported));
  };
  for (const root of roots) {
    if (!root) throw new Error(`prerender: the build has no chunk for ${slug}'s page (its exercise data, or the editor)`);
    add(root);
  }
  return [...files];
}

/** The built index.html made into one exercise's page, preloading `preloads` (URLs of the build's files) beside its entry. */
export function exercisePageHtml(template: string, page: PrerenderedPage, preloads: readonly string[] = []): string {
  for (const tag of [BASE_TAG, ROOT_TAG, '<title>'])
    if (!template.includes(tag)) throw new Error(`prerender: the built index.html has no ${tag}`);
  const attribute = page.slug.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  // The course's title, as coursePlugin wrote it into index.html (escaped there already).
  const site = /<title>([^<]*)<\/title>/.exec(template)![1]!;
  const title = `${page.title.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)} · ${site}`;
  // The entry's own preloads are in the template already; the rest go after them, before the stylesheet.
  const links = preloads
    .filter((url) => !template.includes(`"${url}"`))
    .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`)
    .join('\n    ');
  return template
    .replace(BASE_TAG, '<base href="../" />')
    .replace('</head>', () => (links ? `  ${links}\n  </head>` : '</head>'))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(ROOT_TAG, () => `<div id="root" data-prerendered="${attribute}">${page.html}</div>`);
}

async function renderPages(root: string, plugins: PluginOption[]): Promise<PrerenderedPage[]> {
  // A bundle for Node rather than Vite's module runner: the bundler reads CommonJS packages (lz-string) as the page's build does.
  const outDir = mkdtempSync(join(tmpdir(), 'playground-prerender-'));
  try {
    await build({
      configFile: false,
      root,
      plugins,
      logLevel: 'warn',
      ssr: { noExternal: true },
      build: {
        ssr: 'src/app/prerender.tsx',
        outDir,
        emptyOutDir: false,
        target: 'node20',
        rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
      },
    });
    const module = (await import(pathToFileURL(join(outDir, 'prerender.mjs')).href)) as typeof import('../src/app/prerender');
    return await module.renderExercisePages();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
