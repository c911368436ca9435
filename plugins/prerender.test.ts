// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { exercisePageHtml, pagePreloads } from './prerender';

const built = [
  '<html><head><meta charset="UTF-8" />',
  '<base href="./" />',
  '<title>Tool-calling playground</title>',
  '<script type="module" crossorigin src="./assets/index-a.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('\n');

describe('exercisePageHtml', () => {
  it("makes the built index.html into an exercise's page: its base one level up, its title, the rendered page in the root", () => {
    const html = exercisePageHtml(built, { slug: 'ex', title: 'Tools & <calls>', html: '<div class="app">lesson $& here</div>' });
    expect(html).toContain('<base href="../" />');
    expect(html).not.toContain('<base href="./" />');
    expect(html).toContain('<title>Tools &#38; &#60;calls&#62; · Tool-calling playground</title>');
    // Replacement patterns such as $& in the lesson are written as they are.
    expect(html).toContain('<div id="root" data-prerendered="ex"><div class="app">lesson $& here</div></div>');
    expect(html).toContain('src="./assets/index-a.js"');
  });

  it('preloads the URLs it is given that the built page does not already name, each once', () => {
    const html = exercisePageHtml(built, { slug: 'ex', title: 'x', html: '' }, [
      './assets/index-a.js',
      './assets/editor-b.js',
      './assets/core-c.js',
    ]);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="./assets/editor-b.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="./assets/core-c.js">');
    expect(html.match(/index-a\.js/g)).toHaveLength(1);
    expect(html.indexOf('editor-b.js')).toBeLessThan(html.indexOf('</head>'));

    // Under an absolute base (npm run build -- --base /courses/mine/), as the build writes its URLs there.
    const underBase = built.replace('"./assets/index-a.js"', '"/courses/mine/assets/index-a.js"');
    const preloads = ['/courses/mine/assets/index-a.js', '/courses/mine/assets/editor-b.js'];
    const absolute = exercisePageHtml(underBase, { slug: 'ex', title: 'x', html: '' }, preloads);
    expect(absolute.match(/index-a\.js/g)).toHaveLength(1);
    expect(absolute).toContain('<link rel="modulepreload" crossorigin href="/courses/mine/assets/editor-b.js">');
  });

  it('refuses a built page without the base, the root or the title it fills in', () => {
    expect(() => exercisePageHtml(built.replace('<base href="./" />', ''), { slug: 'ex', title: 'x', html: '' })).toThrow(/<base href/);
    expect(() => exercisePageHtml(built.replace('<div id="root"></div>', ''), { slug: 'ex', title: 'x', html: '' })).toThrow(/id="root"/);
  });
});

describe('pagePreloads', () => {
  const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) =>
    ({ type: 'chunk', fileName, facadeModuleId, imports }) as unknown as Rollup.OutputChunk;
  const bundle = Object.fromEntries(
    [
      chunk('assets/index-a.js', '/app/src/main.tsx', ['assets/shared-s.js']),
      chunk('assets/exercise-ex-b.js', '\0virtual:exercise/ex', ['assets/shared-s.js']),
      chunk('assets/exercise-other-c.js', '\0virtual:exercise/other'),
      chunk('assets/MonacoEditor-d.js', '/app/src/editor/MonacoEditor.tsx', ['assets/editor.api-e.js']),
      chunk('assets/editor.api-e.js', null, ['assets/shared-s.js']),
      chunk('assets/shared-s.js', null),
    ].map((c) => [c.fileName, c]),
  ) as Rollup.OutputBundle;

  it("names the page's own exercise data and the editor, with what they import, and no other exercise", () => {
    expect(pagePreloads(bundle, 'ex')).toEqual([
      'assets/exercise-ex-b.js',
      'assets/shared-s.js',
      'assets/MonacoEditor-d.js',
      'assets/editor.api-e.js',
    ]);
  });

  it('says so when the build has no chunk for a page', () => {
    expect(() => pagePreloads(bundle, 'missing')).toThrow(/missing's page/);
  });
});
