import type { createFakeTimers } from './fixtures/fakeTimers';

/**
 * Lets work on fake workers go on (module loads, worker replies) and moves the
 * fake clock by `limitMs` whenever everything waits on a timer, until `done`
 * settles: a time limit is reached without real waiting.
 */
export async function untilDone<T>(done: Promise<T>, timers: ReturnType<typeof createFakeTimers>, limitMs: number): Promise<T> {
  let over = false;
  void done.then(() => (over = true));
  for (let turns = 0; !over && turns < 200; turns++) {
    await new Promise((resolve) => setImmediate(resolve));
    if (!over && timers.pendingCount() > 0) timers.advance(limitMs);
  }
  return done;
}
