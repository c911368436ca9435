/**
 * End-to-end tests: the built site in headless Chromium (Debian's, driven by
 * playwright-core). A plain config on purpose: none of the app's Vite
 * plugins, so the exercise loader is not part of running the tests.
 *
 * Two groups, one after the other: every file but those named
 * `*.alone.e2e.ts`, one at a time (each file has a browser of its own, and two
 * of them at once took as long in all: loading pages keeps two cores busy);
 * then the files that must have the machine to themselves, such as the test
 * that keeps every core busy on purpose.
 */
import { defineConfig } from 'vitest/config';
import { publicImportAliases } from './src/runner/sandbox/publicImports';

const ALONE = 'e2e/**/*.alone.e2e.ts';

const shared = {
  environment: 'node',
  globalSetup: ['e2e/support/globalSetup.ts'],
  // Retrying locator assertions (toBeVisible, toHaveText, ...) for Vitest's expect.
  setupFiles: ['e2e/support/matchers.ts'],
  pool: 'forks' as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  teardownTimeout: 30_000,
};

export default defineConfig({
  // The kit's names, for tests that load exercises' generators in this process (the batch grader's).
  resolve: { alias: publicImportAliases() },
  test: {
    reporters: ['verbose'],
    projects: [
      {
        resolve: { alias: publicImportAliases() },
        test: {
          ...shared,
          name: 'browser',
          include: ['e2e/**/*.e2e.ts'],
          exclude: [ALONE],
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias: publicImportAliases() },
        test: { ...shared, name: 'alone', include: [ALONE], fileParallelism: false, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
