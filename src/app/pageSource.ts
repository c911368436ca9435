import { catalog, loaders } from 'virtual:exercises';
import { sourceFromLoaders, type ExerciseSource } from '../exercise/catalog';
import { currentRoute } from './location';

/** The page's exercises: the catalog now, each exercise's chunk when it is opened. */
export const pageSource: ExerciseSource = sourceFromLoaders(catalog, loaders);

// The opened exercise's data is fetched as soon as the app's code runs, beside React's first
// render, not after it. Here rather than in main.tsx, which cannot take a hot update without
// reloading the page; this module changes whenever an exercise file does (main.tsx accepts it).
// (Not in the build's prerendering, which has no window and loads every exercise itself.)
const opening = typeof window === 'undefined' ? undefined : currentRoute().slug;
if (opening && catalog.some((entry) => entry.slug === opening)) {
  pageSource.load(opening).catch(() => undefined); // the page reports a failed load itself, with a way to try again
}
