import { createStore } from '../core/store';
import { PROGRESS_KEY } from './storageKeys';
import type { LanguageId } from '../core/language';

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
  /** How many Runs were started, per language (a setting may offer the reference solution after N of them). */
  runs?: Partial<Record<LanguageId, number>>;
}

export type Progress = Record<string, ExerciseProgress>;

function readProgress(storage: Storage | undefined): Progress {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PROGRESS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Progress) : {};
  } catch {
    return {};
  }
}

/** The earliest of two times, either of which may be missing. */
const earliest = (a?: number, b?: number) => (a === undefined ? b : b === undefined ? a : Math.min(a, b));

/**
 * `now` is a wall clock (the times are kept between visits and exported), so
 * it is not `Timers.now`, which is the page's monotonic clock.
 */
export function createProgressStore(storage: Storage | undefined, now: () => number = Date.now) {
  const store = createStore(readProgress(storage));
  const write = (progress: Progress) => {
    try {
      storage?.setItem(PROGRESS_KEY, JSON.stringify(progress));
    } catch {
      /* progress is a convenience; the code store reports failed saves */
    }
    store.setState(progress);
  };
  const update = (slug: string, next: (current: ExerciseProgress, at: number) => ExerciseProgress) => {
    const progress = store.getState();
    write({ ...progress, [slug]: next(progress[slug] ?? {}, now()) });
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    /** The learner changed the starter code or ran it. */
    markStarted(slug: string) {
      if (store.getState()[slug]?.startedAt) return;
      update(slug, (ours, at) => ({ ...ours, startedAt: at }));
    },
    /** A Run started in `language`: counted at once, as the reference solution has always been offered from a first Run's start. */
    countRun(slug: string, language: LanguageId) {
      update(slug, (ours) => ({ ...ours, runs: { ...ours.runs, [language]: (ours.runs?.[language] ?? 0) + 1 } }));
    },
    markRan(slug: string) {
      if (store.getState()[slug]?.ranAt) return;
      update(slug, (ours, at) => ({ startedAt: at, ...ours, ranAt: at }));
    },
    markSolved(slug: string) {
      if (store.getState()[slug]?.solvedAt) return;
      update(slug, (ours, at) => ({ ...ours, startedAt: ours.startedAt ?? at, solvedAt: at }));
    },
    /** Merges imported progress: the earliest start and the earliest solve win. */
    merge(imported: Progress) {
      const next: Progress = { ...store.getState() };
      for (const [slug, theirs] of Object.entries(imported)) {
        const ours = next[slug] ?? {};
        const merged: ExerciseProgress = {};
        for (const field of ['startedAt', 'ranAt', 'solvedAt'] as const) {
          const at = earliest(ours[field], theirs[field]);
          if (at !== undefined) merged[field] = at;
        }
        const runs = mergedRuns(ours.runs, theirs.runs);
        next[slug] = runs ? { ...merged, runs } : merged;
      }
      write(next);
    },
  };
}

/** Each language's larger count: the same Runs may be in both, so adding them would count some twice. */
function mergedRuns(ours: ExerciseProgress['runs'], theirs: ExerciseProgress['runs']): ExerciseProgress['runs'] {
  if (!ours && !theirs) return undefined;
  const runs: ExerciseProgress['runs'] = { ...ours };
  for (const [language, count] of Object.entries(theirs ?? {}) as [LanguageId, number][])
    runs[language] = Math.max(runs[language] ?? 0, count);
  return runs;
}

/**
 * The Runs of the exercise, in all its languages: the reference solution is offered after N of them, whichever
 * language they were in, as it always was (a first TypeScript Run offers Python's reference too). They are kept
 * per language for the progress file. Progress kept before Runs were counted has only `ranAt`: one Run, so no
 * learner loses a reference solution they were offered before.
 */
export function runsOf(progress: ExerciseProgress | undefined): number {
  let runs = 0;
  for (const count of Object.values(progress?.runs ?? {})) runs += count ?? 0;
  return runs === 0 && progress?.ranAt ? 1 : runs;
}

export type ProgressStore = ReturnType<typeof createProgressStore>;

export type ExerciseStatus = 'not-started' | 'in-progress' | 'solved';

export function statusOf(progress: ExerciseProgress | undefined): ExerciseStatus {
  if (progress?.solvedAt) return 'solved';
  if (progress?.startedAt) return 'in-progress';
  return 'not-started';
}
