/**
 * Runs `work` when the browser is idle (at the latest after 1 s), or after
 * 1 s where there is no requestIdleCallback. For work that makes a later
 * action quicker (fetching the runner, starting a sandbox) and must not slow
 * the page down now: the editor's own start-up goes first. Returns the
 * function that cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 1000);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(work, { timeout: 1000 });
  return () => cancelIdleCallback(handle);
}
