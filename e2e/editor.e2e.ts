/** The editor knows the exercise's types; the built site works under any base path. */
import { describe, expect, test, vi } from 'vitest';
import { startPreview } from './support/server';
import { ui, useBrowser } from './support/harness';

const { open } = useBrowser();

describe('the editor', () => {
  test('shows the exercise types on hover and underlines a type error as the learner types', async () => {
    const { page } = await open();
    const { monaco, editorLines } = ui(page);

    // Hovering `Registry` in the starter's signature shows its declaration and its doc comment, once
    // TypeScript's language service has started (when the learner first pauses: a hover before that
    // shows nothing, and the learner hovers again).
    const registry = editorLines.getByText('Registry', { exact: true }).first();
    const hover = page.locator('.monaco-hover-content').first();
    await vi.waitFor(
      async () => {
        await page.mouse.move(0, 0);
        await registry.hover();
        await expect(hover).toContainText('type Registry', { timeout: 1_000 });
      },
      { timeout: 20_000, interval: 100 },
    );
    await expect(hover).toContainText('Every tool the model may call, by name.');

    await expect(monaco.locator('.squiggly-error')).toHaveCount(0);
    await editorLines.locator('.view-line').last().click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('\nconst spec: ToolSpec = { required: "query" };');
    await expect(monaco.locator('.squiggly-error').first()).toBeVisible({ timeout: 20_000 });
  });
});

describe('the built site', () => {
  test('works from a sub-path of a static host: editor, worker and run, with no request outside its origin', async () => {
    const server = await startPreview({ base: '/course/playground/' });
    try {
      // The harness fails the test if any request leaves this server's origin.
      const { page } = await open({ baseURL: server.url, path: '#/parse-tool-calls' });
      const { runButton, verdict } = ui(page);
      expect(page.url()).toContain('/course/playground/');
      await runButton.click();
      await expect(verdict).toBeVisible();
      // Before its server goes: the generated group may still be fetching from it.
      await page.close();
    } finally {
      await server.stop();
    }
  });
});
