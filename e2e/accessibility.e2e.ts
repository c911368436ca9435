/**
 * axe-core finds no serious or critical violation on any view, in light and dark, wide and narrow. Each view is
 * checked in both schemes where it stands (emulateMedia), not loaded and run once per scheme.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ui, useBrowser } from './support/harness';
import { seriousViolations } from './support/axe';
import { allExercises } from './support/exercise';

const { open } = useBrowser();

/** axe on the page as it is, in light and then in dark: the same views, without loading and running them twice. */
async function violationsInBothSchemes(page: Page): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {};
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    found[colorScheme] = await seriousViolations(page);
  }
  return found;
}

const NONE = { light: [], dark: [] };

describe('accessibility', () => {
  test('the exercise page, before and after a failing run, in light and dark', async () => {
    const { page } = await open();
    expect(await violationsInBothSchemes(page)).toEqual(NONE);
    await ui(page).runButton.click();
    await expect(ui(page).verdict).toBeVisible();
    await expect(page.getByRole('figure').first()).toBeVisible();
    expect(await violationsInBothSchemes(page)).toEqual(NONE);
  });

  test("every exercise's lesson and editor, and its starter's failing results, in light and dark", async () => {
    const { page, baseURL } = await open();
    for (const exercise of allExercises) {
      await page.goto(`${baseURL}#/${exercise.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: exercise.title })).toBeVisible();
      await expect(ui(page).monaco).toBeVisible({ timeout: 30_000 });
      expect(await violationsInBothSchemes(page), exercise.slug).toEqual(NONE);
      // Each exercise draws its failures its own way (tool-call blocks, a conversation, plain values).
      await ui(page).runButton.click();
      await expect(ui(page).verdict).toBeVisible({ timeout: 30_000 });
      await expect(ui(page).results).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
      expect(await violationsInBothSchemes(page), `${exercise.slug}, after a Run`).toEqual(NONE);
    }
    // Six exercises, one of them in Python (Pyodide downloads and starts before its Run).
  }, 240_000);

  test('the home view, the instructor view, and a laptop screen at 200% zoom', async () => {
    const { page, baseURL } = await open({ load: false });
    await page.goto(`${baseURL}#/`);
    await expect(page.getByRole('list', { name: 'Exercises' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${baseURL}parse-tool-calls/?view=instructor`);
    await expect(page.getByText(/^All \d+ mistakes (\(\d+ TypeScript, \d+ Python\) )?run\.$/)).toBeVisible({ timeout: 60_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // A 1280 × 900 screen at 200% zoom lays the page out in 640 × 450 CSS pixels.
    const zoomed = await open({ viewport: { width: 640, height: 450 } });
    await ui(zoomed.page).runButton.click();
    await expect(ui(zoomed.page).verdict).toBeVisible();
    expect(await seriousViolations(zoomed.page)).toEqual([]);
    expect(await zoomed.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
