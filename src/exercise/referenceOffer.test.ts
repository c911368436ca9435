import { describe, expect, it } from 'vitest';
import { referenceOffer } from './referenceOffer';

describe('referenceOffer', () => {
  it('never offers it, and says nothing of when', () => {
    expect(referenceOffer('never', { runs: 99, solved: true })).toEqual({ offered: false });
  });

  it('offers it after solving, and says so before', () => {
    expect(referenceOffer('after-solving', { runs: 5, solved: false })).toEqual({
      offered: false,
      when: 'The reference solution can be shown after you solve the exercise.',
    });
    expect(referenceOffer('after-solving', { runs: 1, solved: true })).toEqual({ offered: true });
  });

  it('offers it after N Runs, counting those so far', () => {
    expect(referenceOffer({ afterRuns: 3 }, { runs: 1, solved: false })).toEqual({
      offered: false,
      when: 'The reference solution can be shown after 3 Runs (1 so far).',
    });
    expect(referenceOffer({ afterRuns: 3 }, { runs: 3, solved: false })).toEqual({ offered: true });
    // Solving does not open it early: the setting counts Runs.
    expect(referenceOffer({ afterRuns: 3 }, { runs: 2, solved: true }).offered).toBe(false);
  });

  it('offers it at once for 0 Runs, and keeps the words the page always had for one', () => {
    expect(referenceOffer({ afterRuns: 0 }, { runs: 0, solved: false })).toEqual({ offered: true });
    expect(referenceOffer({ afterRuns: 1 }, { runs: 0, solved: false })).toEqual({
      offered: false,
      when: 'The reference solution can be shown after your first Run.',
    });
  });
});
