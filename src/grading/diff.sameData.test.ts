import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffValues, sameData } from './diff';

/** Plain data of the kinds results hold, often alike: small objects and lists of a few shared keys and values. */
const plain = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(0, -0, 1, NaN, '', 'a', true, false, null, undefined),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'toolCalls'), tie('value'), { maxKeys: 3 }),
  ),
})).value;

describe('sameData', () => {
  it('says two values are the same exactly when diffValues finds no difference', () => {
    fc.assert(
      fc.property(plain, plain, (a, b) => {
        expect(sameData(a, b)).toBe(diffValues(a, b).length === 0);
        expect(sameData(a, structuredClone(a))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('tells a hole in a list from a value, as diffValues does', () => {
    const holey = [, 1];
    expect(sameData(holey, [2, 1])).toBe(false);
    expect(sameData(holey, [undefined, 1])).toBe(diffValues(holey, [undefined, 1]).length === 0);
  });

  it('tells a list from an object with the same entries, and an object made by a class from a plain one', () => {
    expect(sameData(['x'], { 0: 'x' })).toBe(false);
    expect(sameData({ 0: 'x' }, ['x'])).toBe(false);
    class Point {
      x = 1;
    }
    expect(sameData(new Point(), { x: 1 })).toBe(false);
  });
});
