/**
 * The lesson in parts (issue #18): each check step has its part of the lesson, headed with the step's
 * status from the last Run, and the step's hints live there. A failing Run marks the step's part as
 * failed and opens it; the step's link in the results reaches its hints, on a desktop and on a phone.
 */
import { describe, expect, test } from 'vitest';
import { screenshot, ui, useBrowser } from './support/harness';
import { seriousViolations } from './support/axe';

const { open } = useBrowser();

const SIZES = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '360', viewport: { width: 360, height: 740 } },
];

describe('the lesson in parts', () => {
  test.each(SIZES)(
    'at $name px, a failing Run marks its step’s part failed, and the results’ link reaches its hints',
    async ({ name, viewport }) => {
      const { page } = await open({ viewport });
      const { lesson, runButton, verdict, results } = ui(page);
      const part = lesson.getByRole('button', { name: /^Step 1 of 6 Finding the blocks/ });
      // Each part's heading names its step and its status (the matchers have no accessible-name check: the name finds it).
      const named = (name: string) => lesson.getByRole('button', { name, exact: true });
      await expect(named('Step 1 of 6 Finding the blocks not run yet')).toBeVisible();

      // The starter finds no blocks: the Run fails the first step, and its part says so, open, as the place to start.
      await runButton.click();
      await expect(verdict).toBeVisible();
      await expect(named('Step 1 of 6 Finding the blocks failed Start here')).toBeVisible();
      await expect(part).toHaveAttribute('aria-expanded', 'true');
      await expect(named('Step 6 of 6 The five-block example failed')).toHaveAttribute('aria-expanded', 'false');
      // The picture for docs/screenshots: the failed part's heading at the top of the lesson, beside the results.
      await part.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await screenshot(page, `lesson-parts-${name}`);

      // The results keep no hints of their own: the step's link takes the learner to them, first one revealed.
      expect(await results.getByRole('region', { name: /^Hints/ }).count()).toBe(0);
      await results.getByRole('button', { name: 'Hints for this step, in the lesson' }).click();
      const hints = lesson.getByRole('region', { name: 'Hints for Finding the blocks' });
      await expect(hints).toBeFocused();
      await expect(hints).toBeInViewport();
      await expect(hints).toContainText('Hint 1 of 2');
      await expect(hints.getByRole('button', { name: 'Show the next hint (1 left)' })).toBeVisible();

      // The part opens and closes from the keyboard.
      await part.focus();
      await page.keyboard.press('Enter');
      await expect(part).toHaveAttribute('aria-expanded', 'false');
      await expect(hints).toBeHidden();
      await page.keyboard.press('Space');
      await expect(part).toHaveAttribute('aria-expanded', 'true');
      await hints.focus();
      await hints.scrollIntoViewIfNeeded();
      await screenshot(page, `lesson-parts-hints-${name}`);
      expect(await seriousViolations(page)).toEqual([]);
    },
    90_000,
  );
});
