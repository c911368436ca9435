import { useEffect, useMemo, useRef } from 'react';
import type { Exercise } from '../exercise/types';
import type { RunState } from '../grading/runState';
import type { RunStore } from '../pipeline/runStore';
import { codeFingerprint, type LastRunStore, type StoredTypeError } from '../persistence/lastRunStore';
import { fromStoredRun } from '../persistence/storedRun';

/**
 * The last Run's results across visits, for an exercise in a language (`codeKey`; `exercise` is in that
 * language): the Run kept from an earlier visit, for the Run store to open with, and the keeping of each
 * Run the page starts once it is over.
 */
export function useLastRun(store: LastRunStore, codeKey: string, exercise: Exercise) {
  const earlier = useMemo(() => {
    const kept = store.load(codeKey);
    const state = kept && fromStoredRun(kept.run, exercise);
    return state && { state, savedAt: kept.savedAt, code: kept.code, typeErrors: kept.typeErrors };
  }, [store, codeKey, exercise]);
  /** Stops watching the Run started last. */
  const stopWatching = useRef<() => void>(undefined);
  useEffect(() => () => stopWatching.current?.(), []);

  return {
    earlierRun: earlier?.state,
    /**
     * A Run of `code` starts in `runStore`: its results are kept once it is over (again when its generated
     * cases end, or its type errors come in, whichever is last).
     */
    recordRun(code: string, runStore: RunStore, typeCheck: Promise<StoredTypeError[]>) {
      stopWatching.current?.();
      let typeErrors: StoredTypeError[] = [];
      let watching = true;
      const keep = () => {
        const run = runStore.getState();
        if (watching && run.phase === 'done' && run.generated?.status !== 'running') store.save(codeKey, code, run, typeErrors);
      };
      const unsubscribe = runStore.subscribe(keep);
      stopWatching.current = () => {
        watching = false;
        unsubscribe();
      };
      void typeCheck.then((errors) => {
        typeErrors = errors;
        if (errors.length > 0) keep();
      });
    },
    /** While the results shown are still the earlier visit's: when that Run was, and whether `code` is still the code it ran. */
    earlierShown: (run: RunState, code: string) =>
      earlier && run === earlier.state
        ? { savedAt: earlier.savedAt, sameCode: codeFingerprint(code) === earlier.code, typeErrors: earlier.typeErrors }
        : undefined,
  };
}
