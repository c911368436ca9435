/**
 * End-to-end tests: the built site in headless Chromium (Debian's, driven by
 * playwright-core). A plain config on purpose: none of the app's Vite
 * plugins, so the exercise loader is not part of running the tests.
 */
import { defineConfig } from 'vitest/config';
import { publicImportAliases } from './src/runner/sandbox/publicImports';

export default defineConfig({
  // The kit's names, for tests that load exercises' generators in this process (the batch grader's).
  resolve: { alias: publicImportAliases() },
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/globalSetup.ts'],
    // Retrying locator assertions (toBeVisible, toHaveText, ...) for Vitest's expect.
    setupFiles: ['e2e/support/matchers.ts'],
    // Two cores: one test file at a time, each with its own browser.
    fileParallelism: false,
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: ['verbose'],
  },
});
