import { describe, expect, it } from 'vitest';
import { diffValues } from './diff';

describe('diffValues', () => {
  it('stops at 50 differences when a received array has many extra items', () => {
    expect(diffValues({ errors: [] }, { errors: Array.from({ length: 10_000 }, (_, i) => `error ${i}`) })).toHaveLength(50);
  });

  it('stops at 50 differences when many keys are missing or unexpected', () => {
    const many = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, i]));
    expect(diffValues(many, {})).toHaveLength(50);
    expect(diffValues({}, many)).toHaveLength(50);
  });
});
