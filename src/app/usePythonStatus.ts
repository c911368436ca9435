import { useSyncExternalStore } from 'react';
import type { PythonStatus } from '../runner/python/pythonStatus';
import type { PythonDeps } from './deps';

const IDLE: PythonStatus = { phase: 'idle' };
const NO_PYTHON = { get: () => IDLE, subscribe: () => () => {} };

/** Where Python is in getting ready, for the progress bar; always idle in an app without Python. */
export function usePythonStatus(python: PythonDeps | undefined): PythonStatus {
  const status = python?.status ?? NO_PYTHON;
  return useSyncExternalStore(status.subscribe, status.get);
}
