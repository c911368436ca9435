import { runLockName, runningKey } from './storageKeys';

/**
 * Remembers that a Run is under way, so that a Run that took the whole tab
 * down (the renderer crashed, the browser was killed) is known on the next
 * load: the page then tells the learner, and nothing runs by itself.
 *
 * A marker in localStorage is written when a Run starts and removed when it
 * ends or when the page is closed normally (`pagehide`). A marker found on
 * load therefore means the Run never ended. One more check keeps a second tab
 * from crying wolf while the first is still running: the running tab holds a
 * Web Lock named after the exercise, and the browser releases the locks of a
 * tab that dies. Where Web Locks are missing, a marker alone counts.
 */
export interface RunJournal {
  /** A Run of `slug` starts; returns the function that records its end. */
  begin(slug: string): () => void;
  /** Whether a Run of `slug` started and never ended (and no other tab is running it now). Clears the record. */
  takeInterrupted(slug: string): Promise<boolean>;
}

/** The part of the Web Locks API we use (navigator.locks). */
export interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<unknown>;
  query(): Promise<{ held?: { name?: string }[] }>;
}

export function createRunJournal(
  storage: Storage | undefined,
  locks: LockManagerLike | undefined,
  now: () => number = Date.now,
): RunJournal {
  const remove = (slug: string) => {
    try {
      storage?.removeItem(runningKey(slug));
    } catch {
      /* storage refused: the worst case is one needless notice on the next load */
    }
  };
  // One answer per exercise per page load: React may mount a page twice (StrictMode), and the
  // second look must not find the marker gone and say "no crash".
  const answers = new Map<string, Promise<boolean>>();
  const lookUp = async (slug: string) => {
    let marked = false;
    try {
      marked = storage?.getItem(runningKey(slug)) != null;
    } catch {
      return false;
    }
    if (!marked) return false;
    if (locks) {
      try {
        const { held = [] } = await locks.query();
        // Another open tab is running this exercise right now: not a crash.
        if (held.some((lock) => lock.name === runLockName(slug))) return false;
      } catch {
        /* cannot ask: trust the marker */
      }
    }
    remove(slug);
    return true;
  };
  return {
    begin(slug) {
      answers.delete(slug);
      try {
        storage?.setItem(runningKey(slug), JSON.stringify({ startedAt: now() }));
      } catch {
        /* no room for the marker: the Run still goes ahead, only the crash notice is lost */
      }
      let release: (() => void) | undefined;
      let ended = false;
      // Held until the Run ends; granted asynchronously, so a Run that ended first lets go at once.
      void locks
        ?.request(runLockName(slug), () => new Promise<void>((resolve) => (ended ? resolve() : (release = resolve))))
        .catch(() => undefined);
      return () => {
        if (ended) return;
        ended = true;
        remove(slug);
        release?.();
      };
    },
    takeInterrupted(slug) {
      let answer = answers.get(slug);
      if (!answer) answers.set(slug, (answer = lookUp(slug)));
      return answer;
    },
  };
}
