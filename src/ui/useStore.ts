import { useSyncExternalStore } from 'react';

/** The thin bridge from a vanilla store (subscribe/getState) to React. */
export function useStore<T>(store: { subscribe(listener: () => void): () => void; getState(): T }): T {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
