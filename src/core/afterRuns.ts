import { whenIdle } from './whenIdle';

/**
 * Background work that would compete with a Run for the CPU (starting the next spare sandbox, drawing the next
 * Run's inputs) waits until no Run is in progress, then for the browser to be idle. The browser's idleness alone
 * is not enough: while a Run's workers compute, the page's own thread is idle, and on a two-core machine a
 * sandbox started then took a core from the Run (issue #21).
 */
let running = 0;
const waiting = new Set<() => void>();

/** Marks a Run in progress until the returned function is called (once is enough; more calls do nothing). */
export function holdWhileRunning(): () => void {
  running++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running--;
    if (running > 0) return;
    const ready = [...waiting];
    waiting.clear();
    for (const start of ready) start();
  };
}

/** Calls `work` once no Run is in progress and the browser is idle. Returns the function that cancels it. */
export function afterRuns(work: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    // A Run may start between the last one's end and the idle moment: then wait for that one too.
    cancelIdle = whenIdle(() => (running > 0 ? waiting.add(start) : work()));
  };
  if (running > 0) waiting.add(start);
  else start();
  return () => {
    waiting.delete(start);
    cancelIdle?.();
  };
}
