import { describe, expect, it } from 'vitest';
import { visiblePieces, visibleText } from './visibleText';

describe('visible text', () => {
  it('writes a colour code, NUL and a right-to-left override as escapes, and keeps the rest', () => {
    expect(visibleText('\u001b[31mred\u001b[0m')).toBe('\\x1b[31mred\\x1b[0m');
    expect(visibleText('pass\u202Eliaf')).toBe('pass\\u202eliaf');
    expect(visibleText('a\u0000b\u200Bc\uFEFF')).toBe('a\\x00b\\u200bc\\ufeff');
  });

  it('leaves newlines, tabs and ordinary text, accents and emoji included, as they are', () => {
    const text = 'line one\n\tindented — café 🙂 عربى';
    expect(visibleText(text)).toBe(text);
    expect(visiblePieces(text)).toEqual([{ kind: 'text', text }]);
  });

  it('marks each escape as a piece of its own, with its code point', () => {
    expect(visiblePieces('a\u001bb')).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'escape', text: '\\x1b', code: 0x1b },
      { kind: 'text', text: 'b' },
    ]);
  });

  it('handles a million acting characters in one pass', () => {
    const pieces = visiblePieces('\u202E'.repeat(1_000_000));
    expect(pieces).toHaveLength(1_000_000);
    expect(pieces.every((piece) => piece.kind === 'escape')).toBe(true);
  });
});
