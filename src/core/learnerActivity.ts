/**
 * Timing work around what the learner does on the page: background work that competes with the learner's own
 * actions on a small machine (a Run, typing) is done while they read, or at the first sign they are about to act.
 * A key or pointer press anywhere on the page counts as acting.
 */
const ACTIVITY = ['pointerdown', 'keydown'] as const;

function listen(handler: () => void): () => void {
  for (const type of ACTIVITY) addEventListener(type, handler, { capture: true, passive: true });
  return () => {
    for (const type of ACTIVITY) removeEventListener(type, handler, true);
  };
}

/** Calls `work` once `ms` have passed without a press (each press starts the wait again). Returns the function that cancels it. */
export function afterQuiet(ms: number, work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stopListening();
      work();
    }, ms);
  };
  const stopListening = listen(wait);
  wait();
  return () => {
    clearTimeout(timer);
    stopListening();
  };
}

/** Calls `work` once: at the first press, or after `ms` without one, whichever comes first. Returns the function that cancels it. */
export function onFirstActivity(ms: number, work: () => void): () => void {
  const cancel = () => {
    clearTimeout(timer);
    stopListening();
  };
  const fire = () => {
    cancel();
    work();
  };
  const timer = setTimeout(fire, ms);
  const stopListening = listen(fire);
  return cancel;
}
