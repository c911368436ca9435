/**
 * Worker-thread entry for the command-line tools: the same core as the
 * browser worker, fed by Node's worker_threads instead of postMessage.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createWorkerCore } from '../workerCore';
import type { Driver } from '../driver';
import type { HostMessage } from '../protocol';

const { exercisesRoot } = workerData as { exercisesRoot: string };

// As in the browser worker: an error thrown later from a timer or a promise
// in learner code is the learner's bug, not a crash of the runner.
process.on('uncaughtException', () => {});
process.on('unhandledRejection', () => {});

const core = createWorkerCore({
  post: (message) => parentPort!.postMessage(message),
  loadDriver: async (slug) => {
    const module = (await import(pathToFileURL(join(exercisesRoot, slug, 'driver.ts')).href)) as { default: Driver };
    return module.default;
  },
  global: globalThis,
});

parentPort!.on('message', (message: HostMessage) => void core.handle(message));
