import { createStore } from '../core/store';
import { hintsKey } from './storageKeys';

/**
 * How many hints the learner has revealed, per exercise and per step, so a
 * revealed hint stays revealed across visits. Storage is passed in.
 */
export interface HintState {
  exercise: number;
  steps: Record<string, number>;
}

function readHints(storage: Storage | undefined, slug: string): HintState {
  try {
    const parsed = JSON.parse(storage?.getItem(hintsKey(slug)) ?? 'null') as Partial<HintState> | null;
    if (parsed) return { exercise: Number(parsed.exercise) || 0, steps: { ...(parsed.steps ?? {}) } };
  } catch {
    /* unreadable: start with none revealed */
  }
  return { exercise: 0, steps: {} };
}

export function createHintStore(storage: Storage | undefined, slug: string) {
  const store = createStore(readHints(storage, slug));
  const reveal = (next: (current: HintState) => HintState) => {
    const state = next(store.getState());
    try {
      storage?.setItem(hintsKey(slug), JSON.stringify(state));
    } catch {
      /* revealed for this visit at least */
    }
    store.setState(state);
  };
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    revealExerciseHint: () => reveal((state) => ({ ...state, exercise: state.exercise + 1 })),
    revealStepHint: (step: string) => reveal((state) => ({ ...state, steps: { ...state.steps, [step]: (state.steps[step] ?? 0) + 1 } })),
  };
}

export type HintStore = ReturnType<typeof createHintStore>;
