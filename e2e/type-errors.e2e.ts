/** A Run reports the type errors TypeScript finds in the code it ran, and still runs it (issue 18). */
import { describe, expect, test } from 'vitest';
import { exercise } from './support/exercise';
import { pasteCode, savedCode, screenshot, ui, useBrowser, waitForEditor } from './support/harness';
import { pastePython } from './support/python';

const { open } = useBrowser();

describe('type errors at Run', () => {
  test('the results name the first type error with its line, its link puts the caret there, and every step still passes', async () => {
    const { page } = await open({ clipboard: true });
    const { results, runButton, verdict, codeBox } = ui(page);
    // The reference solution is right; the line added below it is a type error that changes nothing at run time.
    const solution = exercise.solution.trimEnd();
    const line = solution.split('\n').length + 2;
    await pasteCode(page, `${solution}\n\nconst typedWrong: number = "three";\n`);

    await runButton.click();
    await expect(verdict).toHaveText(`All ${exercise.steps.length} steps passed.`, { timeout: 30_000 });
    const notice = results.getByRole('group', { name: 'Type errors' });
    await expect(notice).toContainText(`1 type error. It is on line ${line}: Type 'string' is not assignable to type 'number'.`);
    await expect(notice).toContainText('The code ran anyway');
    await screenshot(page, 'type-errors-1280');

    // They are part of the last Run's results: a reload brings them back with it. (The Run is kept once it is
    // over, its random inputs too: the verdict shows before they end.)
    await expect(results).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
    await page.reload();
    await waitForEditor(page);
    await expect(results.getByText(/^Results of your last Run, .+\. Your code is as it was then\.$/)).toBeVisible();
    await expect(notice).toContainText(`1 type error. It is on line ${line}`);

    await notice.getByRole('button', { name: `Show line ${line} in the editor` }).click();
    await expect(codeBox).toBeFocused();
    // What is typed now lands where the caret was put: the start of the wrong declaration's name.
    await page.keyboard.type('/*caret*/');
    await expect.poll(async () => (await savedCode(page))?.split('\n')[line - 1]).toBe('const /*caret*/typedWrong: number = "three";');

    // The errors are those of the code Run: fixed and run again, the notice goes.
    await pasteCode(page, `${solution}\n\nconst typedRight: number = 3;\n`);
    await runButton.click();
    await expect(verdict).toHaveText(`All ${exercise.steps.length} steps passed.`, { timeout: 30_000 });
    await expect(results.getByRole('group', { name: 'Type errors' })).toHaveCount(0);
  });

  test('are never reported for Python, also after the TypeScript editor was on the page', async () => {
    const { page } = await open({ clipboard: true });
    const { results, verdict } = ui(page);
    await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'Python' }).check();
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
    // Python that TypeScript would call wrong on every line.
    await pastePython(page, 'def parse_tool_calls(text, registry):\n    calls = []  # not TypeScript\n    return calls, []\n');
    await ui(page).runButton.click();
    await expect(verdict).toBeVisible({ timeout: 60_000 });
    await expect(results.getByRole('group', { name: 'Type errors' })).toHaveCount(0);
  }, 120_000);
});
