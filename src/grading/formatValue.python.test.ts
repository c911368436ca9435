// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatInline, formatKey, formatLines, formatScalar } from './formatValue';

// Every expected string below is what Python 3 prints for repr() of the same value.
describe('formatScalar in Python notation', () => {
  it('writes None, True and False as Python does', () => {
    expect(formatScalar(null, 'python')).toBe('None');
    expect(formatScalar(true, 'python')).toBe('True');
    expect(formatScalar(false, 'python')).toBe('False');
  });

  it('writes nan, inf and -inf, and negative zero as the float it must be', () => {
    expect(formatScalar(NaN, 'python')).toBe('nan');
    expect(formatScalar(Infinity, 'python')).toBe('inf');
    expect(formatScalar(-Infinity, 'python')).toBe('-inf');
    expect(formatScalar(-0, 'python')).toBe('-0.0');
  });

  it('writes numbers with Python’s exponent and big integers without a suffix', () => {
    expect(formatScalar(0, 'python')).toBe('0');
    expect(formatScalar(1.5, 'python')).toBe('1.5');
    expect(formatScalar(0.1 + 0.2, 'python')).toBe('0.30000000000000004');
    expect(formatScalar(1e-7, 'python')).toBe('1e-07');
    expect(formatScalar(1e21, 'python')).toBe('1e+21');
    expect(formatScalar(1.5e300, 'python')).toBe('1.5e+300');
    expect(formatScalar(12n, 'python')).toBe('12');
  });

  it('says "(nothing)" for undefined, which no Python value becomes', () => {
    expect(formatScalar(undefined, 'python')).toBe('(nothing)');
  });
});

describe('Python string quoting', () => {
  const repr = (text: string) => formatScalar(text, 'python');

  it('uses single quotes, or double quotes for a string with a single quote and no double quote', () => {
    expect(repr('cats')).toBe("'cats'");
    expect(repr('')).toBe("''");
    expect(repr('say "hi"')).toBe(`'say "hi"'`);
    expect(repr("it's")).toBe(`"it's"`);
    expect(repr(`it's "x"`)).toBe(`'it\\'s "x"'`);
  });

  it('escapes backslashes, newlines, tabs and carriage returns as repr does', () => {
    expect(repr('a\nb')).toBe("'a\\nb'");
    expect(repr('a\tb\r')).toBe("'a\\tb\\r'");
    expect(repr('C:\\dir')).toBe("'C:\\\\dir'");
  });

  it('escapes what Python does not print, and keeps printable Unicode', () => {
    expect(repr('\u0000\u007f\u00a0')).toBe("'\\x00\\x7f\\xa0'");
    expect(repr('\u200b\u2028')).toBe("'\\u200b\\u2028'");
    expect(repr('\u{e0001}')).toBe("'\\U000e0001'");
    expect(repr('é 😀 日本')).toBe("'é 😀 日本'");
  });
});

describe('formatKey in Python notation', () => {
  it('quotes every key as the string it is', () => {
    expect(formatKey('query', 'python')).toBe("'query'");
    expect(formatKey('my key', 'python')).toBe("'my key'");
    expect(formatKey("it's", 'python')).toBe(`"it's"`);
  });
});

describe('formatInline in Python notation', () => {
  it('writes dicts and lists with Python’s spacing', () => {
    expect(formatInline({ a: 1, b: [1, 2] }, 200, 'python')).toBe("{'a': 1, 'b': [1, 2]}");
    expect(formatInline(['search', { query: 'cats', limit: null }], 200, 'python')).toBe("['search', {'query': 'cats', 'limit': None}]");
  });

  it('writes empty containers as {} and []', () => {
    expect(formatInline({ list: [], map: {} }, 200, 'python')).toBe("{'list': [], 'map': {}}");
  });

  it('writes nested values all the way down', () => {
    expect(formatInline({ calls: [['f', { ok: true, n: [null, -0] }]] }, 200, 'python')).toBe(
      "{'calls': [['f', {'ok': True, 'n': [None, -0.0]}]]}",
    );
  });

  it('marks a list or dict that holds itself as Python does', () => {
    const list: unknown[] = [1];
    list.push(list);
    const dict: Record<string, unknown> = { a: 1 };
    dict.self = dict;
    expect(formatInline(list, 200, 'python')).toBe('[1, [...]]');
    expect(formatInline(dict, 200, 'python')).toBe("{'a': 1, 'self': {...}}");
  });

  it('cuts at the budget as in TypeScript notation', () => {
    const text = formatInline('x'.repeat(500), 20, 'python');
    expect(text).toHaveLength(20);
    expect(text).toBe(`'${'x'.repeat(18)}…`);
  });
});

describe('formatLines in Python notation', () => {
  const rows = (value: unknown, notation: 'typescript' | 'python') =>
    formatLines(value, notation).map(({ text, kind, depth, path }) => [text, kind, depth, path]);

  it('opens the same lines with the same paths as TypeScript notation, only the text differs', () => {
    const value = { calls: [['search', { query: 'a long query string that goes on and on', limit: 10 }]], errors: [], done: null };
    const python = rows(value, 'python');
    expect(python).toEqual([
      ['{', 'open', 0, []],
      ["'calls': [", 'open', 1, ['calls']],
      ['[', 'open', 2, ['calls', 0]],
      ["'search',", 'value', 3, ['calls', 0, 0]],
      ['{', 'open', 3, ['calls', 0, 1]],
      ["'query': 'a long query string that goes on and on',", 'value', 4, ['calls', 0, 1, 'query']],
      ["'limit': 10", 'value', 4, ['calls', 0, 1, 'limit']],
      ['}', 'close', 3, ['calls', 0, 1]],
      [']', 'close', 2, ['calls', 0]],
      ['],', 'close', 1, ['calls']],
      ["'errors': [],", 'value', 1, ['errors']],
      ["'done': None", 'value', 1, ['done']],
      ['}', 'close', 0, []],
    ]);
    const withoutText = (list: unknown[][]) => list.map(([, ...rest]) => rest);
    expect(withoutText(python)).toEqual(withoutText(rows(value, 'typescript')));
  });

  it('keeps a small tool call whole on one line', () => {
    expect(formatLines({ calls: [['search', { query: 'cats' }]] }, 'python').map((line) => line.text)).toEqual([
      '{',
      "'calls': [",
      "['search', {'query': 'cats'}]",
      ']',
      '}',
    ]);
  });

  it('shows a scalar or an empty container on one line', () => {
    expect(formatLines(null, 'python')).toEqual([{ text: 'None', kind: 'value', depth: 0, path: [] }]);
    expect(formatLines({}, 'python')).toEqual([{ text: '{}', kind: 'value', depth: 0, path: [] }]);
  });
});
