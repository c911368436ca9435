/** Share links that cannot hurt (issue #22): a link's code is bounded, and the learner's own code is never lost to one. */
import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, test } from 'vitest';
import { lzBomb } from '../src/test/fixtures/lzBomb';
import { SLUG } from './support/exercise';
import { pasteCode, savedCode, ui, useBrowser } from './support/harness';

const { open } = useBrowser();

const ownCode = ['// typed by the learner: own-code-marker', 'export function parseToolCalls() {', '  return [[], []];', '}', ''].join(
  '\n',
);
const linkCode = (n: number) =>
  [`// from link ${n}: link-${n}-marker`, 'export function parseToolCalls() {', '  return [[], []];', '}', ''].join('\n');
const linkTo = (code: string) => `#/${SLUG}?code=${compressToEncodedURIComponent(code)}`;

describe('a link whose code decodes past the limit', () => {
  test('says at once that it is too large, stays responsive, and shows the learner’s own code', async () => {
    // 45 KB of link that lz-string alone would expand to 200 million characters (the tab crashed).
    const bomb = lzBomb(20_000);
    expect(bomb.decodedLength).toBeGreaterThan(200_000_000);
    const { page } = await open({ savedCode: ownCode, path: `#/${SLUG}?code=${bomb.link}` });
    const { notice, editorLines, codeBox } = ui(page);

    await expect(notice).toContainText('too large to open');
    await expect(notice).toContainText('at most 200,000 characters');
    await expect(editorLines).toContainText('own-code-marker');
    expect(await savedCode(page)).toBe(ownCode);

    // No task held the main thread for long while the link was read (decoding it whole takes seconds).
    const longestTaskMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(Math.max(0, ...list.getEntries().map((entry) => entry.duration)))).observe({
            type: 'longtask',
            buffered: true,
          });
          setTimeout(() => resolve(0), 1000); // no long task at all
        }),
    );
    expect(longestTaskMs).toBeLessThan(3000);
    // And the page answers the learner: what they type goes into the editor.
    await codeBox.focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('// still-responsive-marker\n');
    await expect(editorLines).toContainText('still-responsive-marker');
  });
});

describe('links opened one after another', () => {
  test('"Back to my code" brings back exactly the code the learner typed, and the last link’s code stays one click away', async () => {
    const { page, baseURL } = await open({ clipboard: true });
    const { notice, editorLines } = ui(page);
    await pasteCode(page, ownCode);

    await page.goto(baseURL + linkTo(linkCode(1)));
    await expect(editorLines).toContainText('link-1-marker');
    await expect(notice).toContainText('Your own code is kept.');
    await page.goto(baseURL + linkTo(linkCode(2)));
    await expect(editorLines).toContainText('link-2-marker');
    await expect(notice).toContainText('Your own code is kept.');

    await notice.getByRole('button', { name: 'Back to my code' }).click();
    await expect(editorLines).toContainText('own-code-marker');
    await expect(editorLines).not.toContainText('link-');
    expect(await savedCode(page)).toBe(ownCode);

    await notice.getByRole('button', { name: 'Show the shared code' }).click();
    await expect(editorLines).toContainText('link-2-marker');

    // A reload shows the code the learner was last on, and their own code is still theirs.
    await page.reload();
    await expect(ui(page).editorLines).toContainText('link-2-marker', { timeout: 30_000 });
    await ui(page).notice.getByRole('button', { name: 'Back to my code' }).click();
    await expect(ui(page).editorLines).toContainText('own-code-marker');
    expect(await savedCode(page)).toBe(ownCode);
  });
});
