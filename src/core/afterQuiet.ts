/**
 * Calls `work` once `ms` have passed without a pointer press or a key press anywhere on the page: for work
 * that competes with the learner's own actions on a small machine (a Run, typing), done while they read.
 * Returns the function that cancels it.
 */
export function afterQuiet(ms: number, work: () => void): () => void {
  const activity = ['pointerdown', 'keydown'] as const;
  const stopListening = () => {
    for (const type of activity) removeEventListener(type, again, true);
  };
  let timer = setTimeout(() => {
    stopListening();
    work();
  }, ms);
  function again() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stopListening();
      work();
    }, ms);
  }
  for (const type of activity) addEventListener(type, again, { capture: true, passive: true });
  return () => {
    clearTimeout(timer);
    stopListening();
  };
}
