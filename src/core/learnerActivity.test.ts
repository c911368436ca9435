import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterQuiet, onFirstActivity } from './learnerActivity';

describe('afterQuiet', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for a pause of its length: each key or pointer press starts it again, and it runs once', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    afterQuiet(1000, work);
    vi.advanceTimersByTime(900);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(900);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(900);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(work).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    const cancel = afterQuiet(1000, work);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    cancel();
    vi.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled();
  });
});

describe('onFirstActivity', () => {
  afterEach(() => vi.useRealTimers());

  it('calls its work at the first key press, once, without waiting for its time', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    onFirstActivity(500, work);
    vi.advanceTimersByTime(100);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', ctrlKey: true }));
    expect(work).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('calls it after its time when the learner does nothing, and not at all once cancelled', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    onFirstActivity(500, work);
    vi.advanceTimersByTime(499);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    onFirstActivity(500, cancelled)();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
