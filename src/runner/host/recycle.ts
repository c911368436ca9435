import { parseWorkerMessage } from '../protocol';
import type { WorkerFactory, WorkerPort } from './workerPort';

/**
 * A factory that hands out a worker again after a run that ended cleanly,
 * for workers that are slow to start (Pyodide: about 3 s in Node; a TypeScript
 * worker thread much less, but hundreds of graded files add up). The host
 * terminates every worker when its run ends; this wrapper keeps the worker
 * instead when it is idle (the load and every case it was sent have been
 * answered), and terminates it for real otherwise: a worker stopped at a time
 * limit, or by a cancel, is busy, and is never handed out again. The next
 * load runs the learner's module in a fresh namespace (see pythonLanguage.ts).
 *
 * For the command-line tools, which grade files of the course's own
 * (references, mistakes), and for the grading page, whose Python entries of one
 * learner's submission file share a worker (never another learner's): an
 * exercise's page starts a fresh worker for every Run, because code from a
 * shared link must not be able to leave anything behind for the next Run.
 */
export function recyclingFactory(create: WorkerFactory, keep = 2, idleMs = 2_000): WorkerFactory & { dispose(): void } {
  const idle: { port: WorkerPort; timer: ReturnType<typeof setTimeout> }[] = [];
  /**
   * An idle worker is stopped after `idleMs`: back-to-back runs (exercises:check) reuse it, and a
   * process that is done is not kept alive by a Pyodide waiting for work (a Node worker thread
   * running Pyodide keeps its parent alive even when unref'd).
   */
  const park = (port: WorkerPort) => {
    const entry = {
      port,
      timer: setTimeout(() => {
        idle.splice(idle.indexOf(entry), 1);
        port.terminate();
      }, idleMs),
    };
    (entry.timer as { unref?: () => void }).unref?.();
    idle.push(entry);
  };
  const take = () => {
    const entry = idle.pop();
    if (entry) clearTimeout(entry.timer);
    return entry?.port;
  };
  const factory: WorkerFactory = () => {
    const inner = take() ?? create();
    let loadPending = false;
    let loadFailed = false;
    let casesPending = 0;
    let crashed = false;
    let released = false;
    let listeners: { onMessage: (data: unknown) => void; onCrash: (reason: string) => void } | undefined;
    inner.listen(
      (data) => {
        const message = parseWorkerMessage(data);
        if (message?.type === 'loaded') loadPending = false;
        else if (message?.type === 'load-error') {
          loadPending = false;
          loadFailed = true;
        } else if (message?.type === 'case-done') casesPending -= 1;
        if (!released) listeners?.onMessage(data);
      },
      (reason) => {
        crashed = true;
        if (!released) listeners?.onCrash(reason);
      },
    );
    const isIdle = () => !crashed && !loadPending && (loadFailed || casesPending === 0);
    return {
      post(message) {
        if (message.type === 'load') {
          loadPending = true;
          loadFailed = false;
          casesPending = 0;
        } else casesPending += message.type === 'cases' ? message.cases.length : 1;
        inner.post(message);
      },
      listen(onMessage, onCrash) {
        listeners = { onMessage, onCrash };
      },
      ...(inner.ready ? { ready: inner.ready } : {}),
      ...(inner.diagnose ? { diagnose: () => inner.diagnose!() } : {}),
      terminate() {
        if (released) return;
        released = true;
        if (isIdle() && idle.length < keep) park(inner);
        else inner.terminate();
      },
    };
  };
  /** Ends the idle workers now (a grader is done with one learner's file): none is handed out again. */
  const dispose = () => {
    for (let port = take(); port; port = take()) port.terminate();
  };
  return Object.assign(factory, { dispose });
}
