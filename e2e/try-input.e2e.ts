/**
 * "Try your own input" in Chromium, against the built site: a learner types
 * an input (or takes a failing case's with "Try this case"), and sees what
 * their function returns and prints beside the reference's value, the
 * differences marked, in TypeScript and in Python; a function that never ends
 * on the input gets a readable timeout and the page stays usable; the panel is
 * axe-clean, and fits at 1280x800 and 360x740, light and dark. A try is not a
 * Run: the results and progress stay as they were.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { exercise } from './support/exercise';
import { pasteCode, screenshot, ui, useBrowser } from './support/harness';
import { pastePython, run } from './support/python';
import { seriousViolations } from './support/axe';

const { open } = useBrowser();

const ONE_CALL = `text: '<tool_call>{"name": "search", "arguments": {"query": "cats"}}</tool_call>'
registry:
  search: {required: [query], optional: []}
`;

/** Prints, finds no call, and loops for ever on a reply about dogs. */
const TYPESCRIPT = `export function parseToolCalls(text: string, registry: Registry): [ToolCall[], string[]] {
  console.log('reply of', text.length, 'characters');
  if (text.includes('dogs')) while (true) {}
  return [[], ['not done yet']];
}
`;

const PYTHON = `def parse_tool_calls(text, registry):
    print("reply of", len(text), "characters")
    if "dogs" in text:
        while True:
            pass
    return [], ["not done yet"]
`;

function panel(page: Page) {
  const region = page.getByRole('region', { name: 'Try your own input' });
  return {
    region,
    toggle: region.getByRole('button', { name: 'Try your own input' }),
    box: region.getByRole('textbox', { name: 'Input, in YAML or JSON' }),
    tryButton: region.getByRole('button', { name: 'Run on this input' }),
    status: region.getByRole('status'),
    yours: region.getByLabel('Your function’s value'),
    reference: region.getByLabel('The reference solution’s value'),
    printed: region.getByLabel('What your function printed'),
    differences: region.getByRole('list', { name: 'Differences' }),
  };
}

/** Replaces the box's text, as a learner's select-all and typing would. */
async function typeInput(page: Page, text: string) {
  await panel(page).box.fill(text);
}

async function expectTriedOneCall(page: Page, printed: RegExp) {
  const p = panel(page);
  await expect(p.status).toHaveText('Your function returns something else than the reference solution: 2 differences.', {
    timeout: 60_000,
  });
  await expect(p.yours).toContainText('not done yet');
  await expect(p.reference).toContainText('cats');
  expect(await p.yours.locator('.marked').count()).toBeGreaterThan(0);
  expect(await p.reference.locator('.marked').count()).toBeGreaterThan(0);
  await expect(p.differences.getByRole('listitem')).toHaveCount(2);
  await expect(p.printed).toHaveText(printed);
}

describe('Try your own input', () => {
  test('TypeScript: a typed input, a case from the results, a loop that never ends; never a Run', async () => {
    const { page } = await open({ clipboard: true });
    await pasteCode(page, TYPESCRIPT);
    const p = panel(page);
    await p.toggle.click();
    await expect.poll(() => p.box.inputValue()).toContain('The capital of Norway is Oslo');
    await typeInput(page, ONE_CALL);
    await p.tryButton.click();
    await expectTriedOneCall(page, /^reply of 73 characters\s*$/);
    // Not a Run: the results still wait for the first one, and nothing says the exercise was run.
    await expect(ui(page).results).toContainText('Press');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes(':running:')))).toEqual([]);

    // A loop that never ends on this input: stopped at the time limit, said in words, and the page still works.
    await typeInput(page, ONE_CALL.replace('cats', 'dogs'));
    await p.tryButton.click();
    await expect(p.status).toHaveText('Your function did not return a value: it took too long.', { timeout: 30_000 });
    await expect(p.region).toContainText(`Did not finish within ${exercise.timeLimitMs / 1000} s, so it was stopped.`);
    await expect(p.reference).toContainText('dogs');

    // A Run, then "Try this case" on its first failing case: its input goes to the panel, the caret with it.
    await run(page);
    await expect(ui(page).results).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 }); // the generated cases too
    const verdict = await ui(page).summary.textContent();
    // All the Run printed, in one place too (the cases about dogs ran out of time, and printed nothing that reached the page).
    const printed = ui(page).results.getByText(/^Console output of this Run \(\d+ cases printed\)$/);
    await printed.click();
    await expect(ui(page).results.getByLabel(`Printed by “${exercise.cases[0]!.title}”`)).toHaveText(/^reply of \d+ characters\s*$/);
    expect(await seriousViolations(page, '.run-output')).toEqual([]);
    const first = exercise.cases[0]!;
    await ui(page)
      .problemCase(first.title)
      .getByRole('button', { name: /^Try this case/ })
      .click();
    await expect(p.box).toBeFocused();
    await expect(p.box).toBeInViewport();
    await expect.poll(() => p.box.inputValue()).toContain('The capital of Norway is Oslo');
    await page.keyboard.press('Tab');
    await expect(p.tryButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(p.status).toHaveText('Your function returns something else than the reference solution: 1 difference.', {
      timeout: 30_000,
    });
    expect(await ui(page).summary.textContent()).toBe(verdict);

    // Inputs the page refuses, each with its reason: a YAML alias bomb, and a paste past the box's size.
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      ...'bcdefgh'.split('').map(
        (name, at) =>
          `${name}: &${name} [${Array(9)
            .fill(`*${String.fromCharCode(97 + at)}`)
            .join(', ')}]`,
      ),
    ];
    await typeInput(page, bomb.join('\n'));
    await p.tryButton.click();
    await expect(p.status).toHaveText('This input expands its YAML aliases (*name) too many times: write the values out instead.');
    await p.box.focus();
    await page.evaluate((text) => navigator.clipboard.writeText(text), `text: "${'x'.repeat(300_000)}"`);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+V');
    await expect.poll(() => p.box.evaluate((box: HTMLTextAreaElement) => box.value.length)).toBe(100_000);
    await expect(p.region).toContainText('The box holds at most 100,000 characters: the rest of what you pasted was left out.');

    expect(await seriousViolations(page, '.try-panel')).toEqual([]);
  }, 120_000);

  test('Python: the same panel runs the learner’s Python beside the reference', async () => {
    const { page } = await open({ clipboard: true });
    await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'Python' }).check();
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
    await pastePython(page, PYTHON);
    const p = panel(page);
    await p.toggle.click();
    await typeInput(page, ONE_CALL);
    await p.tryButton.click();
    await expectTriedOneCall(page, /^reply of 73 characters\s*$/);
    // Python's notation: the reference's value as Python writes it.
    await expect(p.reference).toContainText("'query': 'cats'");

    await typeInput(page, ONE_CALL.replace('cats', 'dogs'));
    await p.tryButton.click();
    await expect(p.status).toHaveText('Your function did not return a value: it took too long.', { timeout: 60_000 });
    // Still usable: the next try runs (a fresh Pyodide, as after a Run's timeout).
    await typeInput(page, ONE_CALL);
    await p.tryButton.click();
    await expectTriedOneCall(page, /^reply of 73 characters\s*$/);
    expect(await seriousViolations(page, '.try-panel')).toEqual([]);
  }, 180_000);

  for (const [size, viewport] of [
    ['1280', { width: 1280, height: 800 }],
    ['360', { width: 360, height: 740 }],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`fits at ${viewport.width}x${viewport.height}, ${colorScheme}`, async () => {
        const { page } = await open({ clipboard: true, viewport, colorScheme });
        await pasteCode(page, TYPESCRIPT);
        await run(page);
        await ui(page)
          .problemCase(exercise.cases[0]!.title)
          .getByRole('button', { name: /^Try this case/ })
          .click();
        await typeInput(page, ONE_CALL);
        await panel(page).tryButton.click();
        await expectTriedOneCall(page, /^reply of 73 characters\s*$/);
        // The input's last lines and what the try gave, in view.
        await panel(page).tryButton.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        // Nothing wider than the window; on a desktop the page itself does not scroll.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        if (viewport.width >= 900)
          expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(viewport.height);
        expect(await seriousViolations(page, '.try-panel')).toEqual([]);
        await screenshot(page, `try-input-${size}-${colorScheme}`);
      }, 90_000);
    }
  }
});
