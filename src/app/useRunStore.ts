import { useEffect, useMemo } from 'react';
import type { Exercise } from '../exercise/types';
import type { LanguageId } from '../core/language';
import { RunStore } from '../pipeline/runStore';
import type { AppDeps } from './deps';
import { whenIdle } from './whenIdle';

/**
 * The Run store of an exercise in a language, on that language's runner (Python's only where the app has
 * Python). Its sandbox is started while the learner reads, so the first Run is as quick as later ones; the
 * store is disposed when it is replaced or the page goes.
 */
export function useRunStore(exercise: Exercise, language: LanguageId, deps: Pick<AppDeps, 'runner' | 'python'>): RunStore {
  const runner = language === 'python' && deps.python ? deps.python.runner : deps.runner;
  const runStore = useMemo(() => new RunStore(exercise, runner, language), [exercise, runner, language]);

  useEffect(() => {
    const warmUp = runner.warmUp;
    return warmUp ? whenIdle(warmUp) : undefined;
  }, [runner]);
  useEffect(() => () => runStore.dispose(), [runStore]);

  return runStore;
}
