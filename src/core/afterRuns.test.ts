// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterRuns, holdWhileRunning } from './afterRuns';

// No requestIdleCallback here: whenIdle waits a second, which the fake clock stands in for.
beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('afterRuns', () => {
  it('does the work when the browser is idle if no Run is in progress', () => {
    const work = vi.fn();
    afterRuns(work);
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('holds the work while a Run is in progress, however long, and does it once idle after the Run ends', () => {
    const release = holdWhileRunning();
    const work = vi.fn();
    afterRuns(work);
    vi.advanceTimersByTime(10_000);
    expect(work).not.toHaveBeenCalled();
    release();
    release(); // a second release (the Run cancelled, then settled) changes nothing
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits for a Run that starts between the end of the last one and the idle moment', () => {
    const first = holdWhileRunning();
    const work = vi.fn();
    afterRuns(work);
    first();
    const second = holdWhileRunning();
    vi.advanceTimersByTime(5_000);
    expect(work).not.toHaveBeenCalled();
    second();
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits for every Run in progress, and can be cancelled', () => {
    const [one, two] = [holdWhileRunning(), holdWhileRunning()];
    const work = vi.fn();
    const cancelled = vi.fn();
    afterRuns(work);
    afterRuns(cancelled)();
    one();
    vi.advanceTimersByTime(5_000);
    expect(work).not.toHaveBeenCalled();
    two();
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
