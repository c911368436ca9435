/// <reference types="vitest/config" />
import { realpathSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, searchForWorkspaceRoot } from 'vite';
import react from '@vitejs/plugin-react';
import { exercisesPlugin } from './plugins/exercisesPlugin.ts';
import { coursePlugin } from './plugins/coursePlugin.ts';
import { learnerWorkerBundle } from './src/runner/sandbox/bundlePlugin.ts';
import { offline } from './plugins/offline.ts';
import { pyodideAssets } from './plugins/pyodideAssets.ts';
import { prerender } from './plugins/prerender.ts';
import { monacoContributions } from './plugins/monacoContributions.ts';
import { monacoTypeScriptGate } from './plugins/monacoTypeScriptGate.ts';
import { gradingFingerprint } from './plugins/gradingFingerprint.ts';
import { readCourse } from './src/exercise/courseFromDisk.ts';
import { COURSE_ALIAS } from './src/exercise/courseAlias.ts';
import { courseOption, PLAYGROUND_ROOT } from './src/tooling/courseOption.ts';
import { publicImportAliases } from './src/runner/sandbox/publicImports.ts';

// The course: PLAYGROUND_COURSE (npm run dev|build|preview -- --course <folder> sets it), else this repository's own.
const { courseDir, builtIn } = courseOption([]);
// PLAYGROUND_EXERCISES_DIR: a copy of the course's exercises/ to serve instead (the dev-server tests edit one).
const copy = process.env.PLAYGROUND_EXERCISES_DIR;
const { course, exercisesDir, displayRoot } = readCourse(courseDir, copy ? resolve(copy) : undefined);
const exercises = () => exercisesPlugin(displayRoot, exercisesDir, { order: course.exercises, settings: course.settings });

export default defineConfig({
  // Relative asset URLs: the built site works from any static host and any base path.
  base: './',
  plugins: [
    react(),
    coursePlugin(course),
    exercises(),
    monacoContributions(),
    monacoTypeScriptGate(join(PLAYGROUND_ROOT, 'src/editor/typescriptService.ts')),
    learnerWorkerBundle(),
    pyodideAssets(),
    // Before offline(): the exercises' pages must be written when the service worker's precache list is made.
    prerender(() => [react(), coursePlugin(course), exercises()]),
    offline(course),
    // Which sources this site was built from, so that `npm run grade` never grades in a stale one.
    gradingFingerprint(PLAYGROUND_ROOT, { id: course.id, dir: courseDir, exercisesDir }),
  ],
  resolve: {
    // The course's exercise folders, wherever they are on disk: the worker's drivers and the page's generators are found through it.
    // And playground/driver, playground/generator: the names exercise files import the kit by (docs/courses.md).
    alias: [...publicImportAliases(), { find: COURSE_ALIAS, replacement: exercisesDir }],
  },
  // Each course keeps its learners' saved code and progress apart (src/persistence/storageKeys.ts).
  define: { __PLAYGROUND_STORAGE_PREFIX__: JSON.stringify(course.storagePrefix) },
  // A course outside this repository is served too (its drivers, generators and lessons' files), beside
  // what Vite allows by default (the workspace, which setting `allow` would otherwise replace) and the
  // packages wherever node_modules really is (a git worktree may link it from another checkout).
  server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync(join(PLAYGROUND_ROOT, 'node_modules')), courseDir] } },
  worker: { format: 'es' },
  build: {
    // Another course's site goes into its own folder (`--outDir` still chooses another).
    outDir: builtIn ? 'dist' : join(courseDir, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    // Monaco's chunk is large by nature; it is lazy-loaded after the lesson shows.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      // The learner's page, and the command-line grader's page (grader.html: the same sandbox, driven by `npm run grade`).
      input: { index: join(PLAYGROUND_ROOT, 'index.html'), grader: join(PLAYGROUND_ROOT, 'grader.html') },
      output: {
        // Each exercise's data is a chunk named for it (exercise-<slug>-<hash>.js), so the size
        // budget can count the one a learner opens with the lesson (src/tooling/bundleSizes.ts).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.startsWith('\0virtual:exercise/') ? 'assets/exercise-[name]-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'plugins/**/*.test.ts', 'exercises/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Grading every mistake spawns worker threads; give slow CI machines room.
    testTimeout: 30_000,
    // Two files at a time even on two cores (Vitest's default there is one): many tests wait on worker threads.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
