import { Worker } from 'node:worker_threads';
import type { WorkerFactory } from '../session';

/**
 * Worker factory for Node: learner code runs in a worker thread with a
 * memory cap, so an endless loop or a huge allocation costs only the thread.
 * The entry is TypeScript, so the thread starts with tsx's loader.
 */
export function nodeWorkerFactory(exercisesRoot: string): WorkerFactory {
  const entry = new URL('./workerBootstrap.mjs', import.meta.url);
  return () => {
    const worker = new Worker(entry, {
      workerData: { exercisesRoot },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
      stdout: true,
      stderr: true,
    });
    worker.unref();
    let listeners: { onMessage: (data: unknown) => void; onCrash: (reason: string) => void } | undefined;
    let terminated = false;
    worker.on('message', (data) => listeners?.onMessage(data));
    worker.on('error', (error) => listeners?.onCrash(error.message));
    worker.on('exit', (code) => {
      if (!terminated) listeners?.onCrash(`it exited with code ${code}`);
    });
    return {
      post: (message) => worker.postMessage(message),
      listen: (onMessage, onCrash) => {
        listeners = { onMessage, onCrash };
      },
      terminate: () => {
        terminated = true;
        void worker.terminate();
      },
    };
  };
}
