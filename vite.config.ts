/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { exercisesPlugin } from './plugins/exercisesPlugin.ts';
import { learnerWorkerBundle } from './src/runner/sandbox/bundlePlugin.ts';
import { offline } from './plugins/offline.ts';
import { pyodideAssets } from './plugins/pyodideAssets.ts';
import { prerender } from './plugins/prerender.ts';
import { publicImportAliases } from './src/runner/sandbox/publicImports.ts';

const exercisesDir = process.env.PLAYGROUND_EXERCISES_DIR || undefined;

export default defineConfig({
  // Relative asset URLs: the built site works from any static host and any base path.
  base: './',
  // PLAYGROUND_EXERCISES_DIR: a copy of exercises/ to serve instead (the dev-server tests edit one).
  plugins: [
    react(),
    exercisesPlugin('exercises', exercisesDir),
    learnerWorkerBundle(),
    pyodideAssets(),
    // Before offline(): the exercises' pages must be written when the service worker's precache list is made.
    prerender(() => [react(), exercisesPlugin('exercises', exercisesDir)]),
    offline(),
  ],
  // playground/driver and playground/generator: the names exercise files import the kit by (docs/courses.md).
  resolve: { alias: publicImportAliases() },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // Monaco's chunk is large by nature; it is lazy-loaded after the lesson shows.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
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
  },
});
