// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compressToEncodedURIComponent } from 'lz-string';
import { canonicalLink, exerciseHash, exerciseLink, parseRoute, routeAt, shareLink } from './route';

/** Code whose compressed form contains "+", which a naive URLSearchParams read would turn into a space. */
const CODE_WITH_PLUS_IN_LINK = 'export function f9(x: string) {\n  return x + "✓ 71271";\n}\n';

describe('parseRoute', () => {
  it('has no slug for an empty or foreign hash', () => {
    expect(parseRoute('')).toEqual({});
    expect(parseRoute('#main')).toEqual({});
    expect(parseRoute('#/')).toEqual({ slug: undefined });
  });

  it('reads the exercise slug from #/<slug>', () => {
    expect(parseRoute('#/parse-tool-calls')).toEqual({ slug: 'parse-tool-calls' });
    expect(parseRoute('#/parse-tool-calls').sharedCode).toBeUndefined();
  });

  it('decodes a percent-encoded slug', () => {
    expect(parseRoute(exerciseHash('my exercise'))).toEqual({ slug: 'my exercise' });
  });

  it('reads shared code from ?code=', () => {
    const code = 'export function parseToolCalls() {\n  return [[], []];\n}\n';
    expect(parseRoute(`#/parse-tool-calls?code=${compressToEncodedURIComponent(code)}`)).toEqual({
      slug: 'parse-tool-calls',
      sharedCode: code,
    });
  });

  it('keeps a "+" of the compressed code as "+"', () => {
    const encoded = compressToEncodedURIComponent(CODE_WITH_PLUS_IN_LINK);
    expect(encoded).toContain('+');
    expect(parseRoute(`#/x?code=${encoded}`).sharedCode).toBe(CODE_WITH_PLUS_IN_LINK);
  });

  it('finds the code among other parameters', () => {
    const encoded = compressToEncodedURIComponent(CODE_WITH_PLUS_IN_LINK);
    expect(parseRoute(`#/x?from=chat&code=${encoded}&v=2`).sharedCode).toBe(CODE_WITH_PLUS_IN_LINK);
  });

  it('gives sharedCode null for a code parameter that cannot be decoded', () => {
    expect(parseRoute('#/parse-tool-calls?code=hello')).toEqual({ slug: 'parse-tool-calls', sharedCode: null });
    expect(parseRoute('#/parse-tool-calls?code=!!!')).toEqual({ slug: 'parse-tool-calls', sharedCode: null });
    expect(parseRoute('#/parse-tool-calls?code=')).toEqual({ slug: 'parse-tool-calls', sharedCode: null });
  });

  it('gives sharedCode null for a link cut very short', () => {
    const encoded = compressToEncodedURIComponent('export function parseToolCalls(text: string) {\n  return [[], []];\n}\n');
    expect(parseRoute(`#/x?code=${encoded.slice(0, 10)}`).sharedCode).toBeNull();
  });

  it('ignores other parameters when there is no code', () => {
    expect(parseRoute('#/x?tab=lesson')).toEqual({ slug: 'x' });
  });
});

describe('exerciseHash', () => {
  it('writes #/<slug>, encoding what needs it', () => {
    expect(exerciseHash('parse-tool-calls')).toBe('#/parse-tool-calls');
    expect(exerciseHash('a b?c')).toBe('#/a%20b%3Fc');
  });
});

describe('shareLink', () => {
  it.each([
    ['plus signs', CODE_WITH_PLUS_IN_LINK],
    ['unicode', 'const greeting = "héllo wörld ∑ 🚀 日本";\n'],
    ['newlines and tabs', 'line 1\n\tline 2\r\nline 3\n\n'],
    ['URL-like characters', 'const q = "a=1&b=2?c#d%20e/f";'],
    ['empty code', ''],
  ])('round-trips code with %s through the link', (_, code) => {
    const link = shareLink('https://example.org/playground/', 'parse-tool-calls', code);
    const route = parseRoute(new URL(link).hash);
    expect(route.slug).toBe('parse-tool-calls');
    // Empty code compresses to nothing, which reads back as "could not be decoded".
    expect(route.sharedCode).toBe(code === '' ? null : code);
  });

  it("keeps the page's base path and query and replaces any hash", () => {
    const link = shareLink('https://example.org/course/playground/index.html?lang=en#/old-exercise?code=abc', 'parse-tool-calls', 'x');
    expect(link).toBe(
      `https://example.org/course/playground/index.html?lang=en#/parse-tool-calls?code=${compressToEncodedURIComponent('x')}`,
    );
  });

  it('works from a page without a hash or a path', () => {
    expect(shareLink('http://localhost:5173', 'ex', 'x')).toBe(`http://localhost:5173#/ex?code=${compressToEncodedURIComponent('x')}`);
  });

  it('makes links whose code part needs no escaping', () => {
    const link = shareLink('https://example.org/', 'ex', 'const s = "∑ ✓ 🚀";\n'.repeat(20));
    const code = link.split('?code=')[1]!;
    expect(code).toMatch(/^[A-Za-z0-9+\-$]+$/);
    expect(encodeURI(link)).toBe(link);
  });

  it('adds &lang=python for Python code, and parseRoute reads it back', () => {
    const link = shareLink('https://example.org/', 'ex', 'def f(): pass\n', 'python');
    expect(link).toBe(`https://example.org/#/ex?code=${compressToEncodedURIComponent('def f(): pass\n')}&lang=python`);
    expect(parseRoute(link.slice(link.indexOf('#')))).toEqual({ slug: 'ex', sharedCode: 'def f(): pass\n', lang: 'python' });
    expect(shareLink('https://example.org/', 'ex', 'x', 'typescript')).not.toContain('lang=');
    expect(parseRoute('#/ex?lang=cobol')).toEqual({ slug: 'ex' });
  });
});

describe('routeAt', () => {
  const at = (pathname: string, search = '', hash = '') => routeAt({ pathname, search, hash }, '/course/');

  it('reads an exercise’s page, and the site’s root as the home page, under any root', () => {
    expect(at('/course/parse-tool-calls/')).toEqual({ slug: 'parse-tool-calls', legacy: false });
    expect(at('/course/')).toEqual({ slug: undefined, legacy: false });
    expect(at('/course/parse-tool-calls/', '?view=instructor')).toEqual({ slug: 'parse-tool-calls', view: 'instructor', legacy: false });
  });

  it('reads an old link’s fragment first, code and language included, and marks it to move', () => {
    const code = compressToEncodedURIComponent('def f(): pass\n');
    expect(at('/course/', '', `#/ex?code=${code}&lang=python`)).toEqual({
      slug: 'ex',
      sharedCode: 'def f(): pass\n',
      lang: 'python',
      legacy: true,
    });
    expect(at('/course/other/', '', '#/ex')).toEqual({ slug: 'ex', legacy: true });
  });

  it('marks an address that is not the page’s own to move: index.html, no trailing slash, code in the query', () => {
    expect(at('/course/ex/index.html').legacy).toBe(true);
    expect(at('/course/ex').legacy).toBe(true);
    expect(at('/course/ex/', `?code=${compressToEncodedURIComponent('x')}`)).toMatchObject({ slug: 'ex', sharedCode: 'x', legacy: true });
  });

  it('leaves a fragment that is no route alone (an in-page anchor)', () => {
    expect(at('/course/ex/', '', '#lesson')).toEqual({ slug: 'ex', legacy: false });
  });
});

describe('canonicalLink and exerciseLink', () => {
  it('are relative to the site’s root, the instructor view kept', () => {
    expect(exerciseLink('a b?c')).toBe('a%20b%3Fc/');
    expect(canonicalLink({ slug: 'ex', sharedCode: 'x' })).toBe('ex/');
    expect(canonicalLink({ slug: 'ex', view: 'instructor' })).toBe('ex/?view=instructor');
    expect(canonicalLink({})).toBe('./');
  });
});
