/**
 * The track as the page first needs it: each exercise's name and place, not
 * its cases, lesson and solutions. The page downloads one exercise's data when
 * the learner opens it, so the first download does not grow with the track
 * (five exercises were already 78 KiB of it, gzipped).
 */
import type { LanguageId } from '../core/language';
import type { Exercise } from './types';
import { offeredLanguages } from './offered.ts';

/** What the home page, the track's navigation and a shared link need to know of an exercise. */
export interface ExerciseEntry {
  slug: string;
  title: string;
  order: number;
  /** The languages offered to a learner (the exercise's settings may offer fewer than it is written in). */
  languages: LanguageId[];
}

export function entryOf(exercise: Exercise): ExerciseEntry {
  return { slug: exercise.slug, title: exercise.title, order: exercise.order, languages: offeredLanguages(exercise) };
}

/** The exercises a page can open: the list at once, each exercise's data when asked for. */
export interface ExerciseSource {
  catalog: ExerciseEntry[];
  /** The exercise, if it has been loaded already (so a page can show it in its first render). */
  peek(slug: string): Exercise | undefined;
  /** Loads an exercise of the catalog; the same promise for every call, and rejected if its data cannot be fetched. */
  load(slug: string): Promise<Exercise>;
}

/** A source whose exercises are all at hand (tests, tools). */
export function sourceFromList(exercises: Exercise[]): ExerciseSource {
  const bySlug = new Map(exercises.map((exercise) => [exercise.slug, exercise]));
  return {
    catalog: exercises.map(entryOf),
    peek: (slug) => bySlug.get(slug),
    load: (slug) => {
      const exercise = bySlug.get(slug);
      return exercise ? Promise.resolve(exercise) : Promise.reject(new Error(`No exercise named "${slug}".`));
    },
  };
}

/**
 * A source that loads each exercise once, on demand (the page: each loader is a
 * dynamic import of that exercise's module). A failed load is forgotten, so
 * trying again (after the network returns) fetches again.
 */
export function sourceFromLoaders(catalog: ExerciseEntry[], loaders: Record<string, () => Promise<Exercise | undefined>>): ExerciseSource {
  const loaded = new Map<string, Exercise>();
  const pending = new Map<string, Promise<Exercise>>();
  return {
    catalog,
    peek: (slug) => loaded.get(slug),
    load: (slug) => {
      const known = pending.get(slug);
      if (known) return known;
      const loader = Object.hasOwn(loaders, slug) ? loaders[slug] : undefined;
      if (!loader) return Promise.reject(new Error(`No exercise named "${slug}".`));
      const promise = loader()
        .then((exercise) => {
          // undefined: the dev server's module of an exercise whose files are broken just now.
          if (!exercise) throw new Error(`No exercise named "${slug}".`);
          loaded.set(slug, exercise);
          return exercise;
        })
        .catch((error: unknown) => {
          pending.delete(slug);
          throw error;
        });
      pending.set(slug, promise);
      return promise;
    },
  };
}
