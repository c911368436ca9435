/**
 * "Trace this case" in Chromium, against the built site (issue #20): a failing
 * parseToolCalls case traced in TypeScript and in Python shows its lines in
 * order with the values after each, stepped by keyboard, the editor marking the
 * line; a loop that never ends is cut with the message; a traced program cannot
 * reach the page, the network or storage; the view is axe-clean and fits at
 * 1280 and 360 px.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exercise } from './support/exercise';
import { pasteCode, screenshot, ui, useBrowser } from './support/harness';
import { pastePython, run } from './support/python';
import { seriousViolations } from './support/axe';
import { startCanary } from './support/hostile';

const { open } = useBrowser();

let canary: Awaited<ReturnType<typeof startCanary>>;
beforeAll(async () => {
  canary = await startCanary();
});
afterAll(async () => {
  expect(canary.hits, 'requests a traced program got to another origin').toEqual([]);
  await canary.stop();
});

/** Finds no call and one error for every reply: the first case (no block, no error expected) fails. */
const TYPESCRIPT = `export function parseToolCalls(text: string, registry: Registry): [ToolCall[], string[]] {
  const calls: ToolCall[] = [];
  const errors: string[] = [];
  if (text.includes('dogs')) while (true) {}
  errors.push('not done yet');
  return [calls, errors];
}
`;

const PYTHON = `def parse_tool_calls(text, registry):
    calls = []
    errors = []
    errors.append("not done yet")
    return calls, errors
`;

function tracePanel(page: Page) {
  const region = page.getByRole('region', { name: /^Trace of / });
  return {
    region,
    step: region.getByRole('group', { name: /trace step/i }),
    next: region.getByRole('button', { name: /next step/i }),
    firstDifference: region.getByRole('button', { name: /first step where a value differs/i }),
    spoken: region.locator('[aria-live="polite"].visually-hidden'),
    list: region.getByRole('list', { name: 'Every step' }),
  };
}

/** The list of every step, each item matching its pattern, in order. */
async function expectSteps(list: ReturnType<typeof tracePanel>['list'], patterns: RegExp[]) {
  await expect(list.getByRole('listitem')).toHaveCount(patterns.length);
  const texts = await list.getByRole('listitem').allTextContents();
  texts.forEach((text, i) => expect(text.trim()).toMatch(patterns[i]!));
}

async function traceFirstCase(page: Page) {
  await ui(page).problemCase(exercise.cases[0]!.title).getByRole('button', { name: 'Trace this case' }).click();
  await expect(tracePanel(page).step).toBeVisible({ timeout: 60_000 });
}

async function traceOwnInput(page: Page, text: string) {
  const panel = page.getByRole('region', { name: 'Try your own input' });
  await panel.getByRole('button', { name: 'Try your own input' }).click();
  await panel.getByRole('textbox', { name: 'Input, in YAML or JSON' }).fill(text);
  await panel.getByRole('button', { name: 'Trace this input' }).click();
}

describe('Trace this case', () => {
  test('TypeScript: the lines in order with their values, stepped by keyboard, the line marked in the editor', async () => {
    const { page } = await open({ clipboard: true });
    await pasteCode(page, TYPESCRIPT);
    await run(page);
    // The generated cases too: the verdict line changes when they end.
    await expect(ui(page).results).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    const verdict = await ui(page).summary.textContent();
    await traceFirstCase(page);
    const t = tracePanel(page);
    await expect(t.step).toContainText('Step 1 of 5: line 1 in parseToolCalls (depth 1), called');
    await expectSteps(t.list, [
      /^line 1 parseToolCalls called/,
      /^line 2 parseToolCalls ran line/,
      /^line 3 parseToolCalls ran line/,
      /^line 5 parseToolCalls ran line/,
      /^line 6 parseToolCalls returned \[\[\], \["not done yet"\]\]/,
    ]);
    // The step's line is marked in the editor (Monaco draws a whole-line decoration in more than one layer).
    await expect.poll(() => ui(page).monaco.locator('.trace-current-line').count()).toBeGreaterThan(0);
    await t.step.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(t.step).toContainText('Step 4 of 5: line 5 in parseToolCalls (depth 1), ran line');
    await expect(t.step.getByRole('row', { name: /errors \["not done yet"\] changed/ })).toBeVisible();
    await expect(t.spoken).toHaveText('Step 4 of 5: line 5 in parseToolCalls (depth 1), ran line');
    await expect(t.step).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(t.step).toContainText('Step 3 of 5');
    await t.firstDifference.click();
    await expect(t.step).toContainText('Step 4 of 5');
    // Never a Run: the verdict is the one the Run gave.
    expect(await ui(page).summary.textContent()).toBe(verdict);
    expect(await seriousViolations(page, '.trace-panel')).toEqual([]);
    await t.region.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'trace-1280');

    // An edit makes the trace one of earlier code: its steps go, and the editor's mark with them, until it is traced again.
    await ui(page).codeBox.focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\n// edited');
    await expect(t.region.getByText('From earlier code.')).toBeVisible();
    await expect(t.step).toHaveCount(0);
    await expect.poll(() => ui(page).monaco.locator('.trace-current-line').count()).toBe(0);
    await t.region.getByRole('button', { name: 'Trace your code now' }).click();
    await expect(t.step).toContainText('Step 1 of 5: line 1 in parseToolCalls (depth 1), called', { timeout: 60_000 });
    await expect.poll(() => ui(page).monaco.locator('.trace-current-line').count()).toBeGreaterThan(0);
  }, 120_000);

  test('a loop that never ends is cut at the step limit, with the message', async () => {
    const { page } = await open({ clipboard: true });
    await pasteCode(page, TYPESCRIPT);
    await traceOwnInput(page, "text: 'cats and dogs'\nregistry: {}\n");
    const t = tracePanel(page);
    await expect(t.region).toContainText('Cut after 2000 steps: the trace stopped your code there', { timeout: 30_000 });
    await expect(t.region.getByRole('status')).toContainText('TraceStepLimit');
  }, 90_000);

  test('Python: the same case traced with sys.settrace, in Python notation', async () => {
    const { page } = await open({ clipboard: true });
    await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'Python' }).check();
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
    await pastePython(page, PYTHON);
    await run(page);
    await traceFirstCase(page);
    const t = tracePanel(page);
    await expectSteps(t.list, [
      /^line 1 parse_tool_calls called/,
      /^line 2 parse_tool_calls ran line/,
      /^line 3 parse_tool_calls ran line/,
      /^line 4 parse_tool_calls ran line/,
      /^line 5 parse_tool_calls returned \[\[\], \['not done yet'\]\]/,
    ]);
    await t.firstDifference.click();
    await expect(t.step).toContainText('Step 4 of 5: line 4 in parse_tool_calls (depth 1), ran line');
    await expect(t.step.getByRole('row', { name: /errors \['not done yet'\] changed/ })).toBeVisible();
    expect(await seriousViolations(page, '.trace-panel')).toEqual([]);

    // Edited Python: the trace is of earlier code, and a new one is of the code now (a line above moves every step down).
    await pastePython(page, `# edited\n${PYTHON}`);
    await expect(t.region.getByText('From earlier code.')).toBeVisible();
    await expect(t.step).toHaveCount(0);
    await t.region.getByRole('button', { name: 'Trace your code now' }).click();
    await expect(t.step).toContainText('Step 1 of 5: line 2 in parse_tool_calls (depth 1), called', { timeout: 60_000 });
  }, 180_000);

  test('a traced program reaches neither the page, nor the network, nor storage', async () => {
    const { page } = await open({ clipboard: true });
    const title = await page.title();
    await pasteCode(
      page,
      `export function parseToolCalls(text: string, registry: any): any {
  const tried: string[] = [];
  try { void fetch('${canary.origin}/traced').catch(() => {}); tried.push('fetch called'); } catch { tried.push('no fetch'); }
  try { (globalThis as any).localStorage.setItem('traced', '1'); tried.push('storage written'); } catch { tried.push('no storage'); }
  try { (globalThis as any).document.title = 'traced'; tried.push('title written'); } catch { tried.push('no document'); }
  try { (globalThis as any).parent.postMessage({ type: 'case-done' }, '*'); tried.push('parent posted'); } catch { tried.push('no parent'); }
  return [[], tried];
}
`,
    );
    await traceOwnInput(page, "text: ''\nregistry: {}\n");
    const t = tracePanel(page);
    await expect(t.region.getByRole('status')).toContainText('Returned', { timeout: 30_000 });
    await expect(t.region.getByRole('status')).toContainText('no storage');
    await expect(t.region.getByRole('status')).toContainText('no document');
    expect(await page.title()).toBe(title);
    expect(await page.evaluate(() => localStorage.getItem('traced'))).toBeNull();
  }, 90_000);

  test('fits at 360 px', async () => {
    const { page } = await open({ clipboard: true, viewport: { width: 360, height: 740 } });
    await pasteCode(page, TYPESCRIPT);
    await run(page);
    await traceFirstCase(page);
    await tracePanel(page).next.click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page, '.trace-panel')).toEqual([]);
    await tracePanel(page).region.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'trace-360');
  }, 90_000);
});
