import { createStore } from '../../core/store';

/**
 * Where Python is in getting ready, for the progress bar: nothing asked yet,
 * downloading Pyodide's files (bytes so far of the total), starting Pyodide
 * in the sandbox, ready, or failed. A core store (subscribe and snapshot),
 * so the UI reads it with useSyncExternalStore and the engine stays free of
 * React.
 */
export type PythonStatus =
  | { phase: 'idle' }
  | { phase: 'downloading'; loaded: number; total: number }
  | { phase: 'starting' }
  | { phase: 'ready' }
  | { phase: 'failed'; message: string };

export interface PythonStatusStore {
  get(): PythonStatus;
  set(status: PythonStatus): void;
  subscribe(listener: () => void): () => void;
}

export function createPythonStatusStore(): PythonStatusStore {
  const store = createStore<PythonStatus>({ phase: 'idle' });
  return {
    get: store.getState,
    set(next) {
      // Once ready, a later worker's download or start (a spare, a replacement after a timeout) is not news.
      if (store.getState().phase === 'ready' && next.phase !== 'failed') return;
      store.setState(next);
    },
    subscribe: store.subscribe,
  };
}
