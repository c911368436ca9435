/**
 * What the results draw, seen in Chromium with the fonts this machine has (Debian's DejaVu and
 * Liberation): an instructor's `code` in a case title is drawn as code, the timed-out badge's sign is
 * drawn (the ⧗ it had was an empty box in these fonts), and a Python traceback keeps its lines, its
 * ~~^~~ marks under the expression they point at.
 */
import { describe, expect, test } from 'vitest';
import { exercise } from './support/exercise';
import { screenshot, ui, useBrowser } from './support/harness';
import { learnerCode, openAllSteps } from './support/hostile';
import { pastePython, run } from './support/python';
import { seriousViolations } from './support/axe';

const { open } = useBrowser();

const jsonNull = exercise.cases.find((c) => c.id === 'json-null')!;
const slow = exercise.cases.find((c) => c.id === 'one-line-block')!;

describe('the results of a failing Run', () => {
  test.each(['light', 'dark'] as const)(
    'draw a title’s `code` as code and the timed-out sign as a drawing, in %s',
    async (colorScheme) => {
      const { page } = await open({
        colorScheme,
        savedCode: learnerCode({ special: { [jsonNull.id]: 'return { calls: [], errors: [] };', [slow.id]: 'while (true) {}' } }),
      });
      await page.setViewportSize({ width: 1280, height: 800 });
      const { runButton, verdict, results, problemCase } = ui(page);
      await runButton.click();
      await expect(verdict).toBeVisible({ timeout: 30_000 });
      await openAllSteps(page);

      // "`null` parses as JSON, but it is bad json": the word null is code, and no backtick is shown.
      expect(jsonNull.title).toBe('null parses as JSON, but it is bad json');
      const nullCase = problemCase(jsonNull.title);
      await expect(nullCase.locator('summary code')).toHaveText('null');
      expect(await nullCase.locator('summary code').evaluate((code) => getComputedStyle(code).fontFamily)).toMatch(/monospace/);
      expect(await results.textContent()).not.toContain('`null`');

      const timedOut = problemCase(slow.title).locator('summary .badge-timeout');
      await expect(timedOut).toHaveText('timed out');
      const sign = timedOut.locator('svg');
      await expect(sign).toBeVisible();
      const box = (await sign.boundingBox())!;
      expect(box.width).toBeGreaterThan(5);
      expect(box.height).toBeGreaterThan(5);
      await timedOut.scrollIntoViewIfNeeded();
      await screenshot(page, `results-timed-out-badge-${colorScheme}`);
      await nullCase.locator('summary').evaluate((summary) => summary.scrollIntoView({ block: 'center' }));
      await screenshot(page, `results-code-in-title-${colorScheme}`);
      // The code's background keeps the title readable: axe finds no contrast problem on the page.
      expect(await seriousViolations(page)).toEqual([]);
    },
    120_000,
  );
});

describe('a Python run-time error', () => {
  test('shows its traceback line by line, the marks under the expression', async () => {
    const app = await open({ clipboard: true });
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'Python' }).check();
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
    await pastePython(page, 'def parse_tool_calls(text, registry):\n    return len(text) // 0\n');
    await run(page);

    const first = ui(page).problemCase(exercise.cases[0]!.title);
    const message = first.locator('.case-problem .problem-message');
    await expect(message).toBeVisible();
    // innerText is the text as laid out: each traceback line on its own line.
    const lines = (await message.innerText()).split('\n');
    expect(lines[0]).toBe('ZeroDivisionError: division by zero');
    expect(lines).toContain('Traceback (most recent call last):');
    const code = lines.findIndex((line) => line.includes('return len(text) // 0'));
    expect(code).toBeGreaterThan(0);
    const marks = lines[code + 1]!;
    expect(marks).toMatch(/^\s+~*\^+~*$/);
    // The marks start under `len(text) // 0`, the expression that failed, in a monospace font.
    expect(marks.search(/\S/)).toBe(lines[code]!.indexOf('len('));
    expect(await message.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/monospace/);
    await message.scrollIntoViewIfNeeded();
    await screenshot(page, 'results-python-traceback');
  }, 180_000);
});
