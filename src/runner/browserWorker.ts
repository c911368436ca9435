/// <reference lib="webworker" />
/**
 * The Web Worker that runs learner code. It holds no logic of its own: the
 * shared core does the work, and exercise drivers are bundled in and loaded
 * on demand by slug.
 */
import { createWorkerCore } from './workerCore';
import type { Driver } from './driver';
import type { HostMessage } from './protocol';

const drivers = import.meta.glob<{ default: Driver }>('../../exercises/*/driver.ts');

declare const self: DedicatedWorkerGlobalScope;

// An error thrown later from a timer or promise in learner code is the
// learner's bug, not a crash of the worker: keep it from reaching the page
// as a worker error event.
self.addEventListener('error', (event) => event.preventDefault());
self.addEventListener('unhandledrejection', (event) => event.preventDefault());

const core = createWorkerCore({
  post: (message) => self.postMessage(message),
  loadDriver: async (slug) => {
    const load = drivers[`../../exercises/${slug}/driver.ts`];
    if (!load) throw new Error(`No driver for exercise "${slug}"`);
    return (await load()).default;
  },
  global: self as unknown as { console: Console },
});

self.onmessage = (event: MessageEvent<HostMessage>) => void core.handle(event.data);
