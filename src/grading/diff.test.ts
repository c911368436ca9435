// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { diffValues, formatDiffPath, isPlainObject } from './diff';

describe('diffValues', () => {
  it('finds no difference between equal nested plain data', () => {
    const value = { calls: [['search', { query: 'cats', limit: 3 }]], errors: ['bad json: 1'] };
    expect(diffValues(value, structuredClone(value))).toEqual([]);
  });

  it('treats NaN as equal to NaN', () => {
    expect(diffValues(NaN, NaN)).toEqual([]);
    expect(diffValues({ score: NaN }, { score: NaN })).toEqual([]);
  });

  it('tells -0 from 0', () => {
    expect(diffValues({ x: 0 }, { x: -0 })).toEqual([{ kind: 'changed', path: ['x'], expected: 0, received: -0 }]);
  });

  it('does not treat a string as equal to the number it spells', () => {
    expect(diffValues([1], ['1'])).toEqual([{ kind: 'changed', path: [0], expected: 1, received: '1' }]);
  });

  it('reports a key holding undefined when the other side has no such key', () => {
    expect(diffValues({ a: 1 }, { a: 1, b: undefined })).toEqual([{ kind: 'unexpected', path: ['b'], received: undefined }]);
    expect(diffValues({ a: 1, b: undefined }, { a: 1 })).toEqual([{ kind: 'missing', path: ['b'], expected: undefined }]);
  });

  it('reports the missing items of a too-short array at their indexes', () => {
    expect(diffValues(['a', 'b', 'c', 'd'], ['a', 'b'])).toEqual([
      { kind: 'missing', path: [2], expected: 'c' },
      { kind: 'missing', path: [3], expected: 'd' },
    ]);
  });

  it('reports the extra items of a too-long array at their indexes', () => {
    expect(diffValues({ errors: ['x'] }, { errors: ['x', 'y', 'z'] })).toEqual([
      { kind: 'unexpected', path: ['errors', 1], received: 'y' },
      { kind: 'unexpected', path: ['errors', 2], received: 'z' },
    ]);
  });

  it('reports an item left out of the middle as missing, not every later item as changed', () => {
    const expected = { errors: ['bad json: 0', 'unknown tool: weather: 1', 'missing argument: query: 2'] };
    const received = { errors: ['bad json: 0', 'missing argument: query: 2'] };
    expect(diffValues(expected, received)).toEqual([{ kind: 'missing', path: ['errors', 1], expected: 'unknown tool: weather: 1' }]);
  });

  it('reports a stray item at its index in the result, and compares the items between shared ones by position', () => {
    expect(diffValues(['a', 'b', 'c'], ['a', 'x', 'b', 'C'])).toEqual([
      { kind: 'unexpected', path: [1], received: 'x' },
      { kind: 'changed', path: [2], expected: 'c', received: 'C' },
    ]);
    // The items between two shared ones are compared in place, so a changed call shows its changed field.
    expect(
      diffValues(
        [
          ['a', { q: 1 }],
          ['b', {}],
        ],
        [
          ['a', { q: 2 }],
          ['z', {}],
          ['b', {}],
        ],
      ),
    ).toEqual([
      { kind: 'changed', path: [0, 1, 'q'], expected: 1, received: 2 },
      { kind: 'unexpected', path: [1], received: ['z', {}] },
    ]);
  });

  it('compares lists of one length item by item, at the same index', () => {
    expect(diffValues(['bad json: 0', 'bad json: 1'], ['bad json: 1', 'bad json: 2'])).toEqual([
      { kind: 'changed', path: [0], expected: 'bad json: 0', received: 'bad json: 1' },
      { kind: 'changed', path: [1], expected: 'bad json: 1', received: 'bad json: 2' },
    ]);
  });

  it('compares very long lists of different lengths by position, without aligning them', () => {
    const expected = Array.from({ length: 200 }, (_, i) => i);
    const received = [-1, ...expected];
    // Aligned, this would be one unexpected item; by position every item differs (capped at 50).
    expect(diffValues(expected, received)).toHaveLength(50);
    expect(diffValues(expected.slice(0, 20), [-1, ...expected.slice(0, 20)])).toEqual([{ kind: 'unexpected', path: [0], received: -1 }]);
  });

  it('gives the full path of a deep difference', () => {
    const expected = { calls: [['search', { query: 'cats' }]] };
    const received = { calls: [['search', { query: 'dogs' }]] };
    const [difference] = diffValues(expected, received);
    expect(difference).toEqual({ kind: 'changed', path: ['calls', 0, 1, 'query'], expected: 'cats', received: 'dogs' });
    expect(formatDiffPath(difference!.path)).toBe('calls[0][1].query');
  });

  it('lists every difference, not just the first', () => {
    expect(diffValues({ a: 1, b: 2, c: 3 }, { a: 9, b: 2, d: 4 })).toEqual([
      { kind: 'changed', path: ['a'], expected: 1, received: 9 },
      { kind: 'missing', path: ['c'], expected: 3 },
      { kind: 'unexpected', path: ['d'], received: 4 },
    ]);
  });

  it('reports an array against an object (and an object against null) as one change at that path', () => {
    expect(diffValues({ calls: [] }, { calls: {} })).toEqual([{ kind: 'changed', path: ['calls'], expected: [], received: {} }]);
    expect(diffValues({ a: 1 }, null)).toEqual([{ kind: 'changed', path: [], expected: { a: 1 }, received: null }]);
  });

  it('compares an own "__proto__" key like any other key', () => {
    const expected = JSON.parse('{"__proto__": {"x": 1}, "a": 1}') as unknown;
    const sameShape = JSON.parse('{"__proto__": {"x": 1}, "a": 1}') as unknown;
    const otherValue = JSON.parse('{"__proto__": {"x": 2}, "a": 1}') as unknown;
    expect(diffValues(expected, sameShape)).toEqual([]);
    expect(diffValues(expected, otherValue)).toEqual([{ kind: 'changed', path: ['__proto__', 'x'], expected: 1, received: 2 }]);
    expect(diffValues(expected, { a: 1 })).toEqual([{ kind: 'missing', path: ['__proto__'], expected: { x: 1 } }]);
  });

  it('does not look at inherited keys', () => {
    const received = Object.create({ inherited: true }) as Record<string, unknown>;
    received.a = 1;
    // Not a plain object (custom prototype), so the whole value differs; nothing is read from the prototype.
    expect(diffValues({ a: 1 }, received)).toEqual([{ kind: 'changed', path: [], expected: { a: 1 }, received }]);
  });

  it('stops at 50 differences however many values differ', () => {
    const expected = Array.from({ length: 120 }, (_, i) => i);
    const received = Array.from({ length: 120 }, (_, i) => i + 1000);
    const differences = diffValues(expected, received);
    expect(differences).toHaveLength(50);
    expect(differences[0]!.path).toEqual([0]);
    expect(differences[49]!.path).toEqual([49]);
  });
});

describe('formatDiffPath', () => {
  it('names the whole value "the result"', () => {
    expect(formatDiffPath([])).toBe('the result');
  });

  it('joins keys with dots and indexes with brackets', () => {
    expect(formatDiffPath(['errors', 1])).toBe('errors[1]');
    expect(formatDiffPath([0, 'name'])).toBe('[0].name');
  });

  it('quotes keys that are not identifiers', () => {
    expect(formatDiffPath(['args', 'my key'])).toBe('args["my key"]');
    expect(formatDiffPath(['1st'])).toBe('["1st"]');
    expect(formatDiffPath(['a', 'say "hi"'])).toBe('a["say \\"hi\\""]');
  });

  it('keeps identifier-like keys with $ and _ unquoted', () => {
    expect(formatDiffPath(['$ref', '_id'])).toBe('$ref._id');
  });
});

describe('formatDiffPath in Python notation', () => {
  it('names the whole value "the result", as in TypeScript notation', () => {
    expect(formatDiffPath([], 'python')).toBe('the result');
  });

  it('keeps the first name and indexes as they are', () => {
    expect(formatDiffPath(['errors', 0], 'python')).toBe('errors[0]');
    expect(formatDiffPath([0, 1], 'python')).toBe('[0][1]');
  });

  it('writes every key below the first as a subscript, since a dict has no dot access', () => {
    expect(formatDiffPath(['returned', 'toolCalls', 1], 'python')).toBe("returned['toolCalls'][1]");
    expect(formatDiffPath(['calls', 0, 1, 'query'], 'python')).toBe("calls[0][1]['query']");
    expect(formatDiffPath([0, 'name'], 'python')).toBe("[0]['name']");
  });

  it('subscripts a first key that is not a Python name, quoting as repr does', () => {
    expect(formatDiffPath(['my key'], 'python')).toBe("['my key']");
    expect(formatDiffPath(['$ref', '_id'], 'python')).toBe("['$ref']['_id']");
    expect(formatDiffPath(['a', "it's"], 'python')).toBe(`a["it's"]`);
  });
});

describe('isPlainObject', () => {
  it('accepts literal and null-prototype objects only', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject([])).toBe(false);
    expect(isPlainObject(null)).toBe(false);
    expect(isPlainObject(new Map())).toBe(false);
    expect(isPlainObject(new Date(0))).toBe(false);
  });
});
