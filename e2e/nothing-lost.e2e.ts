/** Nothing lost when the tab dies mid-Run, or when two tabs edit one exercise. */
import { describe, expect, test } from 'vitest';
import { runningKey } from '../src/persistence/storageKeys';
import { SLUG } from './support/exercise';
import { pasteCode, savedCode, ui, useBrowser, waitForEditor } from './support/harness';

const { open } = useBrowser();

const RUNNING_KEY = runningKey(SLUG);
const looping = ['// crash-marker: never returns', 'export function parseToolCalls() {', '  while (true) {}', '}', ''].join('\n');

describe('a Run that took the tab down', () => {
  test('is reported on the next load, which runs nothing and keeps the code', async () => {
    const app = await open({ clipboard: true });
    await pasteCode(app.page, looping);
    await ui(app.page).runButton.click();
    await expect.poll(() => app.page.evaluate((key) => localStorage.getItem(key), RUNNING_KEY)).not.toBeNull();
    // What a renderer crash looks like from outside: the page is gone mid-Run, no pagehide.
    const cdp = await app.context.newCDPSession(app.page);
    const crashed = new Promise((resolve) => app.page.once('crash', resolve));
    void cdp.send('Page.crash').catch(() => undefined); // never answers: the page is gone
    await crashed;

    const next = await app.newPage();
    await next.goto(`${app.baseURL}#/${SLUG}`);
    await waitForEditor(next);
    const alert = next.getByRole('alert').filter({ hasText: 'Your last Run did not finish' });
    await expect(alert).toBeVisible();
    await expect(ui(next).editorLines).toContainText('crash-marker');
    await expect(ui(next).results).toContainText('Press Run');
    await expect(ui(next).verdict).toHaveCount(0);

    // Told once: the load after says nothing.
    await alert.getByRole('button', { name: 'Dismiss this message' }).click();
    await next.reload();
    await waitForEditor(next);
    await expect(ui(next).editorLines).toContainText('crash-marker');
    await expect(next.getByText('Your last Run did not finish', { exact: false })).toHaveCount(0);
  });

  test('on a phone, the next load brings the notice into view, though the editor is below the lesson', async () => {
    const app = await open({ load: false, viewport: { width: 360, height: 740 } });
    await app.page.goto(app.baseURL);
    // What a Run that never ended leaves behind: its mark, with no tab holding the Run's lock.
    await app.page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ startedAt: Date.now() })), RUNNING_KEY);
    await app.page.goto(`${app.baseURL}#/${SLUG}`);
    const alert = app.page.getByRole('alert').filter({ hasText: 'Your last Run did not finish' });
    await expect(alert).toBeInViewport();
  });

  test('a Run that ended leaves nothing to report', async () => {
    const app = await open();
    await ui(app.page).runButton.click();
    await expect(ui(app.page).verdict).toBeVisible({ timeout: 30_000 });
    await expect(ui(app.page).results).toHaveAttribute('aria-busy', 'false'); // the generated cases too
    expect(await app.page.evaluate((key) => localStorage.getItem(key), RUNNING_KEY)).toBeNull();
  });
});

describe('two tabs of one exercise', () => {
  test('the other tab shows the newer code and says so, in both directions', async () => {
    const app = await open({ clipboard: true });
    const other = await app.newPage();
    await other.goto(`${app.baseURL}#/${SLUG}`);
    await waitForEditor(other);

    await pasteCode(app.page, '// typed in the first tab: first-tab-marker\n');
    await expect(ui(other).editorLines).toContainText('first-tab-marker');
    await expect(ui(other).notice).toContainText('changed in another tab');

    await pasteCode(other, '// typed in the second tab: second-tab-marker\n');
    await expect(ui(app.page).editorLines).toContainText('second-tab-marker');
    await expect(ui(app.page).notice).toContainText('changed in another tab');
    expect(await savedCode(app.page)).toBe('// typed in the second tab: second-tab-marker\n');
  });
});
