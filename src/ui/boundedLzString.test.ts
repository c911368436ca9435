import fc from 'fast-check';
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { lzBomb } from '../test/fixtures/lzBomb';
import { decompressFromEncodedURIComponentBounded, TOO_LARGE } from './boundedLzString';

const URI_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

/** lz-string's own answer, with a throw read as "cannot be decoded" (null). */
function lzString(input: string): string | null {
  try {
    return decompressFromEncodedURIComponent(input);
  } catch {
    return null;
  }
}

/** Any text, lone surrogates included: what a learner could type or paste. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ maxLength: 300 }),
  // Repetitive text, where lz-string's dictionary grows long entries.
  fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 400 })).map(([unit, times]) => unit.repeat(times)),
);

describe('decompressFromEncodedURIComponentBounded', () => {
  it('decodes whatever lz-string encoded, exactly, unicode included', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(decompressFromEncodedURIComponentBounded(compressToEncodedURIComponent(text), 1_000_000)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('on any input, gives what lz-string gives (null where it throws), or TOO_LARGE', () => {
    const alphabetText = fc.string({ unit: fc.constantFrom(...URI_SAFE, ' ', '%', '=', '/', 'é'), maxLength: 120 });
    const mangled = fc
      .tuple(anyText, fc.nat(), fc.nat(), fc.string({ unit: fc.constantFrom(...URI_SAFE), maxLength: 4 }))
      .map(([text, at, cut, insert]) => {
        const encoded = compressToEncodedURIComponent(text);
        const i = at % (encoded.length + 1);
        return encoded.slice(0, i) + insert + encoded.slice(i + (cut % 3));
      });
    fc.assert(
      fc.property(fc.oneof(alphabetText, mangled, fc.string({ maxLength: 80 })), fc.integer({ min: 0, max: 400 }), (input, limit) => {
        const expected = lzString(input);
        const ours = decompressFromEncodedURIComponentBounded(input, limit);
        // TOO_LARGE may stand for lz-string's null or "" too: it found the output too long before the input ran out.
        if (ours === TOO_LARGE) expect(expected === null || expected === '' || expected.length > limit).toBe(true);
        else expect(ours).toBe(expected);
        // With room enough, never TOO_LARGE: the same answer as lz-string.
        expect(decompressFromEncodedURIComponentBounded(input, 10_000_000)).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps lz-string’s quirks: a space reads as "+", and "" is unreadable', () => {
    const code = 'export function f9(x: string) {\n  return x + "✓ 71271";\n}\n';
    const encoded = compressToEncodedURIComponent(code);
    expect(encoded).toContain('+');
    expect(decompressFromEncodedURIComponentBounded(encoded.replaceAll('+', ' '), 1000)).toBe(code);
    expect(decompressFromEncodedURIComponentBounded('', 1000)).toBeNull();
    for (const garbage of ['zz', 'zzzz', 'ydQUa']) expect(decompressFromEncodedURIComponentBounded(garbage, 1000)).toBeNull();
  });

  it('gives up on a small link that expands to millions of characters, without building them', () => {
    // The fixture is the real thing at a small size: lz-string decodes it to its "a"s, and so does this.
    const small = lzBomb(300);
    expect(lzString(small.link)).toBe('a'.repeat(small.decodedLength));
    expect(decompressFromEncodedURIComponentBounded(small.link, small.decodedLength)).toBe('a'.repeat(small.decodedLength));
    const bomb = lzBomb(20_000); // 200 million characters
    expect(bomb.link.length).toBeLessThan(50_000);
    expect(decompressFromEncodedURIComponentBounded(bomb.link, 200_000)).toBe(TOO_LARGE);
    // The limit is exact: as long as allowed decodes, one more character does not.
    const text = 'x'.repeat(1000);
    expect(decompressFromEncodedURIComponentBounded(compressToEncodedURIComponent(text), 1000)).toBe(text);
    expect(decompressFromEncodedURIComponentBounded(compressToEncodedURIComponent(`${text}x`), 1000)).toBe(TOO_LARGE);
  });
});
