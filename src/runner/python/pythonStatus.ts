/**
 * Where Python is in getting ready, for the progress bar: nothing asked yet,
 * downloading Pyodide's files (bytes so far of the total), starting Pyodide
 * in the sandbox, ready, or failed. A tiny external store (subscribe and
 * snapshot), so the UI reads it with useSyncExternalStore and the engine
 * stays free of React.
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
  let status: PythonStatus = { phase: 'idle' };
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    set(next) {
      // Once ready, a later worker's download or start (a spare, a replacement after a timeout) is not news.
      if (status.phase === 'ready' && next.phase !== 'failed') return;
      status = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
