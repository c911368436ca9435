import { useEffect, useMemo } from 'react';
import type { Exercise } from '../exercise/types';
import type { RunState } from '../grading/runState';
import type { LanguageId } from '../core/language';
import { RunStore } from '../pipeline/runStore';
import type { AppDeps } from './deps';

/**
 * The Run store of an exercise in a language, on that language's runner (Python's only where the app has
 * Python). Its sandbox, and its generated group's code and reference, are started with the page, while the
 * learner reads, so the first Run is as quick as later ones (and a Run rarely meets them half-prepared); the
 * store is disposed when it is replaced or the page goes. It opens with `earlierRun`'s results when given (the
 * last Run of an earlier visit).
 */
export function useRunStore(
  exercise: Exercise,
  language: LanguageId,
  deps: Pick<AppDeps, 'runner' | 'python'>,
  { earlierRun }: { earlierRun?: RunState },
): RunStore {
  const runner = language === 'python' && deps.python ? deps.python.runner : deps.runner;
  const runStore = useMemo(() => {
    const store = new RunStore(exercise, runner, language);
    if (earlierRun) store.showEarlierRun(earlierRun);
    return store;
  }, [exercise, runner, language, earlierRun]);

  useEffect(() => runStore.warmUp(), [runStore]);
  useEffect(() => () => runStore.dispose(), [runStore]);

  return runStore;
}
