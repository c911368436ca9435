/**
 * Issue #17's "done": a course made in a folder outside this repository with the documented
 * commands only (docs/courses.md: course:new, exercises:new, exercises:check, build) runs in the
 * dev server, and its built site works from a sub-path in Chromium, offline after one visit too.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ui, useBrowser } from './support/harness';
import { freePort, ROOT, startPreview } from './support/server';

const { open } = useBrowser();
let parent: string;
let course: string;

/** One documented command, as a course author types it (`npm run <script> -- <args>`); its output is shown only if it fails. */
function npmRun(script: string, ...args: string[]): string {
  try {
    // As from an author's shell: without the NODE_ENV=test Vitest sets, which would make the build a development one
    // (React's development build, and no offline copy, which only a production build asks for).
    const { NODE_ENV: _vitest, ...env } = process.env;
    return execFileSync('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe', env });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run ${script} -- ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

beforeAll(() => {
  parent = mkdtempSync(join(tmpdir(), 'playground-new-course-'));
  course = join(parent, 'my-course');
  npmRun('course:new', course);
  npmRun('exercises:new', 'say-goodbye', '--course', course);
  expect(npmRun('exercises:check', '--course', course)).toContain('All 2 exercises are sound.');
  npmRun('build', '--course', course);
}, 400_000);
afterAll(() => rmSync(parent, { recursive: true, force: true }));

/** `npm run dev -- --course <folder>` without npm in between, so the process stopped is the one started (it passes a SIGTERM on to Vite). */
async function startDev(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const args = ['--import', 'tsx', 'scripts/vite.ts', '--course', course, '--host', '127.0.0.1', '--port', String(port), '--strictPort'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(url)).ok) return { url, child };
    } catch {
      /* not listening yet */
    }
    if (tries > 300) throw new Error('the dev server did not start');
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('a course started from nothing, outside the repository', () => {
  test('runs in the dev server: its exercise page shows, and its starter fails the check step', async () => {
    const { url, child } = await startDev();
    let app: Awaited<ReturnType<typeof open>> | undefined;
    try {
      app = await open({ baseURL: url, slug: 'say-goodbye' });
      const { page } = app;
      await expect(page.getByRole('heading', { level: 1, name: 'Say goodbye' })).toBeVisible();
      await ui(page).runButton.click();
      await expect(ui(page).verdict).toHaveText('0 of 1 step passed.', { timeout: 60_000 });
    } finally {
      // The page goes first: Vite's client in it would report the server's going as an error.
      await app?.context.close();
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
  }, 120_000);

  test('its built site works from a sub-path: the reference passes, and the site works offline after one visit', async () => {
    const server = await startPreview({ outDir: join(course, 'dist'), base: '/courses/mine/' });
    try {
      const solution = readFileSync(join(course, 'exercises', 'first-exercise', 'solution.ts'), 'utf8');
      const { page, context } = await open({
        offlineCopy: true,
        baseURL: server.url,
        slug: 'first-exercise',
        savedCode: solution,
        storagePrefix: 'playground:my-course:v1',
      });
      expect(await page.title()).toBe('First exercise · My course');
      await ui(page).runButton.click();
      await expect(ui(page).verdict).toHaveText('All 1 step passed.', { timeout: 60_000 });

      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (navigator.serviceWorker.controller) return;
        await new Promise<void>((done) => navigator.serviceWorker.addEventListener('controllerchange', () => done(), { once: true }));
      });
      await context.setOffline(true);
      await page.goto(server.url);
      await expect(page.getByRole('heading', { level: 1, name: 'My course' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Exercises' }).getByRole('link')).toHaveCount(2);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
