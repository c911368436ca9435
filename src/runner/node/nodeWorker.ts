import { Worker } from 'node:worker_threads';
import type { WorkerFactory, WorkerPort } from '../host/workerPort';
import type { LanguageId } from '../../core/language';

/** The worker's own word that it has started (Pyodide takes seconds): not a protocol message, never forwarded. */
export const NODE_WORKER_READY = 'node-worker-ready';

/**
 * Worker factory for Node: learner code runs in a worker thread with a
 * memory cap, so an endless loop or a huge allocation costs only the thread.
 * The entry is TypeScript, so the thread starts with tsx's loader. Every
 * worker says when it is ready (a Python one after starting Pyodide, about
 * 3 s), and the load's time limit starts only then: starting a thread and
 * tsx on a busy machine, or Python, is not the learner's time.
 */
export function nodeWorkerFactory(exercisesRoot: string, language: LanguageId = 'typescript'): WorkerFactory & (() => NodeWorkerPort) {
  const entry = new URL('./workerBootstrap.mjs', import.meta.url);
  return () => {
    const worker = new Worker(entry, {
      workerData: { exercisesRoot, language },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
      stdout: true,
      stderr: true,
    });
    worker.unref();
    let listeners: { onMessage: (data: unknown) => void; onCrash: (reason: string) => void } | undefined;
    let terminated = false;
    let markReady!: () => void;
    let failReady!: (error: Error) => void;
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      failReady = reject;
    });
    ready.catch(() => {});
    worker.on('message', (data) => {
      if (data === NODE_WORKER_READY) markReady();
      else listeners?.onMessage(data);
    });
    worker.on('error', (error) => {
      failReady(error);
      listeners?.onCrash(error.message);
    });
    let exited = false;
    worker.on('exit', (code) => {
      exited = true;
      failReady(new Error(`it exited with code ${code}`));
      if (!terminated) listeners?.onCrash(`it exited with code ${code}`);
    });
    return {
      post: (message) => worker.postMessage(message),
      listen: (onMessage, onCrash) => {
        listeners = { onMessage, onCrash };
      },
      ready,
      terminate: () => {
        terminated = true;
        void worker.terminate();
      },
      get dead() {
        return exited;
      },
    };
  };
}

/** A worker thread's port, which can tell whether its thread has ended. */
export type NodeWorkerPort = WorkerPort & { readonly dead: boolean };

/**
 * Keeps one worker thread started ahead, as the page keeps a sandbox: a
 * worker stopped at a time limit is replaced by one that is ready, instead of
 * one that starts tsx and the worker's modules first (half a second on a busy
 * machine, per timeout). For `npm run grade`, one Run that a person waits for;
 * the tools that grade many files reuse idle workers instead (recycle.ts).
 * Learner code never reaches a spare before it is handed out, once.
 */
export function withSpare(create: () => NodeWorkerPort): WorkerFactory {
  let spare: NodeWorkerPort | undefined;
  return () => {
    const port = spare && !spare.dead ? spare : create();
    spare = create();
    return port;
  };
}
