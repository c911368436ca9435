import type { HostMessage } from '../protocol';

/** What the host needs of a worker; the browser wraps a sandboxed Web Worker, the CLI a worker thread. */
export interface WorkerPort {
  post(message: HostMessage): void;
  /** Called with each message (untrusted data) and when the worker dies on its own. */
  listen(onMessage: (data: unknown) => void, onCrash: (reason: string) => void): void;
  terminate(): void;
  /**
   * Optional: settles once the worker can take messages (rejects if it never can). A worker
   * that takes a while to start (the browser's sandbox starts a process) says so here, and the
   * load's time limit starts only then: starting up is not the learner's code running.
   */
  ready?: Promise<void>;
  /**
   * Optional: asked when a reply is overdue, before the worker is terminated. Resolves with a
   * reason when the worker had already died (its process ran out of memory), so the case is an
   * error rather than a timeout; with undefined when it is alive, just busy.
   */
  diagnose?(): Promise<string | undefined>;
}

export type WorkerFactory = () => WorkerPort;

export type Started = { ready: true } | { crash: string };

/**
 * Waits until a worker that announces readiness is ready or has died, so that a time limit counts the
 * learner's code, not the start-up (a sandbox starts a process first, Python starts Pyodide). There is no
 * limit on the wait: a busy machine may take long to start a worker, and that is never the learner's doing.
 * `onWait` gets the function that ends the wait early (a crash, a cancel) while it lasts, and undefined when
 * it is over.
 */
export function waitForReady(port: WorkerPort, onWait: (end: ((reason: string) => void) | undefined) => void): Promise<Started> {
  const ready = port.ready;
  if (!ready) return Promise.resolve({ ready: true });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: Started) => {
      if (settled) return;
      settled = true;
      onWait(undefined);
      resolve(value);
    };
    onWait((reason) => settle({ crash: reason }));
    ready.then(
      () => settle({ ready: true }),
      (error: unknown) => settle({ crash: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** An overdue worker: a crash reason if it had died, undefined if it is alive but busy. */
export async function diagnosePort(port: WorkerPort | undefined): Promise<string | undefined> {
  try {
    return await port?.diagnose?.();
  } catch {
    return undefined;
  }
}
