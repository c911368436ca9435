// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { formatInline, formatLines, LINE_BUDGET } from './formatValue';

/** The whole one-line text, as an unbounded budget gives it. */
const whole = (value: unknown, notation: 'typescript' | 'python') => formatInline(value, Number.MAX_SAFE_INTEGER, notation);
const cut = (text: string, budget: number) => (text.length > budget ? `${text.slice(0, budget - 1)}…` : text);

describe('formatting within a budget', () => {
  it('gives exactly the whole text cut at the budget, for any value, budget and notation', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.integer({ min: 1, max: 120 }),
        fc.constantFrom('typescript' as const, 'python' as const),
        (value, budget, notation) => {
          expect(formatInline(value, budget, notation)).toBe(cut(whole(value, notation), budget));
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it("keeps the whole string's Python quote when it shows only the start of it", () => {
    // The whole string holds a single quote and no double one, so repr() quotes it with double quotes.
    expect(formatInline(["abcdef'"], 4, 'python')).toBe('["a…');
    expect(formatInline(["abcdef'"], 40, 'python')).toBe(`["abcdef'"]`);
  });

  it('draws an array nested 40 deep around 99,000 numbers in a few hundred lines (the unbounded formatter took 48 s)', () => {
    let value: unknown = Array.from({ length: 99_000 }, (_, i) => i);
    for (let depth = 0; depth < 40; depth++) value = [value];
    const lines = formatLines(value);
    expect(lines.length).toBeLessThanOrEqual(401);
    expect(lines.every((line) => line.text.length <= LINE_BUDGET + 4)).toBe(true);
    expect(lines.at(-1)!.text).toContain('cut');
  });

  it('escapes only what it shows of a million control characters', () => {
    const text = '\u0001'.repeat(1_000_000);
    const [line] = formatLines(text);
    expect(line!.text.length).toBeLessThanOrEqual(LINE_BUDGET * 6 + 2);
    expect(line!.text.endsWith('…')).toBe(true);
    expect(formatInline(text, 50)).toHaveLength(50);
  });
});
