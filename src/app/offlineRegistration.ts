import { whenIdle } from '../core/whenIdle';

let asked = false;

/**
 * Registers the service worker that keeps the site offline after one visit (plugins/offline.ts), once. Its
 * install fetches and stores the whole site (about 17 MB: Monaco, the TypeScript worker, every exercise), which on
 * a small machine competes with the page's own start for the CPU and the disk (issue #21). So the page asks for it
 * when it has what it needs itself: on an exercise's page, once the editor is up (AppDeps.onEditorReady);
 * elsewhere, once the page has loaded. Then when the browser is next idle. Only in the built site:
 * the dev server has no service worker.
 */
export function registerOffline(): void {
  if (asked || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  asked = true;
  whenIdle(() => {
    // A registration that fails (a private window that allows none) leaves the site working online, as before.
    navigator.serviceWorker.register('./sw.js', { scope: './' }).catch(() => undefined);
  });
}
