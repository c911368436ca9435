import { hintsKey } from './storageKeys';

/**
 * How many hints the learner has revealed, per exercise and per step, so a
 * revealed hint stays revealed across visits. Storage is passed in.
 */
export interface HintState {
  exercise: number;
  steps: Record<string, number>;
}

export function createHintStore(storage: Storage | undefined, slug: string) {
  let state: HintState = { exercise: 0, steps: {} };
  try {
    const parsed = JSON.parse(storage?.getItem(hintsKey(slug)) ?? 'null') as Partial<HintState> | null;
    if (parsed) state = { exercise: Number(parsed.exercise) || 0, steps: { ...(parsed.steps ?? {}) } };
  } catch {
    /* unreadable: start with none revealed */
  }
  const listeners = new Set<() => void>();
  const set = (next: HintState) => {
    state = next;
    try {
      storage?.setItem(hintsKey(slug), JSON.stringify(state));
    } catch {
      /* revealed for this visit at least */
    }
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    revealExerciseHint: () => set({ ...state, exercise: state.exercise + 1 }),
    revealStepHint: (step: string) => set({ ...state, steps: { ...state.steps, [step]: (state.steps[step] ?? 0) + 1 } }),
  };
}

export type HintStore = ReturnType<typeof createHintStore>;
