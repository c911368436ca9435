import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reorderedLists, reorderedNote } from './reorderedLists';

describe('reorderedLists', () => {
  it('names each list that holds the expected items in another order, at its path', () => {
    const expected = {
      calls: [
        ['search', { query: 'a' }],
        ['weather', {}],
      ],
      errors: ['bad json: 0', 'unknown tool: x'],
    };
    const received = {
      calls: [
        ['weather', {}],
        ['search', { query: 'a' }],
      ],
      errors: ['bad json: 0', 'unknown tool: x'],
    };
    expect(reorderedLists(expected, received)).toEqual([['calls']]);
    expect(reorderedLists(['b', 'a'], ['a', 'b'])).toEqual([[]]);
    expect(reorderedLists({ tools: { a: ['x', 'y'] } }, { tools: { a: ['y', 'x'] } })).toEqual([['tools', 'a']]);
  });

  it('names none where the items differ, a count differs, or the values are equal', () => {
    expect(reorderedLists(['a', 'b'], ['a', 'b'])).toEqual([]);
    expect(reorderedLists(['a', 'b'], ['b', 'c'])).toEqual([]);
    expect(reorderedLists(['a', 'a', 'b'], ['a', 'b', 'b'])).toEqual([]);
    expect(reorderedLists(['a', 'b'], ['b', 'a', 'a'])).toEqual([]);
    expect(reorderedLists({ x: 1 }, { x: 2 })).toEqual([]);
  });

  it('finds any shuffle of a list that is not in order already, and nothing in the list itself', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 2, maxLength: 8 }), fc.nat(), (items, seed) => {
        const shuffled = [...items].sort((a, b) => ((a.length * 31 + seed) % 7) - ((b.length * 31 + seed) % 7) || (a < b ? 1 : -1));
        const moved = shuffled.some((item, index) => item !== items[index]);
        expect(reorderedLists({ names: items }, { names: shuffled })).toEqual(moved ? [['names']] : []);
      }),
    );
  });
});

describe('reorderedNote', () => {
  it('names the lists, and tells a Python learner that an order taken from a set changes between Runs', () => {
    expect(reorderedNote([], 'python')).toBeUndefined();
    expect(reorderedNote([['calls']], 'typescript')).toBe(
      'calls: the expected items, in another order. Build the list in the order the rule gives: items come out in the order your code adds them.',
    );
    expect(reorderedNote([[], ['x']].slice(0, 1), 'python')).toMatch(
      /^Your result holds the expected items, in another order\. If your code takes that order from a set, it can change from Run to Run/,
    );
    expect(reorderedNote([['tools', 'a'], ['errors']], 'python')).toMatch(/^tools\['a'\], errors: the expected items/);
  });
});
