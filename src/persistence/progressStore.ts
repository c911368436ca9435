import { PROGRESS_KEY } from './storageKeys';

/**
 * Where the learner is in the track, kept in the browser: per exercise, when
 * it was started and when it was first solved. Storage is passed in, like the
 * code store, and a browser that refuses to store simply keeps no progress.
 */
export interface ExerciseProgress {
  startedAt?: number;
  /** The first Run (the reference solution is offered only after one). */
  ranAt?: number;
  /** The first time a Run passed every step (and every generated case). */
  solvedAt?: number;
}

export type Progress = Record<string, ExerciseProgress>;

export function createProgressStore(storage: Storage | undefined, now: () => number = Date.now) {
  const read = (): Progress => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(PROGRESS_KEY) ?? '{}');
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Progress) : {};
    } catch {
      return {};
    }
  };
  const write = (progress: Progress) => {
    try {
      storage?.setItem(PROGRESS_KEY, JSON.stringify(progress));
    } catch {
      /* progress is a convenience; the code store reports failed saves */
    }
    for (const listener of listeners) listener();
  };
  const listeners = new Set<() => void>();
  let snapshot = read();

  return {
    getState: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The learner changed the starter code or ran it. */
    markStarted(slug: string) {
      if (snapshot[slug]?.startedAt) return;
      snapshot = { ...snapshot, [slug]: { ...snapshot[slug], startedAt: now() } };
      write(snapshot);
    },
    markRan(slug: string) {
      if (snapshot[slug]?.ranAt) return;
      const at = now();
      snapshot = { ...snapshot, [slug]: { startedAt: at, ...snapshot[slug], ranAt: at } };
      write(snapshot);
    },
    markSolved(slug: string) {
      if (snapshot[slug]?.solvedAt) return;
      const at = now();
      snapshot = { ...snapshot, [slug]: { ...snapshot[slug], startedAt: snapshot[slug]?.startedAt ?? at, solvedAt: at } };
      write(snapshot);
    },
    /** Merges imported progress: the earliest start and the earliest solve win. */
    merge(imported: Progress) {
      const next: Progress = { ...snapshot };
      for (const [slug, theirs] of Object.entries(imported)) {
        const ours = next[slug] ?? {};
        const earliest = (a?: number, b?: number) => (a === undefined ? b : b === undefined ? a : Math.min(a, b));
        const merged: ExerciseProgress = {};
        for (const field of ['startedAt', 'ranAt', 'solvedAt'] as const) {
          const at = earliest(ours[field], theirs[field]);
          if (at !== undefined) merged[field] = at;
        }
        next[slug] = merged;
      }
      snapshot = next;
      write(snapshot);
    },
  };
}

export type ProgressStore = ReturnType<typeof createProgressStore>;

export type ExerciseStatus = 'not-started' | 'in-progress' | 'solved';

export function statusOf(progress: ExerciseProgress | undefined): ExerciseStatus {
  if (progress?.solvedAt) return 'solved';
  if (progress?.startedAt) return 'in-progress';
  return 'not-started';
}
