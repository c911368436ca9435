import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inShard } from './batchGrade';

describe('inShard', () => {
  it('puts every file in exactly one of N shards, whatever the names', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 50 }), fc.integer({ min: 1, max: 9 }), (files, count) => {
        for (const file of files) {
          const shards = Array.from({ length: count }, (_, i) => i + 1).filter((index) => inShard(file, { index, count }));
          expect(shards).toHaveLength(1);
        }
      }),
    );
  });

  it('keeps a file in its shard when others are added or removed: the name alone decides', () => {
    const shard = { index: 2, count: 3 };
    const before = ['ada.json', 'bob.json', 'carol.json'].filter((file) => inShard(file, shard));
    const after = ['ada.json', 'aaron.json', 'bob.json', 'zed.json'].filter((file) => inShard(file, shard));
    expect(after.filter((file) => ['ada.json', 'bob.json'].includes(file))).toEqual(before.filter((file) => file !== 'carol.json'));
  });

  it('spreads a class over the shards, not all in one', () => {
    const files = Array.from({ length: 200 }, (_, i) => `learner-${i}.submission.json`);
    const sizes = [1, 2, 3, 4].map((index) => files.filter((file) => inShard(file, { index, count: 4 })).length);
    for (const size of sizes) expect(size).toBeGreaterThan(30);
  });

  it('takes every file without a shard, or with one shard of one', () => {
    expect(inShard('x', undefined)).toBe(true);
    expect(inShard('x', { index: 1, count: 1 })).toBe(true);
  });
});
