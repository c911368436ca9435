/**
 * Calls `work` once: at the learner's first key or pointer press on the page, or after `ms` without one,
 * whichever comes first. For getting something ready as the learner shows an intent to act (typing, going for
 * a button), or while they read, but not while the page is still starting: the editor's first key press must
 * not wait for it. Returns the function that cancels it.
 */
export function onFirstActivity(ms: number, work: () => void): () => void {
  const activity = ['pointerdown', 'keydown'] as const;
  const cancel = () => {
    clearTimeout(timer);
    for (const type of activity) removeEventListener(type, fire, true);
  };
  function fire() {
    cancel();
    work();
  }
  const timer = setTimeout(fire, ms);
  for (const type of activity) addEventListener(type, fire, { capture: true, passive: true });
  return cancel;
}
