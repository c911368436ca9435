// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { alignLists } from './alignLists';

const equal = (a: string, b: string) => a === b;

describe('alignLists', () => {
  it('pairs the items both lists share, in order, skipping what only one of them has', () => {
    expect(alignLists(['a', 'b', 'c', 'd'], ['a', 'c', 'x', 'd'], equal)).toEqual([
      [0, 0],
      [2, 1],
      [3, 3],
    ]);
  });

  it('pairs a repeated item with its first copy', () => {
    expect(alignLists(['a'], ['a', 'a'], equal)).toEqual([[0, 0]]);
  });

  it('pairs nothing when nothing is shared, or a list is empty', () => {
    expect(alignLists(['a', 'b'], ['c'], equal)).toEqual([]);
    expect(alignLists([], ['c'], equal)).toEqual([]);
    expect(alignLists(['a'], [], equal)).toEqual([]);
  });

  it('keeps the longest run in order, not the first match it meets', () => {
    // Pairing 'x' first would leave only one pair; the longest common subsequence is b, c.
    expect(alignLists(['x', 'b', 'c'], ['b', 'c', 'x'], equal)).toEqual([
      [1, 0],
      [2, 1],
    ]);
  });
});
