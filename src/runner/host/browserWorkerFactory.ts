import type { WorkerFactory } from './workerPort';
import { createSandboxFactory, domFrames, workerScript } from '../sandbox/sandboxPort';
import { onceUntilFailure } from '../worker/onceUntilFailure';
import { afterRuns } from '../../core/afterRuns';

/**
 * The worker's code (one self-contained script, see
 * sandbox/bundlePlugin.ts), fetched from the site's own origin on the first
 * Run and kept for the page's lifetime; a failed fetch is tried again next time.
 */
export const loadWorkerCode = onceUntilFailure(() =>
  import('../worker/browserWorker.ts?learner-bundle').then((module) => workerScript(module.default)),
);

let factory: ReturnType<typeof createSandboxFactory> | undefined;
const sandboxes = () =>
  (factory ??= createSandboxFactory({ loadWorkerCode, createFrame: domFrames(document), topUpWhen: (work) => void afterRuns(work) }));

/**
 * A fresh sandboxed worker per call: a hidden opaque-origin frame with a
 * strict CSP that runs the worker (docs/security.md); one is kept started
 * ahead, the next one started once the Run that took it has ended and the browser is idle. The host terminates each, and never reuses one after a timeout.
 */
export const browserWorkerFactory: WorkerFactory = () => sandboxes()();

/** Starts a sandbox (and fetches the worker's code) before the first Run, while the learner reads. */
export function warmUpSandbox(): void {
  sandboxes().warmUp();
}
