/**
 * The example course (examples/tool-results), built as any course is and served from a sub-path,
 * as a static host would: its words come from its course.yaml, its Python-only exercise passes
 * with its reference in Chromium, and a learner's code is saved under the course's own prefix,
 * apart from the built-in course's, and survives a reload. CI runs it (.ci/run), so the course path
 * cannot silently break.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseCourseFile } from '../src/exercise/courseFile';
import { BUILT_IN_STORAGE_PREFIX, codeKeyIn } from '../src/persistence/storageKeys';
import { ui, useBrowser } from './support/harness';
import { buildSite, ROOT, startPreview, type PreviewServer } from './support/server';

const { open } = useBrowser();
const COURSE = join(ROOT, 'examples', 'tool-results');
const parsed = parseCourseFile(readFileSync(join(COURSE, 'course.yaml'), 'utf8'));
if ('problems' in parsed) throw new Error('examples/tool-results/course.yaml does not parse');
const { course } = parsed;
const file = (slug: string, name: string) => readFileSync(join(COURSE, 'exercises', slug, name), 'utf8');

let outDir: string;
let server: PreviewServer;
let built: string | undefined;
beforeAll(async () => {
  // CI has just built it (`npm run build -- --course examples/tool-results`): E2E_SKIP_BUILD=1 serves that build.
  const reuse = process.env.E2E_SKIP_BUILD === '1' && existsSync(join(COURSE, 'dist', 'index.html'));
  outDir = reuse ? join(COURSE, 'dist') : (built = mkdtempSync(join(tmpdir(), 'playground-example-course-')));
  if (!reuse) await buildSite({ course: COURSE, outDir });
  server = await startPreview({ outDir, base: '/courses/tool-results/' });
}, 240_000);
afterAll(async () => {
  await server?.stop();
  if (built) rmSync(built, { recursive: true, force: true });
});

describe('the example course, built and served from a sub-path', () => {
  test("its home page and tab carry course.yaml's words, and list its exercises in its order", async () => {
    const { page } = await open({ baseURL: server.url, path: '', load: false });
    await page.goto(server.url);
    await expect(page.getByRole('heading', { level: 1, name: course.heading })).toBeVisible();
    expect(await page.title()).toBe(course.title);
    await expect(page.getByText(course.description)).toBeVisible();
    await expect(page.getByRole('region', { name: 'About this course' })).toContainText('npm run course:new');
    const track = page.getByRole('list', { name: 'Exercises' }).getByRole('link');
    await expect(track).toHaveCount(3);
    expect(await track.allTextContents()).toEqual(['Count the tool calls', 'Cut a long tool result', 'How long to wait before a retry']);
    await expect(page.getByRole('list', { name: 'Exercises' }).getByRole('listitem').nth(1)).toContainText('Python only');
  });

  test('its Python-only exercise passes with its reference solution', async () => {
    const { page } = await open({
      baseURL: server.url,
      slug: 'truncate-result',
      language: 'python',
      savedCode: file('truncate-result', 'solution.py'),
      storagePrefix: course.storagePrefix,
    });
    expect(await page.title()).toBe(`Cut a long tool result · ${course.title}`);
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
    await ui(page).runButton.click();
    await expect(ui(page).verdict).toHaveText('All 2 steps passed.', { timeout: 60_000 });
  }, 120_000);

  test("a learner's code is saved under the course's own prefix, not the built-in course's, and survives a reload", async () => {
    const { page } = await open({ baseURL: server.url, slug: 'count-tool-calls' });
    await ui(page).codeBox.focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\n// my own line');
    const ownKey = codeKeyIn(course.storagePrefix, 'count-tool-calls');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', ownKey)).toContain('// my own line');
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((key) => key.startsWith(`${BUILT_IN_STORAGE_PREFIX}:`))).toEqual([]);
    await page.reload();
    await expect(ui(page).editorLines).toContainText('// my own line', { timeout: 30_000 });
  }, 90_000);

  test("settings: the course's (the reference after solving) and an exercise's own (no hints, never the reference)", async () => {
    const { page } = await open({
      baseURL: server.url,
      slug: 'count-tool-calls',
      savedCode: file('count-tool-calls', 'starter.ts'),
      storagePrefix: course.storagePrefix,
    });
    await ui(page).runButton.click();
    await expect(ui(page).verdict).toBeVisible({ timeout: 60_000 });
    // Not solved yet: the course's setting says when, and offers nothing before.
    await expect(page.getByText('The reference solution can be shown after you solve the exercise.')).toBeVisible();
    await expect(page.getByRole('button', { name: /reference solution/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Hints for this step, in the lesson' }).first()).toBeVisible();

    await page.goto(`${server.url}retry-delay/`);
    await expect(ui(page).monaco).toBeVisible({ timeout: 30_000 });
    await ui(page).runButton.click();
    await expect(ui(page).verdict).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Hints for this step, in the lesson' })).toHaveCount(0);
    await expect(page.getByText(/The reference solution can be shown/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /reference solution/i })).toHaveCount(0);
  }, 120_000);
});
