/**
 * The editor and the results share the work column as the learner sets it: a handle between them
 * moves with the mouse and the keyboard, the page itself never scrolls on a desktop, and the
 * share is remembered after a reload. Alt+Shift+R moves between the code and the results. On a
 * phone the panes stack and there is no handle.
 */
import { describe, expect, test } from 'vitest';
import { screenshot, ui, useBrowser } from './support/harness';
import { seriousViolations } from './support/axe';

const { open } = useBrowser();

const heightOf = async (page: import('playwright-core').Page, selector: string) => (await page.locator(selector).boundingBox())!.height;

describe('the handle between the editor and the results', () => {
  test('follows a drag, keys and a reload, and the page itself never scrolls', async () => {
    const { page } = await open({ viewport: { width: 1280, height: 800 } });
    const handle = page.getByRole('separator', { name: 'Resize the editor and the results' });
    await expect(handle).toHaveAttribute('aria-valuenow', '60');
    const before = await heightOf(page, '#editor');

    // Drag it down 120 px with the mouse: the editor grows by as much, the results shrink.
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 60, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 120, { steps: 4 });
    await page.mouse.up();
    const after = await heightOf(page, '#editor');
    expect(after - before).toBeGreaterThan(100);
    expect(after - before).toBeLessThan(140);
    const dragged = Number(await handle.getAttribute('aria-valuenow'));
    expect(dragged).toBeGreaterThan(60);

    // Keys: Up makes the editor smaller by 5 points; Home goes to the smallest.
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await expect(handle).toHaveAttribute('aria-valuenow', String(dragged - 5));
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight)).toBe(true);

    await page.reload();
    await expect(handle).toHaveAttribute('aria-valuenow', String(dragged - 5));
    await screenshot(page, 'layout-handle-1280');
    expect(await seriousViolations(page)).toEqual([]);
  }, 60_000);

  test('is not there on a phone, where the panes stack and the page scrolls', async () => {
    const { page } = await open({ viewport: { width: 360, height: 740 } });
    await expect(page.getByRole('separator', { name: 'Resize the editor and the results' })).toBeHidden();
  }, 60_000);
});

describe('Alt+Shift+R', () => {
  test('moves from the code to the results and back, typing nothing', async () => {
    const { page } = await open({ viewport: { width: 1280, height: 800 } });
    const { codeBox, results } = ui(page);
    await codeBox.focus();
    const code = await page.locator('.monaco-editor .view-lines').innerText();
    await page.keyboard.press('Alt+Shift+KeyR');
    await expect(results).toBeFocused();
    await page.keyboard.press('Alt+Shift+KeyR');
    await expect(codeBox).toBeFocused();
    expect(await page.locator('.monaco-editor .view-lines').innerText()).toBe(code);
  }, 60_000);
});

describe('after a failing Run at 1280 × 800', () => {
  test('the headline is in view, expected and received stack, the first difference is one scroll away, and the page does not scroll', async () => {
    const { page } = await open({ viewport: { width: 1280, height: 800 } });
    const { results, runButton } = ui(page);
    await runButton.click();
    await expect(ui(page).verdict).toBeVisible({ timeout: 60_000 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // Where the results scroll: the pane around them (the page itself does not).
      const pane = await results.evaluate((element) => {
        let box: Element | null = element;
        while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
        const scroller = box ?? document.documentElement;
        const top = (target: Element) => target.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
        const headline = element.querySelector('p.summary')!.getBoundingClientRect();
        const frame = scroller.getBoundingClientRect();
        return {
          height: scroller.clientHeight,
          scrollTop: scroller.scrollTop,
          headlineInView: headline.top >= frame.top - 1 && headline.bottom <= frame.bottom + 1,
          differences: top(element.querySelector('[aria-label="Differences"]')!),
        };
      });
      expect(pane.height, 'the results scroll in a pane shorter than the window').toBeLessThan(800);
      expect(pane.headlineInView).toBe(true);
      // The first failing case is open: its values one above the other, each the case's whole width.
      const expected = (await results.getByLabel('Expected', { exact: true }).first().boundingBox())!;
      const received = (await results.getByLabel('Received', { exact: true }).first().boundingBox())!;
      expect(received.y).toBeGreaterThan(expected.y + expected.height - 1);
      expect(Math.abs(received.x - expected.x)).toBeLessThan(1);
      // Its differences start within two heights of the pane: one scroll away.
      expect(pane.differences / pane.height).toBeLessThan(2);
      expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBe(800);
      await screenshot(page, `layout-after-run-1280-${colorScheme}`);
    }
  }, 90_000);
});
