/** Python in the browser tests: pasting Python as a learner would, and a Run that waits for its own verdict. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { exercise } from './exercise';
import { savedCode, ui } from './harness';

/** Pastes Python code into the editor as a learner would, and waits until it is saved under the Python key. */
export async function pastePython(page: Page, code: string, slug = exercise.slug) {
  await ui(page).codeBox.focus();
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => savedCode(page, `${slug}.py`), { message: 'the pasted Python is saved' }).toBe(code);
}

/**
 * Runs and waits for the new verdict; returns how long it took, from the click to the verdict. The
 * line that holds the verdict also shows the run's duration, so it changes with every Run even when
 * the verdict is the same.
 */
export async function run(page: Page): Promise<number> {
  const { runButton, summary, verdict } = ui(page);
  const before = (await summary.count()) > 0 ? await summary.textContent() : null;
  const started = Date.now();
  await runButton.click();
  // While the run is under way there is no verdict line: wait for one that is not the previous one.
  await expect
    .poll(
      async () => {
        const text = (await summary.count()) > 0 ? await summary.textContent() : null;
        return text !== null && text !== before;
      },
      { timeout: 60_000, interval: 20 },
    )
    .toBe(true);
  await expect(verdict).toBeVisible();
  return Date.now() - started;
}
