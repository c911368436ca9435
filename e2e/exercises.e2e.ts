/** Every exercise of the track is solvable through the UI with its reference solution, and its starter fails readably. */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeKey, ui, useBrowser } from './support/harness';
import { ROOT } from './support/server';

const { open } = useBrowser();

const source = (slug: string, file: string) => readFileSync(join(ROOT, 'exercises', slug, file), 'utf8');

/** Opens an exercise with `code` saved for it, as if typed on an earlier visit. */
async function openWith(slug: string, code: string) {
  const app = await open({ load: false });
  await app.page.goto(app.baseURL);
  await app.page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [codeKey(slug), JSON.stringify({ code, savedAt: Date.now() })]);
  await app.page.goto(`${app.baseURL}#/${slug}`);
  await expect(ui(app.page).monaco).toBeVisible({ timeout: 30_000 });
  return app;
}

describe('validate-and-retry (zod, a scripted model)', () => {
  test('the reference solution, which imports zod, passes every step in the browser', async () => {
    const { page } = await openWith('validate-and-retry', source('validate-and-retry', 'solution.ts'));
    await expect(page.getByRole('heading', { level: 1, name: 'Validating tool arguments and retrying' })).toBeVisible();
    await ui(page).runButton.click();
    await expect(ui(page).verdict).toHaveText('All 7 steps passed.', { timeout: 30_000 });
  });

  test('the starter fails with a readable verdict', async () => {
    const { page } = await openWith('validate-and-retry', source('validate-and-retry', 'starter.ts'));
    await ui(page).runButton.click();
    await expect(ui(page).verdict).toHaveText(/^\d of 7 steps passed\.$/, { timeout: 30_000 });
    await expect(ui(page).summary).toContainText('Start with');
  });
});
