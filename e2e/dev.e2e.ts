/**
 * While `npm run dev` runs, editing an exercise file updates the open page
 * without a full reload, and a broken file shows the check's message in the
 * page. The dev server serves a copy of exercises/, which the test edits.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, ROOT } from './support/server';
import { useBrowser } from './support/harness';

const { open } = useBrowser();
let copy: string;
let server: ChildProcess | undefined;
let url: string;

beforeAll(async () => {
  // One level inside the repository, as docs/authoring.md asks of a copy: its drivers and generators import
  // ../../src/..., and the page now bundles the served folder's own drivers (through the course's alias).
  copy = mkdtempSync(join(ROOT, '.scaffold-test-dev-'));
  cpSync(join(ROOT, 'exercises'), copy, { recursive: true });
  const port = await freePort();
  url = `http://127.0.0.1:${port}/`;
  // --force: optimise dependencies afresh, as on a new checkout (a stale cache can split Monaco in two).
  server = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--force'],
    {
      cwd: ROOT,
      stdio: 'ignore',
      env: { ...process.env, PLAYGROUND_EXERCISES_DIR: copy, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    },
  );
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (tries > 300) throw new Error('the dev server did not start');
    await new Promise((done) => setTimeout(done, 100));
  }
}, 60_000);

afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(copy, { recursive: true, force: true });
});

describe('npm run dev', () => {
  test('an edited exercise file updates the open page without a reload; a broken one shows its problem in the page, a wrong expected value a warning', async () => {
    const { page } = await open({ baseURL: url, load: false });
    await page.goto(`${url}#/parse-tool-calls`);
    const steps = page.getByRole('list', { name: 'Check steps' });
    await expect(steps.getByRole('button', { name: /Finding the blocks/ })).toBeVisible({ timeout: 30_000 });
    // Wait for the lazy editor too, so Vite has seen every dependency before the marker is set.
    await expect(page.locator('.monaco-editor')).toBeVisible({ timeout: 30_000 });
    // A full reload would lose this.
    await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

    const exerciseFile = join(copy, 'parse-tool-calls', 'exercise.yaml');
    const original = readFileSync(exerciseFile, 'utf8');
    writeFileSync(exerciseFile, original.replace('title: Finding the blocks', 'title: Finding every block'));
    await expect(steps.getByRole('button', { name: /Finding every block/ })).toBeVisible({ timeout: 15_000 });

    const casesFile = join(copy, 'parse-tool-calls', 'cases.yaml');
    const cases = readFileSync(casesFile, 'utf8');
    writeFileSync(casesFile, cases.replace('    step: blocks\n', '    step: [blocks\n'));
    // Monaco keeps alert regions of its own: find ours by its heading.
    const alert = page.getByRole('alert').filter({ hasText: 'Some exercise files are broken' });
    await expect(alert).toContainText('Some exercise files are broken', { timeout: 15_000 });
    await expect(alert).toContainText(/cases\.yaml:\d+/);

    writeFileSync(casesFile, cases);
    await expect(alert).toHaveCount(0, { timeout: 15_000 });

    // A wrong expected value: the reference fails the case, and the page says so at the top, naming it.
    writeFileSync(
      casesFile,
      cases.replace(
        '    expected:\n      calls: []\n      errors: []\n',
        '    expected:\n      calls: []\n      errors: ["bad json: 0"]\n',
      ),
    );
    const wrong = page.getByRole('alert').filter({ hasText: 'The reference solution fails a case' });
    await expect(wrong).toContainText('no-blocks', { timeout: 30_000 });
    writeFileSync(casesFile, cases);
    await expect(wrong).toHaveCount(0, { timeout: 30_000 });
    await expect(steps.getByRole('button', { name: /Finding every block/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  });
});
