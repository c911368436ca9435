import { useEffect, useMemo } from 'react';
import type { Exercise } from '../exercise/types';
import type { RunState } from '../grading/runState';
import type { LanguageId } from '../core/language';
import { RunStore } from '../pipeline/runStore';
import type { AppDeps } from './deps';
import { whenIdle } from '../core/whenIdle';
import { onFirstActivity } from '../core/learnerActivity';

/** How long after the editor is up the page prepares the first Run if the learner has not acted before. */
const PREPARE_AFTER_MS = 500;

/**
 * The Run store of an exercise in a language, on that language's runner (Python's only where the app has
 * Python). Once `prepare` is true (the page sets it when the editor is up), its sandbox, and its generated group's
 * code, reference and first inputs, are started while the learner reads, so the first Run is as quick as later
 * ones: at the learner's first key or pointer press, or PREPARE_AFTER_MS after the editor is up, whichever comes
 * first, and then when the browser is idle. Not sooner: on a small machine, fetching and starting them as the
 * editor opens held back its first key press (issue #21). The store is disposed when it is replaced or the page
 * goes. It opens with `earlierRun`'s results when given (the last Run of an earlier visit).
 */
export function useRunStore(
  exercise: Exercise,
  language: LanguageId,
  deps: Pick<AppDeps, 'runner' | 'python'>,
  { earlierRun, prepare }: { earlierRun?: RunState; prepare: boolean },
): RunStore {
  const runner = language === 'python' && deps.python ? deps.python.runner : deps.runner;
  const runStore = useMemo(() => {
    const store = new RunStore(exercise, runner, language);
    if (earlierRun) store.showEarlierRun(earlierRun);
    return store;
  }, [exercise, runner, language, earlierRun]);

  // See above; cancelled if the store is replaced first.
  useEffect(() => {
    if (!prepare) return;
    let cancelIdle: (() => void) | undefined;
    const cancelWait = onFirstActivity(PREPARE_AFTER_MS, () => (cancelIdle = whenIdle(() => runStore.warmUp())));
    return () => {
      cancelWait();
      cancelIdle?.();
    };
  }, [runStore, prepare]);
  useEffect(() => () => runStore.dispose(), [runStore]);

  return runStore;
}
