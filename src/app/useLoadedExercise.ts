import { useEffect, useState } from 'react';
import type { ExerciseSource } from '../exercise/catalog';
import type { Exercise } from '../exercise/types';

/**
 * The exercise the route names, once its data has arrived. Shown at once when
 * it is loaded already; a failed fetch (offline before the site was cached)
 * is reported and can be tried again. While a new source loads the same
 * exercise again (a hot update of its files in `npm run dev`), the one shown
 * stays, so the page is updated in place rather than replaced.
 */
export function useLoadedExercise(source: ExerciseSource, slug: string | undefined) {
  const [arrived, setArrived] = useState<Exercise>();
  const [failure, setFailure] = useState<{ slug: string; message: string }>();
  const [attempt, setAttempt] = useState(0);
  const fresh = slug ? source.peek(slug) : undefined;
  const waiting = slug !== undefined && !fresh;
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    source.load(slug).then(
      (exercise) => current && setArrived(exercise),
      (error: unknown) => current && setFailure({ slug, message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [source, slug, waiting, attempt]);
  return {
    exercise: fresh ?? (arrived && arrived.slug === slug ? arrived : undefined),
    failure: failure && failure.slug === slug ? failure.message : undefined,
    retry: () => {
      setFailure(undefined);
      setAttempt((n) => n + 1);
    },
  };
}
