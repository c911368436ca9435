import { createWorkerCore } from '../runner/worker/workerCore';
import type { Driver } from '../runner/worker/driver';
import type { WorkerFactory } from '../runner/host/workerPort';

const drivers = import.meta.glob<{ default: Driver }>('../../exercises/*/driver.ts');

/**
 * A worker factory for jsdom tests: the real worker core, run in-process and
 * answering asynchronously as a worker would. Learner code that never ends
 * would hang the test process, so time limits are tested in Chromium and
 * with fake workers, never with this.
 */
export const inProcessWorkerFactory: WorkerFactory = () => {
  let onMessage: ((data: unknown) => void) | undefined;
  let terminated = false;
  const core = createWorkerCore({
    post: (message) => {
      const copy = structuredClone(message);
      setTimeout(() => !terminated && onMessage?.(copy), 0);
    },
    loadDriver: async (slug) => {
      const load = drivers[`../../exercises/${slug}/driver.ts`];
      if (!load) throw new Error(`No driver for exercise "${slug}"`);
      return (await load()).default;
    },
  });
  return {
    post: (message) => {
      const copy = structuredClone(message);
      setTimeout(() => !terminated && void core.handle(copy), 0);
    },
    listen: (message) => {
      onMessage = message;
    },
    terminate: () => {
      terminated = true;
    },
  };
};
