import { useEffect, useState } from 'react';
import type { Exercise } from '../exercise/types';
import type { RunStoreDeps } from '../pipeline/runStore';
import { computeCatches } from './computeCatches';
import { MistakesMatrixTable } from './MistakesMatrixTable';

interface Props {
  exercise: Exercise;
  /** The exercise's known mistakes: file name to source. */
  mistakes: Record<string, string>;
  deps: RunStoreDeps;
}

/**
 * Which cases catch each known mistake, filled in as each mistake is run (one after another, through the
 * same pipeline as a learner's Run). Holds the results of one exercise: give it a `key` per exercise, so
 * another exercise starts from an empty matrix.
 */
export function KnownMistakes({ exercise, mistakes, deps }: Props) {
  const total = Object.keys(mistakes).length;
  const [catches, setCatches] = useState<Record<string, string[]>>({});
  const done = Object.keys(catches).length;

  useEffect(() => {
    const signal = { cancelled: false };
    const record = (name: string, caughtBy: string[]) => {
      // A mistake that was already running when this run was cancelled still reports: not here.
      if (!signal.cancelled) setCatches((current) => ({ ...current, [name]: caughtBy }));
    };
    void computeCatches(exercise, mistakes, deps, record, signal);
    return () => {
      signal.cancelled = true;
    };
  }, [exercise, mistakes, deps]);

  return (
    <section aria-labelledby="matrix-heading">
      <h2 id="matrix-heading">Known mistakes</h2>
      <p role="status">
        {total === 0
          ? 'This exercise has no known mistakes yet (add files under mistakes/).'
          : done < total
            ? `Running mistake ${done + 1} of ${total}…`
            : `All ${total} mistakes run.`}
      </p>
      {done > 0 && <MistakesMatrixTable exercise={exercise} catches={catches} />}
    </section>
  );
}
