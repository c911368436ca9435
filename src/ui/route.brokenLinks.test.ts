import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { lzBomb } from '../test/fixtures/lzBomb';
import { MAX_SHARED_CODE_LENGTH, MAX_SHARED_CODE_PARAMETER_LENGTH, parseRoute } from './route';

describe('parseRoute', () => {
  it('gives sharedCode null, instead of throwing, for any undecodable code parameter', () => {
    // lz-string throws "Cannot read properties of undefined (reading 'charAt')" on these.
    for (const garbage of ['zz', 'zzzz', 'ydQUa']) {
      expect(() => parseRoute(`#/parse-tool-calls?code=${garbage}`)).not.toThrow();
      expect(parseRoute(`#/parse-tool-calls?code=${garbage}`)).toEqual({ slug: 'parse-tool-calls', sharedCode: null });
    }
  });

  it('does not throw on a malformed percent-escape in the slug', () => {
    expect(() => parseRoute('#/parse-tool-calls%')).not.toThrow();
    expect(parseRoute('#/parse-tool-calls%').slug).toBe('parse-tool-calls%');
  });

  it('refuses, as too large, a small link whose code expands past the limit, and does so at once', () => {
    // 45 KB of link for 200 million characters: lz-string alone crashed the tab.
    const bomb = lzBomb(20_000);
    expect(bomb.decodedLength).toBeGreaterThan(200_000_000);
    expect(bomb.link.length).toBeLessThan(50_000);
    const started = performance.now();
    const route = parseRoute(`#/parse-tool-calls?code=${bomb.link}`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(route).toEqual({ slug: 'parse-tool-calls', sharedCode: null, sharedCodeTooLarge: true });
  });

  it('opens code up to the limit, and refuses one character more as too large', () => {
    const longest = `// ${'x'.repeat(MAX_SHARED_CODE_LENGTH - 4)}\n`;
    expect(longest).toHaveLength(MAX_SHARED_CODE_LENGTH);
    expect(parseRoute(`#/ex?code=${compressToEncodedURIComponent(longest)}`).sharedCode).toBe(longest);
    expect(parseRoute(`#/ex?code=${compressToEncodedURIComponent(`${longest}x`)}`)).toEqual({
      slug: 'ex',
      sharedCode: null,
      sharedCodeTooLarge: true,
    });
  });

  it('refuses an absurdly long code parameter as too large without decoding it', () => {
    const route = parseRoute(`#/ex?code=${'A'.repeat(MAX_SHARED_CODE_PARAMETER_LENGTH + 1)}&lang=python`);
    expect(route).toEqual({ slug: 'ex', sharedCode: null, sharedCodeTooLarge: true, lang: 'python' });
  });

  it('keeps calling a cut or mangled link unreadable, not too large', () => {
    const encoded = compressToEncodedURIComponent('export const answer = 42;\n'.repeat(20));
    expect(parseRoute(`#/ex?code=${encoded.slice(0, 8)}`)).toEqual({ slug: 'ex', sharedCode: null });
  });
});
