/**
 * tool-decorator, the course's Python decorator, is a Python-only exercise: it opens in Python with no
 * language switch, the Python reference passes every step in Chromium (Pyodide, driver.py), the starter
 * fails readably, and its lesson reads well at 1280 × 800 and 360 × 740, light and dark
 * (test-results/tool-decorator-lesson-*.png).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { allExercises } from './support/exercise';
import { screenshot, ui, useBrowser } from './support/harness';
import { ROOT } from './support/server';

const { open } = useBrowser();

const SLUG = 'tool-decorator';
const exercise = allExercises.find((e) => e.slug === SLUG)!;
const file = (name: string) => readFileSync(join(ROOT, 'exercises', SLUG, name), 'utf8');
const steps = exercise.steps.length;

/** Opens the exercise with Python code saved for it, and waits until Python is ready. */
async function openWith(code: string) {
  const app = await open({ slug: SLUG, language: 'python', savedCode: code });
  await expect(app.page.getByRole('heading', { level: 1, name: exercise.title })).toBeVisible();
  await expect(app.page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
  return app;
}

describe('tool-decorator, a Python-only exercise', () => {
  test('opens in Python without a language switch, and the Python reference passes every step', async () => {
    const { page } = await openWith(file('solution.py'));
    await expect(page.getByRole('group', { name: 'Language' })).toHaveCount(0);
    await expect(ui(page).editorLines).toContainText('JSON_TYPES');
    await ui(page).runButton.click();
    await expect(ui(page).verdict).toHaveText(`All ${steps} steps passed.`, { timeout: 60_000 });
    for (const step of exercise.steps) {
      const count = exercise.cases.filter((c) => c.step === step.id).length;
      await expect(ui(page).stepButton(step.title)).toContainText(`${count}/${count}`);
    }
  }, 120_000);

  test('the starter fails with a readable verdict that says where to start', async () => {
    const { page } = await openWith(file('starter.py'));
    await ui(page).runButton.click();
    await expect(ui(page).verdict).toHaveText(new RegExp(`^\\d+ of ${steps} steps passed\\.$`), { timeout: 60_000 });
    await expect(ui(page).summary).toContainText('Start with');
    await expect(ui(page).summary).toContainText(exercise.steps[0]!.title);
    // The failing case shows its tool as the decorated Python the check runs, not only as its YAML.
    const functions = ui(page).results.getByLabel("The case's functions, in Python").first();
    await expect(functions).toContainText('@tool(');
    await expect(functions).toContainText(/def \w+\(/);
    await functions.scrollIntoViewIfNeeded();
    await screenshot(page, 'tool-decorator-case-functions');
  }, 120_000);

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      test(`its lesson fits ${viewport.width} px in ${colorScheme}, table and code included`, async () => {
        const { page } = await open({ slug: SLUG, colorScheme, viewport });
        const lesson = ui(page).lesson;
        await expect(lesson.getByRole('heading', { name: 'What to write' })).toBeVisible();
        const name = `tool-decorator-lesson-${viewport.width}-${colorScheme}`;
        await screenshot(page, name);
        // The table of parameters and the code around it, in the lesson's part for the "required" step, opened.
        await lesson.getByRole('button', { name: /^Step 4 of 8 Required parameters, in order/ }).click();
        await lesson.getByRole('table').first().scrollIntoViewIfNeeded();
        await screenshot(page, `${name}-table`);
        // Nothing but the lesson's own tables scrolls sideways: the page does not, and its code blocks wrap.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        const cut = await page.evaluate(
          () => [...document.querySelectorAll('.lesson-body pre')].filter((pre) => pre.scrollWidth > pre.clientWidth + 1).length,
        );
        expect(cut, 'lesson code blocks wider than their box').toBe(0);
      }, 60_000);
    }
  }
});
