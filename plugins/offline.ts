import { VitePWA } from 'vite-plugin-pwa';
import type { Course } from '../src/exercise/courseFile.ts';

/**
 * Offline after one visit: a service worker (Workbox, through
 * vite-plugin-pwa) precaches the whole built site, Monaco, its workers and
 * every exercise included, once the page is up (src/app/offlineRegistration.ts). A new build gets a new precache list; the new
 * worker takes over at once and drops the old files, so the next visit runs
 * the new version. The learner's code lives in localStorage, which no update
 * touches.
 */
/** `course`: the installed app's name and description are the course's. */
export function offline(course: Pick<Course, 'title' | 'description'>) {
  return VitePWA({
    registerType: 'autoUpdate',
    // The page registers it itself, once it has what it needs (src/app/offlineRegistration.ts).
    injectRegister: false,
    manifest: {
      name: course.title,
      short_name: course.title.length <= 12 ? course.title : 'Playground',
      description: course.description,
      theme_color: '#2b59c3',
      background_color: '#f7f8fa',
      display: 'standalone',
      icons: [{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,ttf,woff2,json}'],
      // Pyodide (13 MB) is for learners who pick Python: cached when first fetched (below), not precached for everyone.
      // The command-line grader's page (grader.html and its entry) is for `npm run grade`, never for a learner offline.
      globIgnores: ['pyodide-*/**', '**/browserPythonWorker*.js', 'grader.html', 'assets/grader-*.js'],
      runtimeCaching: [
        {
          // The version is in the folder's name, so a cached file is never stale: cache first, no revalidation.
          urlPattern: ({ url }) => /\/pyodide-[^/]+\/[^/]+$/.test(url.pathname),
          handler: 'CacheFirst',
          options: { cacheName: 'pyodide', expiration: { maxEntries: 10 } },
        },
      ],
      // The TypeScript worker (7 MB) and openai's types (4 MB) must be cached too, or offline breaks.
      maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
      navigateFallback: 'index.html',
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  });
}
