import { afterQuiet } from '../core/learnerActivity';
import { whenIdle } from '../core/whenIdle';

let asked = false;

/** How long the learner must leave the page alone (no click, no key) before the offline copy is fetched. */
export const QUIET_MS = 2_000;

/**
 * Registers the service worker that keeps the site offline after one visit (plugins/offline.ts), once. Its
 * install fetches and stores the whole site (about 17 MB: Monaco, the TypeScript worker, every exercise), which on
 * a small machine competes with the page for the CPU and the disk (issue #21): with the editor's start, and with
 * the Runs of a learner who runs at once (about 35 ms of each on two cores). So the page asks for it when it has
 * what it needs itself (on an exercise's page, once the editor is up: AppDeps.onEditorReady; elsewhere, once the
 * page has loaded), and it is registered once the learner has left the page alone for QUIET_MS (reading the
 * lesson, a Run's results) and the browser is idle. Only in the built site: the dev server has no service worker.
 */
export function registerOffline(): void {
  if (asked || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  asked = true;
  afterQuiet(QUIET_MS, () =>
    whenIdle(() => {
      // A registration that fails (a private window that allows none) leaves the site working online, as before.
      navigator.serviceWorker.register('./sw.js', { scope: './' }).catch(() => undefined);
    }),
  );
}
