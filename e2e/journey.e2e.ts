/** A learner's journey: the track, help when stuck, the solution on request, progress carried to another browser. */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pasteCode, ui, useBrowser } from './support/harness';
import { ROOT } from './support/server';

const { open } = useBrowser();
const solution = readFileSync(join(ROOT, 'exercises', 'parse-tool-calls', 'solution.ts'), 'utf8');

describe('the learner’s journey', () => {
  test('home, hints, the solution beside the code, solving, and the track showing it solved', async () => {
    const { page, baseURL } = await open({ clipboard: true });
    const { runButton, verdict } = ui(page);

    // Stuck: exercise hints (in the lesson's opening; each step's are in its part) come one at a time, and stay revealed after a reload.
    const hints = page.getByRole('region', { name: 'Hints', exact: true });
    await hints.getByRole('button', { name: /Show a hint/ }).click();
    await expect(hints).toContainText('Hint 1 of 3');
    await page.reload();
    await expect(hints).toContainText('Hint 1 of 3');

    // The solution waits until the learner has seen every hint of the step they are on; then it can be shown, after
    // asking, beside the learner's own code.
    await expect(page.getByText(/^The reference solution can be shown once you have seen every hint of this step/)).toBeVisible();
    await ui(page).monaco.waitFor();
    await runButton.click();
    await expect(verdict).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show the reference solution' })).toHaveCount(0);
    await ui(page).results.getByRole('button', { name: 'Hints for this step, in the lesson' }).click();
    const stepHints = page.getByRole('region', { name: /^Hints for / });
    const next = stepHints.getByRole('button', { name: /^Show the next hint/ });
    while ((await next.count()) > 0) await next.click();
    await page.getByRole('button', { name: 'Show the reference solution' }).click();
    await page.getByRole('group', { name: 'Confirm showing the solution' }).getByRole('button', { name: 'Show it' }).click();
    await expect(page.getByRole('region', { name: 'Reference solution' })).toContainText('export function parseToolCalls');
    await expect(ui(page).editorLines).toContainText('TODO');

    // Solving it marks it solved on the home view, with the date; the next exercise is one link away.
    await pasteCode(page, solution);
    await runButton.click();
    await expect(verdict).toHaveText('All 6 steps passed.');
    // Solved once the generated cases have passed too (they follow the steps' verdict).
    await expect(ui(page).results).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('navigation', { name: 'Track' }).getByRole('link', { name: 'All exercises' }).click();
    const first = page.getByRole('list', { name: 'Exercises' }).getByRole('listitem').first();
    await expect(first).toContainText(/Solved on/);
    await page.getByRole('link', { name: 'Validating tool arguments and retrying' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Validating tool arguments and retrying' })).toBeVisible();
    expect(page.url()).toBe(`${baseURL}validate-and-retry/`);
  });
});

describe('progress, carried to another browser', () => {
  test('export to a file, import it elsewhere: the code and the solved status come along', async () => {
    const solved = await open({ savedCode: solution });
    await ui(solved.page).runButton.click();
    await expect(ui(solved.page).verdict).toHaveText('All 6 steps passed.');
    await expect(ui(solved.page).results).toHaveAttribute('aria-busy', 'false');
    // Solved, random inputs included, as the page says it, before the file is made: the progress records it then.
    await expect(ui(solved.page).results.getByRole('region', { name: 'Solved' })).toBeVisible({ timeout: 30_000 });
    await solved.page.goto(`${solved.baseURL}#/`);
    await expect(solved.page.getByRole('list', { name: 'Exercises' }).getByRole('listitem').first()).toContainText(/Solved on/);
    const [download] = await Promise.all([
      solved.page.waitForEvent('download'),
      solved.page.getByRole('button', { name: 'Export progress' }).click(),
    ]);
    const file = await download.path();

    // Another browser: nothing saved, nothing solved.
    const other = await open({ load: false });
    await other.page.goto(`${other.baseURL}#/`);
    const first = other.page.getByRole('list', { name: 'Exercises' }).getByRole('listitem').first();
    await expect(first).toContainText('Not started');
    await other.page.getByLabel('Import progress…').setInputFiles(file);
    await expect(other.page.getByRole('status').filter({ hasText: 'Imported progress' })).toContainText('1 with newer code from the file');
    await expect(first).toContainText(/Solved on/);
    await other.page.getByRole('link', { name: 'Parsing and validating tool calls' }).click();
    await expect(ui(other.page).editorLines).toContainText('function readCall', { timeout: 30_000 });
  });
});
