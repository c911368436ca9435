import type { WorkerFactory } from './session';

/** Creates a fresh module Web Worker per call; the host terminates it and never reuses it after a timeout. */
export const browserWorkerFactory: WorkerFactory = () => {
  const worker = new Worker(new URL('./browserWorker.ts', import.meta.url), { type: 'module', name: 'learner-code' });
  return {
    post: (message) => worker.postMessage(message),
    listen: (onMessage, onCrash) => {
      worker.onmessage = (event) => onMessage(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        onCrash(event.message || 'the worker failed to start');
      };
      worker.onmessageerror = () => onCrash('a message could not be read');
    },
    terminate: () => worker.terminate(),
  };
};
