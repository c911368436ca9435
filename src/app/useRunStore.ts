import { useEffect, useMemo } from 'react';
import type { Exercise } from '../exercise/types';
import type { RunState } from '../grading/runState';
import type { LanguageId } from '../core/language';
import { RunStore } from '../pipeline/runStore';
import type { AppDeps } from './deps';
import { whenIdle } from '../core/whenIdle';

/**
 * The Run store of an exercise in a language, on that language's runner (Python's only where the app has
 * Python). Once `prepare` is true (the page sets it when the editor is up), its sandbox, and its generated group's
 * code and reference, are started while the learner reads, so the first Run is as quick as later ones; the store
 * is disposed when it is replaced or the page goes. It opens with `earlierRun`'s results when given (the last Run
 * of an earlier visit).
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

  // When the browser is next idle: the editor has just mounted, and its own start-up (the first paint of the
  // code, the language service) comes first. Cancelled if the store is replaced first.
  useEffect(() => (prepare ? whenIdle(() => runStore.warmUp()) : undefined), [runStore, prepare]);
  useEffect(() => () => runStore.dispose(), [runStore]);

  return runStore;
}
