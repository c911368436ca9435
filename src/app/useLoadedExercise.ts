import { useEffect, useState } from 'react';
import type { ExerciseSource } from '../exercise/catalog';

/**
 * The exercise the route names, once its data has arrived. Shown at once when
 * it is loaded already; a failed fetch (offline before the site was cached)
 * is reported and can be tried again.
 */
export function useLoadedExercise(source: ExerciseSource, slug: string | undefined) {
  const [, setArrived] = useState(0);
  const [failure, setFailure] = useState<{ slug: string; message: string }>();
  const [attempt, setAttempt] = useState(0);
  const exercise = slug ? source.peek(slug) : undefined;
  const waiting = slug !== undefined && !exercise;
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    source.load(slug).then(
      () => current && setArrived((n) => n + 1),
      (error: unknown) => current && setFailure({ slug, message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [source, slug, waiting, attempt]);
  return {
    exercise,
    failure: failure && failure.slug === slug ? failure.message : undefined,
    retry: () => {
      setFailure(undefined);
      setAttempt((n) => n + 1);
    },
  };
}
