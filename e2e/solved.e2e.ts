/** Solving an exercise: the solved state, its ways on, and the results kept across a reload (issue 18). */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { allExercises, exercise } from './support/exercise';
import { pasteCode, screenshot, ui, useBrowser, waitForEditor } from './support/harness';
import { seriousViolations } from './support/axe';

const { open } = useBrowser();
const next = allExercises[allExercises.findIndex((e) => e.slug === exercise.slug) + 1]!;

/** Pastes the reference solution, runs it, and waits for the solved state (after the generated cases too). */
async function solve(page: Page) {
  const { results, runButton } = ui(page);
  await pasteCode(page, exercise.solution);
  await runButton.click();
  const solved = results.getByRole('region', { name: 'Solved' });
  await expect(solved).toBeVisible({ timeout: 90_000 });
  return solved;
}

describe('the solved state', () => {
  test('leads to the next exercise and to the reference solution, and comes back after a reload', async () => {
    const { page } = await open({ clipboard: true, viewport: { width: 1280, height: 800 } });
    const { results, verdict } = ui(page);
    let solved = await solve(page);
    await expect(verdict).toHaveText(`All ${exercise.steps.length} steps passed.`);
    await expect(solved.getByRole('heading', { name: 'Solved' })).toBeVisible();
    await screenshot(page, 'solved-1280');
    expect(await seriousViolations(page)).toEqual([]);

    await solved.getByRole('button', { name: 'Compare with the reference solution' }).click();
    const reference = page.getByRole('region', { name: 'Reference solution' });
    await expect(reference).toBeVisible();
    await expect(reference).toBeFocused();
    await expect(ui(page).monaco).toBeVisible();
    await screenshot(page, 'solved-compare-1280');

    // A reload shows the same results at once, marked as those of the last visit, without a Run.
    await page.reload();
    await waitForEditor(page);
    await expect(results.getByText(/^Results of your last Run, .+\. Your code is as it was then\.$/)).toBeVisible();
    await expect(verdict).toHaveText(`All ${exercise.steps.length} steps passed.`);
    solved = results.getByRole('region', { name: 'Solved' });
    await expect(solved).toBeVisible();

    await solved.getByRole('link', { name: `Next: ${next.title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`/${next.slug}/$`));
  }, 180_000);

  test('holds on a phone, light and dark', async () => {
    const { page } = await open({ clipboard: true, viewport: { width: 360, height: 740 } });
    const solved = await solve(page);
    await solved.scrollIntoViewIfNeeded();
    const box = (await solved.boundingBox())!;
    // Within the screen's width: nothing of it is cut at the right edge.
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await screenshot(page, 'solved-360');
    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'solved-360-dark');
    expect(await seriousViolations(page)).toEqual([]);
  }, 180_000);
});
