// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatInline, formatKey, formatLines, formatScalar } from './formatValue';

describe('formatScalar', () => {
  it('shows the values JSON would hide as themselves', () => {
    expect(formatScalar(undefined)).toBe('undefined');
    expect(formatScalar(NaN)).toBe('NaN');
    expect(formatScalar(-0)).toBe('-0');
    expect(formatScalar(Infinity)).toBe('Infinity');
    expect(formatScalar(-Infinity)).toBe('-Infinity');
  });

  it('quotes strings and shows other scalars plainly', () => {
    expect(formatScalar('say "hi"')).toBe('"say \\"hi\\""');
    expect(formatScalar('')).toBe('""');
    expect(formatScalar(0)).toBe('0');
    expect(formatScalar(1.5)).toBe('1.5');
    expect(formatScalar(null)).toBe('null');
    expect(formatScalar(false)).toBe('false');
    expect(formatScalar(12n)).toBe('12n');
  });
});

describe('formatKey', () => {
  it('quotes only keys that are not identifiers', () => {
    expect(formatKey('query')).toBe('query');
    expect(formatKey('my key')).toBe('"my key"');
    expect(formatKey('2fa')).toBe('"2fa"');
  });
});

describe('formatInline', () => {
  it('renders a tool call on one line in a JavaScript-like notation', () => {
    expect(formatInline(['search', { query: 'cats', limit: 3 }])).toBe('["search", { query: "cats", limit: 3 }]');
  });

  it('keeps undefined, NaN and -0 visible inside containers', () => {
    expect(formatInline({ a: undefined, b: NaN, c: [-0] })).toBe('{ a: undefined, b: NaN, c: [-0] }');
  });

  it('shows empty containers compactly and quotes odd keys', () => {
    expect(formatInline({ list: [], map: {}, 'my key': 1 })).toBe('{ list: [], map: {}, "my key": 1 }');
  });

  it('cuts at the budget with an ellipsis', () => {
    const text = formatInline('x'.repeat(500), 20);
    expect(text).toHaveLength(20);
    expect(text.endsWith('…')).toBe(true);
    expect(text.startsWith('"xxx')).toBe(true);
  });

  it('leaves a value that fits the budget whole', () => {
    expect(formatInline('abc', 5)).toBe('"abc"');
  });

  it('marks a cycle instead of recursing forever', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(formatInline(cyclic)).toBe('{ a: 1, self: [Circular] }');
  });

  it('does not mistake a value seen twice (not a cycle) for a cycle', () => {
    const shared = { q: 1 };
    expect(formatInline([shared, shared])).toBe('[{ q: 1 }, { q: 1 }]');
  });
});

describe('formatLines', () => {
  it('shows a scalar or an empty container on one line', () => {
    expect(formatLines(undefined)).toEqual([{ text: 'undefined', kind: 'value', depth: 0, path: [] }]);
    expect(formatLines(NaN)).toEqual([{ text: 'NaN', kind: 'value', depth: 0, path: [] }]);
    expect(formatLines([])).toEqual([{ text: '[]', kind: 'value', depth: 0, path: [] }]);
    expect(formatLines({})).toEqual([{ text: '{}', kind: 'value', depth: 0, path: [] }]);
  });

  it('opens the outer object one part per line, each tagged with its path, keeping a small tool call whole', () => {
    const value = { calls: [['search', { query: 'cats' }]], errors: ['bad json: 0'] };
    expect(formatLines(value).map(({ text, kind, depth, path }) => [text, kind, depth, path])).toEqual([
      ['{', 'open', 0, []],
      ['calls: [', 'open', 1, ['calls']],
      ['["search", { query: "cats" }]', 'value', 2, ['calls', 0]],
      ['],', 'close', 1, ['calls']],
      ['errors: ["bad json: 0"]', 'value', 1, ['errors']],
      ['}', 'close', 0, []],
    ]);
  });

  it('opens up a value too wide for one line, down to the part that fits', () => {
    const value = { calls: [['search', { query: 'a long query string that goes on and on', limit: 10 }]], errors: [] };
    expect(formatLines(value).map(({ text, kind, depth, path }) => [text, kind, depth, path])).toEqual([
      ['{', 'open', 0, []],
      ['calls: [', 'open', 1, ['calls']],
      ['[', 'open', 2, ['calls', 0]],
      ['"search",', 'value', 3, ['calls', 0, 0]],
      ['{', 'open', 3, ['calls', 0, 1]],
      ['query: "a long query string that goes on and on",', 'value', 4, ['calls', 0, 1, 'query']],
      ['limit: 10', 'value', 4, ['calls', 0, 1, 'limit']],
      ['}', 'close', 3, ['calls', 0, 1]],
      [']', 'close', 2, ['calls', 0]],
      ['],', 'close', 1, ['calls']],
      ['errors: []', 'value', 1, ['errors']],
      ['}', 'close', 0, []],
    ]);
  });

  it('shows undefined, NaN and -0 on their lines, not hidden as JSON would', () => {
    const texts = formatLines({ a: undefined, b: NaN, c: -0 }).map((line) => line.text);
    expect(texts).toEqual(['{', 'a: undefined,', 'b: NaN,', 'c: -0', '}']);
  });

  it('puts a comma after every item but the last', () => {
    const lines = formatLines(Array.from({ length: 30 }, (_, i) => `item number ${i}`));
    const items = lines.filter((line) => line.kind === 'value');
    expect(items).toHaveLength(30);
    expect(items.slice(0, -1).every((line) => line.text.endsWith(','))).toBe(true);
    expect(items.at(-1)!.text).toBe('"item number 29"');
  });

  it('cuts a very long value after 400 lines and says so', () => {
    const lines = formatLines(Array.from({ length: 1000 }, (_, i) => i));
    expect(lines).toHaveLength(401);
    expect(lines[0]).toMatchObject({ text: '[', kind: 'open' });
    expect(lines[399]).toMatchObject({ text: '398,', path: [398] });
    expect(lines[400]).toMatchObject({ text: '… (cut: too long to show)', kind: 'value' });
    expect(lines.some((line) => line.text === ']')).toBe(false);
  });
});
