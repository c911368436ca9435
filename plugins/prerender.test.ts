// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exercisePageHtml } from './prerender';

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

  it('refuses a built page without the base, the root or the title it fills in', () => {
    expect(() => exercisePageHtml(built.replace('<base href="./" />', ''), { slug: 'ex', title: 'x', html: '' })).toThrow(/<base href/);
    expect(() => exercisePageHtml(built.replace('<div id="root"></div>', ''), { slug: 'ex', title: 'x', html: '' })).toThrow(/id="root"/);
  });
});
