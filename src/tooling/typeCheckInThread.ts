import { Worker } from 'node:worker_threads';
import type { Problem } from '../exercise/problems';

export interface TypeCheckRequest {
  id: number;
  dir: string;
  displayFolder: string;
}
export interface TypeCheckReply {
  id: number;
  problems: Problem[];
  /** The thread's own time on this exercise, waiting for the ones sent before it left out. */
  ms: number;
}

export interface TypeChecker {
  /** Type-checks one exercise folder, as typeCheckExercise does, behind the ones asked before it. */
  check(dir: string, displayFolder: string): Promise<Omit<TypeCheckReply, 'id'>>;
  dispose(): void;
}

/**
 * Type-checking with the TypeScript compiler is the check's largest single cost (seconds of a core per exercise,
 * compiling every mistake), and it needs nothing the runs need: it runs in a thread of its own, beside the runs,
 * instead of before them on the main thread, which also orchestrates the runs. Exercises are type-checked in the
 * order asked, so the first exercise's report waits only for its own. Should the thread fail, the exercises it had
 * not answered are type-checked here instead: the check never skips one.
 */
export function startTypeChecker(): TypeChecker {
  const worker = new Worker(new URL('./typeCheckBootstrap.mjs', import.meta.url));
  worker.unref();
  const pending = new Map<number, { request: TypeCheckRequest; resolve: (reply: Omit<TypeCheckReply, 'id'>) => void }>();
  let nextId = 1;
  let failed = false;
  const inProcess = async ({ dir, displayFolder }: TypeCheckRequest) => {
    const { typeCheckExercise } = await import('./typeCheckExercise');
    const started = performance.now();
    return { problems: typeCheckExercise(dir, displayFolder), ms: performance.now() - started };
  };
  const fail = () => {
    if (failed) return;
    failed = true;
    const left = [...pending.values()];
    pending.clear();
    void (async () => {
      for (const { request, resolve } of left) resolve(await inProcess(request));
    })();
  };
  worker.on('message', ({ id, problems, ms }: TypeCheckReply) => {
    pending.get(id)?.resolve({ problems, ms });
    pending.delete(id);
  });
  worker.on('error', fail);
  worker.on('exit', fail);
  return {
    check(dir, displayFolder) {
      const request = { id: nextId++, dir, displayFolder };
      if (failed) return inProcess(request);
      return new Promise((resolve) => {
        pending.set(request.id, { request, resolve });
        worker.postMessage(request);
      });
    },
    dispose() {
      failed = true; // nothing more is asked of it
      void worker.terminate();
    },
  };
}
