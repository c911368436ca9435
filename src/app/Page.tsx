import { useSyncExternalStore } from 'react';
import type { ExerciseSource } from '../exercise/catalog';
import { App } from './App';
import { pageSource } from './pageSource';
import type { AppDeps } from './deps';
import { StaticExercise } from './StaticExercise';

const unchanging = () => () => undefined;

/**
 * The page's root. Over an exercise's page the build rendered (`prerendered`), the first render is that
 * page again (StaticExercise), so hydration finds what the HTML holds; at once after it, the app itself.
 * `useSyncExternalStore` tells the two apart: during hydration (and in the build) React reads the server
 * snapshot, and renders again with the client's when they differ. A page rendered afresh (createRoot)
 * starts with the app.
 * `source`: the exercises (tests, the build); the page's own chunks when absent.
 */
export function Page({ deps, source, prerendered }: { deps?: AppDeps; source?: ExerciseSource; prerendered?: string }) {
  const hydrated = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  if (hydrated && deps) return <App deps={deps} source={source} />;
  // Without a source given, the page's own, read here (not passed from main.tsx) so a hot update of it in `npm run dev` reaches the app.
  return prerendered ? <StaticExercise source={source ?? pageSource} slug={prerendered} /> : <div className="app" />;
}
