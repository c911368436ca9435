import { describe, expect, it } from 'vitest';
import { AFTER_HINTS_RUNS, referenceOffer } from './referenceOffer';

describe('referenceOffer', () => {
  it('never offers it, and says nothing of when', () => {
    expect(referenceOffer('never', { runs: 99, solved: true })).toEqual({ offered: false });
  });

  it('waits, by default, until the learner has seen every hint of the step they are on, or has run it AFTER_HINTS_RUNS times', () => {
    const stuck = (revealed: number) => ({ hints: 3, revealed });
    expect(referenceOffer('after-hints', { runs: 1, solved: false, stuck: stuck(2) })).toEqual({
      offered: false,
      when: `The reference solution can be shown once you have seen every hint of this step, or after ${AFTER_HINTS_RUNS - 1} more Runs.`,
    });
    expect(referenceOffer('after-hints', { runs: 1, solved: false, stuck: stuck(3) })).toEqual({ offered: true });
    expect(referenceOffer('after-hints', { runs: AFTER_HINTS_RUNS, solved: false, stuck: stuck(0) })).toEqual({ offered: true });
    expect(referenceOffer('after-hints', { runs: 0, solved: true, stuck: stuck(0) })).toEqual({ offered: true });
    // A step with no hints: only the Runs (or solving) open it.
    expect(referenceOffer('after-hints', { runs: AFTER_HINTS_RUNS - 1, solved: false, stuck: { hints: 0, revealed: 0 } })).toEqual({
      offered: false,
      when: 'The reference solution can be shown after 1 more Run.',
    });
    expect(referenceOffer({ afterHints: { orAfterRuns: 2 } }, { runs: 2, solved: false, stuck: stuck(0) })).toEqual({ offered: true });
  });

  it('offers it always, from the start', () => {
    expect(referenceOffer('always', { runs: 0, solved: false })).toEqual({ offered: true });
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
