import { useEffect, useMemo, useState } from 'react';
import type { Exercise, LiveConfig } from '../exercise/types';
import { LiveStore } from '../live/liveStore';
import type { LiveForm } from '../live/liveSettings';
import { LivePanel } from '../ui/live/LivePanel';
import type { AppDeps } from './deps';
import { useStore } from '../ui/useStore';

interface Props {
  exercise: Exercise & { live: LiveConfig };
  deps: AppDeps;
  /** The editor's code as it is now (saved first). */
  currentCode: () => string;
}

/** Wires the live store and the saved endpoint to the panel; holds no logic of its own. */
export function LiveModel({ exercise, deps, currentCode }: Props) {
  const store = useMemo(
    () => new LiveStore(exercise, { ...deps.runner, createModelCaller: deps.live.createModelCaller }),
    [exercise, deps.runner, deps.live],
  );
  const state = useStore(store);
  const [form, setForm] = useState<LiveForm>(() => deps.live.settings.load(exercise.live.question));
  useEffect(() => () => store.dispose(), [store]);

  return (
    <LivePanel
      config={exercise.live}
      form={form}
      onFormChange={(next) => {
        setForm(next);
        deps.live.settings.save(next);
      }}
      state={state}
      onRun={() => void store.run(currentCode(), form)}
      onStop={() => store.stop()}
    />
  );
}
