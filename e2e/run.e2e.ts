/** Pressing Run: what a learner sees for right code, wrong code, endless loops and broken code. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { exercise, inputText, stepCount, stepsWord } from './support/exercise';
import { escapeRegExp, pasteCode, screenshot, ui, useBrowser } from './support/harness';
import { normalizeText } from './support/matchers';
import { ROOT } from './support/server';

const { open } = useBrowser();

const solution = readFileSync(join(ROOT, 'exercises', exercise.slug, 'solution.ts'), 'utf8');
const allPassed = `All ${stepCount} ${stepsWord} passed.`;
const someFailed = new RegExp(`^(\\d+) of ${stepCount} ${stepsWord} passed\\.$`);

describe('the reference solution', () => {
  test('saved from an earlier visit, passes every step when Run is clicked', async () => {
    const { page } = await open({ savedCode: solution });
    const { runButton, verdict, results } = ui(page);

    await runButton.click();
    await expect(verdict).toHaveText(allPassed, { timeout: 30_000 });
    await expect(results.getByText('Start with')).toHaveCount(0);
    for (const step of exercise.steps) {
      const total = casesOf(step.id).length;
      await expect(ui(page).stepNamed(`passed ${step.title} ${total}/${total}`)).toBeVisible();
    }
  });

  test('pasted into the editor, runs with Ctrl+Enter and passes every step', async () => {
    const { page } = await open({ clipboard: true });
    const { codeBox, verdict, runButton } = ui(page);

    await pasteCode(page, solution);
    await expect(codeBox).toBeFocused();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(verdict).toHaveText(allPassed, { timeout: 30_000 });
    // The shortcut ran the code without leaving the editor.
    await expect(codeBox).toBeFocused();
    await expect(runButton).toHaveText(/^Run/);
  });
});

describe('the starter code', () => {
  test('fails with a readable verdict: which step to start with, and why a case failed', async () => {
    const { page } = await open();
    const { runButton, verdict, summary, stepButton } = ui(page);

    await runButton.click();
    await expect(verdict).toHaveText(someFailed, { timeout: 30_000 });
    const passedSteps = Number(someFailed.exec((await verdict.textContent()) ?? '')?.[1]);
    expect(passedSteps).toBeLessThan(stepCount);

    // "Start with <step>" points to a step; following it opens that step and moves focus there.
    await expect(summary).toContainText('Start with');
    const startWith = summary.getByRole('button');
    const firstStepTitle = (await startWith.textContent()) ?? '';
    expect(exercise.steps.map((s) => s.title)).toContain(firstStepTitle);
    await startWith.click();
    const step = stepButton(firstStepTitle);
    await expect(step).toBeFocused();
    await expect(step).toHaveAttribute('aria-expanded', 'true');
    await expect(step).toContainText('failed');

    // The first failing case of that step is open: expected and received, and the differences in words.
    const panel = page.locator(`#${(await step.getAttribute('aria-controls')) ?? ''}`);
    const openCase = panel.getByRole('group').first();
    await expect(openCase).toContainText('failed');
    await expect(openCase.getByRole('heading', { name: 'Expected' })).toBeVisible();
    await expect(openCase.getByRole('heading', { name: 'Received' })).toBeVisible();
    const differences = openCase.getByRole('list', { name: 'Differences' });
    await expect(differences).toBeVisible();
    expect(await differences.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect(differences.getByRole('listitem').first()).toContainText(/expected/);

    await screenshot(page, 'failing-run-1400x900');
  });

  test('run again with the results scrolled down: the new Run’s headline comes into view, the page itself stays put', async () => {
    const { page } = await open({ viewport: { width: 1280, height: 800 } });
    const { runButton, verdict, summary, steps } = ui(page);
    await runButton.click();
    await expect(verdict).toHaveText(someFailed, { timeout: 30_000 });
    for (const step of exercise.steps) await ui(page).stepButton(step.title).click();
    // Read down to the last step, as a learner does: the headline leaves the view.
    await steps.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect(summary).not.toBeInViewport();
    const pageScroll = await page.evaluate(() => document.scrollingElement!.scrollTop);

    await runButton.click();
    await expect(verdict).toHaveText(someFailed, { timeout: 30_000 });
    await expect(summary).toBeInViewport();
    expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(pageScroll);
  });
});

describe('the starter code, from the keyboard', () => {
  test('Ctrl+Enter in the code: the verdict is announced and focus stays; a failing step lists its failures first, and can show them alone', async () => {
    const { page } = await open();
    const { codeBox, verdict, results, summary, stepButton } = ui(page);

    await codeBox.focus();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(verdict).toHaveText(someFailed, { timeout: 30_000 });
    // The verdict is inside the results' status region, which a screen reader reads out when it changes.
    await expect(results.getByRole('status').getByText(someFailed)).toBeVisible();
    await expect(codeBox).toBeFocused();

    const title = (await summary.getByRole('button').textContent()) ?? '';
    await summary.getByRole('button').click();
    const panel = page.locator(`#${(await stepButton(title).getAttribute('aria-controls')) ?? ''}`);
    const filter = panel.getByRole('checkbox', { name: /^Failures only \(\d+ of \d+\)$/ });
    const [failures, total] = (await filter.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ''))
      .match(/\d+/g)!
      .map(Number) as [number, number];
    expect(failures).toBeGreaterThan(0);
    expect(failures).toBeLessThan(total);
    // Every failing case comes before every passing one, so the first rows are the ones to read.
    const rows = panel.locator('.cases > li');
    await expect(rows).toHaveCount(total);
    const badges = await rows.evaluateAll((items) => items.map((item) => item.querySelector('.badge')?.textContent?.trim() ?? ''));
    expect(
      badges.slice(0, failures).every((badge) => !badge.endsWith('passed')),
      badges.join(', '),
    ).toBe(true);
    expect(
      badges.slice(failures).every((badge) => badge.endsWith('passed')),
      badges.join(', '),
    ).toBe(true);
    // "Failures only" leaves the failing cases alone, and unchecked brings the rest back.
    await filter.check();
    await expect(rows).toHaveCount(failures);
    await filter.uncheck();
    await expect(rows).toHaveCount(total);
  });
});

describe('an endless loop', () => {
  const marker = 'OLMo';
  const looping = exercise.cases.filter((c) => inputText(c.input).includes(marker));
  const loopingCode = [
    'export function parseToolCalls(text: string): [unknown[], string[]] {',
    `  if (text.includes(${JSON.stringify(marker)})) {`,
    '    while (true) {}',
    '  }',
    '  return [[], []];',
    '}',
    '',
  ].join('\n');

  test('times out only the cases that loop, while the page stays usable and the other cases run, up to the Run’s budget', async () => {
    // The exercise data must give this test something to show: some cases loop, most do not.
    expect(looping.length).toBeGreaterThan(0);
    expect(looping.length).toBeLessThan(exercise.cases.length / 2);
    // A Run waits for three timeouts (STOP_AFTER_TIMEOUTS): the cases after the third are not run.
    const third = looping[2] ? exercise.cases.indexOf(looping[2]) : exercise.cases.length;
    const notRun = exercise.cases.slice(third + 1);

    const { page } = await open({ savedCode: loopingCode });
    const { runButton, verdict, results, stepButton, problemCase } = ui(page);

    const startedAt = Date.now();
    await runButton.click();
    const running = results.getByText(/^Running… \d+ of \d+ cases$/);
    await expect(running).toBeVisible();

    // While a case is stuck in its loop, the page answers at once and its controls work.
    const evaluateStart = Date.now();
    expect(await page.evaluate(() => document.title)).toContain(exercise.title);
    expect(Date.now() - evaluateStart).toBeLessThan(1_000);
    const calmStep = exercise.steps.find((s) => !looping.some((c) => c.step === s.id)) ?? exercise.steps[0]!;
    const disclosure = stepButton(calmStep.title);
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await expect(running).toBeVisible(); // all of that happened during the run

    const limit = exercise.timeLimitMs;
    await expect(verdict).toHaveText(someFailed, { timeout: (looping.length + 10) * limit });
    const elapsed = Date.now() - startedAt;
    // Each looping case costs about one time limit; the rest do not wait for theirs.
    expect(elapsed).toBeGreaterThanOrEqual(looping.length * limit);
    expect(elapsed).toBeLessThan((looping.length + 8) * limit);

    // Every looping case says it timed out.
    for (const stepId of new Set(looping.map((c) => c.step))) {
      const step = exercise.steps.find((s) => s.id === stepId)!;
      const button = stepButton(step.title);
      await expect(button).toContainText('timed out');
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
      for (const testCase of looping.filter((c) => c.step === stepId)) {
        const item = problemCase(testCase.title);
        await expect(item).toContainText(`timed out ${testCase.title}`);
        await expect(item).toContainText('Nothing: the case was stopped.');
      }
    }
    // The other cases ran: steps without a looping case (or one not run) show a result, not "not run" or "timed out".
    for (const step of exercise.steps.filter((s) => ![...looping, ...notRun].some((c) => c.step === s.id))) {
      const total = casesOf(step.id).length;
      await expect(
        page.getByRole('list', { name: 'Check steps' }).getByRole('button', {
          name: new RegExp(`^(passed|failed) ${escapeRegExp(step.title)} \\d+/${total}$`),
        }),
      ).toBeVisible();
    }
    await expect(results.locator('.case-not-run')).toHaveCount(notRun.length);
    if (notRun.length > 0)
      await expect(results.getByRole('heading', { name: /^Stopped after 3 cases (in a row )?took too long$/ })).toBeVisible();
    // A case whose answer is two empty lists passed, between the looping ones.
    const empty = exercise.cases.find(
      (c) => JSON.stringify(c.expected) === '{"calls":[],"errors":[]}' && !inputText(c.input).includes(marker),
    );
    expect(empty, 'a case expecting [[], []]').toBeDefined();
    const emptyStep = stepButton(exercise.steps.find((s) => s.id === empty!.step)!.title);
    if ((await emptyStep.getAttribute('aria-expanded')) !== 'true') await emptyStep.click();
    await expect(ui(page).caseTitle(empty!.title)).toBeVisible();
    await expect(problemCase(empty!.title)).toHaveCount(0);
  });
});

describe('code that cannot run', () => {
  test('a compile error is shown once, with its line and column, and no case runs', async () => {
    const broken = ['export function parseToolCalls(text: string) {', '  const calls = [;', '  return [calls, []];', '}', ''];
    const { page } = await open({ savedCode: broken.join('\n') });
    const { runButton, verdict, results, stepNamed } = ui(page);

    await runButton.click();
    await expect(verdict).toBeVisible({ timeout: 30_000 });
    await expect(results.getByRole('heading', { name: 'Your code does not compile' })).toHaveCount(1);
    const showLine = results.getByRole('button', { name: /^Show line \d+, column \d+ in the editor$/ });
    await expect(showLine).toHaveCount(1);
    await expect(showLine).toHaveText(/^Show line 2, column \d+ in the editor$/);
    // The compiler's message (the paragraph under the heading) appears once, not once per case.
    const heading = results.getByRole('heading', { name: 'Your code does not compile' });
    const message = normalizeText((await heading.locator('xpath=following-sibling::p[1]').textContent()) ?? '');
    expect(message.length).toBeGreaterThan(0);
    await expect(results.getByText(message, { exact: true })).toHaveCount(1);
    // "not run" with nothing passed: no case failed, passed or timed out.
    for (const step of exercise.steps) {
      await expect(stepNamed(`not run ${step.title} 0/${casesOf(step.id).length}`)).toBeVisible();
    }

    // Following the link puts the learner in the editor.
    await showLine.click();
    await expect(ui(page).codeBox).toBeFocused();
  });

  test('a missing export says to export parseToolCalls', async () => {
    const { page } = await open({ savedCode: 'function parseToolCalls() {\n  return [[], []];\n}\n' });
    const { runButton, verdict, results, stepNamed } = ui(page);

    await runButton.click();
    await expect(verdict).toBeVisible({ timeout: 30_000 });
    await expect(results.getByRole('heading', { name: 'Missing export' })).toBeVisible();
    await expect(results).toContainText('parseToolCalls is defined but not exported');
    await expect(results).toContainText('export function parseToolCalls(');
    for (const step of exercise.steps) {
      await expect(stepNamed(`not run ${step.title} 0/${casesOf(step.id).length}`)).toBeVisible();
    }
  });

  test('a thrown error shows its message and the line it came from', async () => {
    const throwing = [
      'export function parseToolCalls(text: string): [unknown[], string[]] {',
      '  const size = text.length;',
      '  throw new Error("no parser yet, " + size + " characters");',
      '}',
      '',
    ].join('\n');
    const { page } = await open({ savedCode: throwing });
    const { runButton, verdict, results } = ui(page);

    await runButton.click();
    await expect(verdict).toHaveText(`0 of ${stepCount} ${stepsWord} passed.`, { timeout: 30_000 });
    const firstCase = exercise.cases[0]!;
    const item = ui(page).problemCase(firstCase.title);
    await expect(item).toContainText(`error ${firstCase.title}`);
    await expect(item).toContainText(`Your code threw an error: Error: no parser yet, ${inputText(firstCase.input).length} characters`);
    const showLine = item.getByRole('button', { name: /^Show line 3(, column \d+)? in the editor$/ });
    await expect(showLine).toBeVisible();
    await showLine.click();
    await expect(ui(page).codeBox).toBeFocused();
    await expect(results.getByText('Nothing: your function did not return.').first()).toBeVisible();
  });
});

function casesOf(stepId: string) {
  return exercise.cases.filter((c) => c.step === stepId);
}
