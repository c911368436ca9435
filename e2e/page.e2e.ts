/** The page itself: what shows on load, the editor's theme, a narrow window, the keyboard. */
import { describe, expect, test } from 'vitest';
import { allExercises, exercise, lessonHeading, starterOpening, stepCount, stepsWord } from './support/exercise';
import { screenshot, ui, useBrowser } from './support/harness';

const { open } = useBrowser();

describe('on load', () => {
  test('shows the lesson, the starter code in Monaco, and results waiting for Run', async () => {
    const { page } = await open();
    const { lesson, monaco, codeBox, editorLines, results, runButton } = ui(page);

    // The page's one h1 is the exercise's title; the lesson's own title is a level below.
    await expect(lesson.getByRole('heading', { level: 2, name: lessonHeading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: exercise.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(exercise.title));

    await expect(monaco).toBeVisible();
    await expect(codeBox).toBeAttached();
    await expect(editorLines).toContainText(starterOpening);
    // The light theme follows the light colour scheme.
    await expect(monaco).toHaveClass(/\bvs\b/);
    await expect(monaco).not.toHaveClass(/vs-dark/);

    await expect(runButton).toBeEnabled();
    await expect(results).toContainText(
      `Press Run (Ctrl+Enter) to check your code against ${exercise.cases.length} hidden cases in ${stepCount} ${stepsWord}.`,
    );
  });

  test('a dark colour scheme gives Monaco its dark theme', async () => {
    const { page } = await open({ colorScheme: 'dark' });
    await expect(page.locator('.monaco-editor.vs-dark')).toBeVisible();
  });
});

describe('a desktop window (1280×800)', () => {
  // The page is an app shell: only its panes scroll. A failing Run once stretched the page below the
  // window (a visually-hidden element escaped the results' scroll box), and a wheel past the end of
  // the results then scrolled the header and the Run bar away.
  test.each(allExercises.map((e) => e.slug))('%s: after its starter fails, the page itself does not scroll', async (slug) => {
    const viewport = { width: 1280, height: 800 };
    const { page } = await open({ viewport, path: `#/${slug}` });
    const { runButton, verdict, results } = ui(page);
    await runButton.click();
    await expect(verdict).toBeVisible();
    // The wheel goes to what is under the pointer: a heading inside the results' scroll box, brought into view
    // (the middle of the whole region once lay under the editor's lines in a CI run).
    const expected = results.getByRole('heading', { name: 'Expected' }).first();
    await expected.scrollIntoViewIfNeeded();
    await expected.hover();
    await page.mouse.wheel(0, 20_000);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(viewport.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(runButton).toBeInViewport();
  });
});

describe('a narrow window (360×740)', () => {
  const viewport = { width: 360, height: 740 };

  test('has no sideways page scroll, before or after a failing run, and Run is reachable', async () => {
    const { page } = await open({ viewport });
    const { runButton, verdict, results } = ui(page);
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

    expect(await pageWidth()).toBeLessThanOrEqual(viewport.width);

    await runButton.scrollIntoViewIfNeeded();
    await expect(runButton).toBeInViewport();
    await runButton.click();
    await expect(verdict).toBeVisible();
    // The step to start with is open, with a case's input, expected and received values.
    await expect(results.getByRole('heading', { name: 'Expected' }).first()).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(viewport.width);

    // Beside Run, where the learner is looking, the verdict shows too, and leads to the results.
    await runButton.scrollIntoViewIfNeeded();
    const chip = page.getByRole('button', { name: /steps passed.*: go to the results$/ });
    await expect(chip).toBeInViewport();
    await chip.click();
    await expect(verdict).toBeInViewport();
    await screenshot(page, 'failing-run-360x740');
  });

  // Every lesson has its own wide code blocks and every starter its own wide received values.
  test.each(allExercises.map((e) => e.slug))('%s has no sideways page scroll after its starter fails', async (slug) => {
    const { page } = await open({ viewport, path: `#/${slug}` });
    const { runButton, verdict } = ui(page);
    await runButton.click();
    await expect(verdict).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // Nor is any line of a difference cut off at the edge of its box.
    const differences = page.getByRole('list', { name: 'Differences' }).getByRole('listitem');
    const cut = await differences.evaluateAll((items) => items.filter((item) => item.scrollWidth > item.clientWidth + 1).length);
    expect(cut).toBe(0);
  });

  test('keeps the editor tall enough to work in', async () => {
    const { page } = await open({ viewport });
    const box = await ui(page).monaco.boundingBox();
    // Once Monaco replaced the textarea it used to collapse to a few pixels below 900 px.
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(300);
    expect(box?.width ?? 0).toBeLessThanOrEqual(viewport.width);
  });
});

describe('keyboard only', () => {
  test('Tab from the top of the page reaches Run, and Enter on it runs', async () => {
    const { page } = await open();
    const { runButton, verdict } = ui(page);

    let presses = 0;
    const isRunFocused = () => runButton.evaluate((element) => element === document.activeElement);
    while (!(await isRunFocused())) {
      if (++presses > 30) throw new Error('30 presses of Tab did not reach the Run button');
      await page.keyboard.press('Tab');
    }
    await expect(runButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(verdict).toBeVisible();
    await expect(verdict).toHaveText(new RegExp(`^\\d+ of ${stepCount} ${stepsWord} passed\\.$`));
  });

  test('the first Tab offers a skip link; following it puts the caret in the code, ready to type', async () => {
    const { page } = await open();
    const address = page.url();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to the code' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(ui(page).codeBox).toBeFocused();
    await page.keyboard.type('// typed at once');
    await expect(ui(page).editorLines).toContainText('// typed at once');
    // The skip link does not touch the address, which holds the route.
    await expect(page).toHaveURL(address);
  });
});
