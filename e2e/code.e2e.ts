/** Keeping the learner's code: saving, reloading, shared links, Share, Reset. */
import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, test } from 'vitest';
import { exercise, SLUG, starterOpening } from './support/exercise';
import { backupKey, savedCode, ui, useBrowser } from './support/harness';

const { open } = useBrowser();

const ownCode = ['// my own attempt: own-code-marker', 'export function parseToolCalls() {', '  return [[], []];', '}', ''].join('\n');
const sharedCode = ['// from a friend: shared-code-marker', 'export function parseToolCalls() {', '  return [[], []];', '}', ''].join('\n');
const shareHash = (code: string) => `#/${SLUG}?code=${compressToEncodedURIComponent(code)}`;

describe('saving', () => {
  test('what is typed in the editor is saved and survives a reload', async () => {
    const { page } = await open();
    const { codeBox, editorLines, toolbar } = ui(page);
    const note = '// typed by hand: reload-marker';

    await codeBox.focus();
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.insertText(`${note}\n`);
    await expect(editorLines).toContainText(note);
    // The edit reaches storage exactly as typed, and the toolbar says so.
    await expect.poll(() => savedCode(page)).toBe(`${note}\n${exercise.starter}`);
    await expect(toolbar.getByRole('status').first()).toHaveText('Saved');

    await page.reload();
    await expect(ui(page).monaco).toBeVisible({ timeout: 30_000 });
    await expect(ui(page).editorLines).toContainText(note);
    await expect(ui(page).editorLines).toContainText(starterOpening);
  });
});

describe('a shared link', () => {
  test('opens with its code, keeps the learner’s own code, and "Back to my code" restores it', async () => {
    const { page, baseURL } = await open({ savedCode: ownCode, path: shareHash(sharedCode) });
    const { editorLines, results, notice } = ui(page);

    await expect(editorLines).toContainText('shared-code-marker');
    await expect(notice).toContainText('You opened a shared link');
    await expect(notice).toContainText('Your own code is kept.');
    // Nothing ran by itself.
    await expect(results).toContainText('Press Run');
    await expect(ui(page).verdict).toHaveCount(0);
    // The address no longer carries the code, so a reload will not apply it over later edits: it is the exercise's own page.
    await expect(page).toHaveURL(`${baseURL}${SLUG}/`);
    // The link's code is kept apart: the learner's own code stays where it was saved.
    expect(await savedCode(page)).toBe(ownCode);

    await notice.getByRole('button', { name: 'Back to my code' }).click();
    await expect(editorLines).toContainText('own-code-marker');
    await expect(editorLines).not.toContainText('shared-code-marker');
    await expect(notice).toContainText('Your own code is back');
    await expect.poll(() => savedCode(page)).toBe(ownCode);

    // ...and the shared code is one click away.
    await notice.getByRole('button', { name: 'Show the shared code' }).click();
    await expect(editorLines).toContainText('shared-code-marker');
  });

  test('opened without code of one’s own, says nothing runs until Run is pressed', async () => {
    const { page, requests } = await open({ path: shareHash(sharedCode) });
    const { editorLines, results, notice, verdict } = ui(page);

    await expect(editorLines).toContainText('shared-code-marker');
    await expect(notice).toContainText('You opened a shared link');
    await expect(notice).toContainText('Nothing runs until you press Run.');
    await expect(notice.getByRole('button', { name: 'Back to my code' })).toHaveCount(0);
    // Two sandboxes are started ahead while the learner reads (their worker's code is fetched): one for
    // the learner's Run, one holding the reference solution for the random inputs. The learner's code is
    // only sent by a Run (see session.test.ts), and none happened.
    await expect.poll(() => requests.some((url) => /\/browserWorker[-.]/.test(url)), { timeout: 30_000 }).toBe(true);
    await expect(page.locator('iframe[sandbox="allow-scripts"]')).toHaveCount(2);
    await expect(results).toContainText('Press Run');
    await expect(verdict).toHaveCount(0);
  });

  test('a cut-off link says so and keeps the learner’s own code', async () => {
    const cut = shareHash(sharedCode).slice(0, -12);
    const { page } = await open({ savedCode: ownCode, path: cut });
    await expect(ui(page).notice).toContainText('could not be read');
    await expect(ui(page).editorLines).toContainText('own-code-marker');
  });
});

describe('the Share button', () => {
  test('gives a link that opens the same code in another browser', async () => {
    const app = await open({ savedCode: ownCode, clipboard: true });
    const { toolbar } = ui(app.page);

    await toolbar.getByRole('button', { name: 'Share' }).click();
    const copied = toolbar.getByText('Link copied');
    const fallback = toolbar.getByLabel('Copy this link:');
    await expect(copied.or(fallback)).toBeVisible();
    const link = (await copied.isVisible()) ? await app.page.evaluate(() => navigator.clipboard.readText()) : await fallback.inputValue();
    expect(link.startsWith(`${app.baseURL}#/${SLUG}?code=`)).toBe(true);

    // A friend with no code of their own opens it.
    const friend = await open({ load: false });
    await friend.page.goto(link);
    await expect(ui(friend.page).monaco).toBeVisible({ timeout: 30_000 });
    await expect(ui(friend.page).editorLines).toContainText('own-code-marker');
    await expect(ui(friend.page).notice).toContainText('You opened a shared link');
    expect(await savedCode(friend.page)).toBe(ownCode);
  });
});

describe('Reset', () => {
  test('asks first, puts the starter back, and can be undone', async () => {
    const { page } = await open({ savedCode: ownCode });
    const { toolbar, editorLines, notice } = ui(page);
    const confirm = toolbar.getByRole('group', { name: 'Confirm reset' });

    // Cancel keeps everything as it was.
    await toolbar.getByRole('button', { name: 'Reset' }).click();
    await expect(confirm).toContainText('Replace your code with the starter code?');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(editorLines).toContainText('own-code-marker');
    expect(await savedCode(page)).toBe(ownCode);

    // Replace puts the starter code in, and keeps the learner's code as a backup.
    await toolbar.getByRole('button', { name: 'Reset' }).click();
    await confirm.getByRole('button', { name: 'Replace' }).click();
    await expect(editorLines).toContainText(starterOpening);
    await expect(editorLines).not.toContainText('own-code-marker');
    await expect(notice).toContainText('The editor now holds the starter code');
    expect(await savedCode(page)).toBe(exercise.starter);

    await notice.getByRole('button', { name: 'Undo reset' }).click();
    await expect(editorLines).toContainText('own-code-marker');
    await expect(notice).toHaveCount(0);
    await expect.poll(() => savedCode(page)).toBe(ownCode);
    expect(await page.evaluate((key) => localStorage.getItem(key), backupKey(SLUG))).toBeNull();
  });
});
