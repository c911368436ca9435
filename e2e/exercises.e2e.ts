/** Every exercise of the track is solvable through the UI with its reference solution, and its starter fails readably. */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ui, useBrowser } from './support/harness';
import { ROOT } from './support/server';

const { open } = useBrowser();

const source = (slug: string, file: string) => readFileSync(join(ROOT, 'exercises', slug, file), 'utf8');
const meta = (slug: string) => parse(source(slug, 'exercise.yaml')) as { title: string; steps: unknown[] };

/** Opens an exercise with `code` saved for it, as if typed on an earlier visit. */
const openWith = (slug: string, code: string) => open({ slug, savedCode: code });

// parse-tool-calls has tests of its own (run.e2e.ts); these are the rest of the track.
for (const slug of ['validate-and-retry', 'register-tools', 'agent-loop', 'test-the-agent']) {
  const { title, steps } = meta(slug);
  describe(`${slug}: ${title}`, () => {
    test('the reference solution passes every step in the browser', async () => {
      const { page } = await openWith(slug, source(slug, 'solution.ts'));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await ui(page).runButton.click();
      await expect(ui(page).verdict).toHaveText(`All ${steps.length} steps passed.`, { timeout: 30_000 });
    });

    test('the starter fails with a readable verdict', async () => {
      const { page } = await openWith(slug, source(slug, 'starter.ts'));
      await ui(page).runButton.click();
      await expect(ui(page).verdict).toHaveText(new RegExp(`^\\d+ of ${steps.length} steps passed\\.$`), { timeout: 30_000 });
      await expect(ui(page).summary).toContainText('Start with');
    });
  });
}

describe('a failing agent', () => {
  test('is drawn as the conversation its code sent, with the first difference marked', async () => {
    const { page } = await openWith('agent-loop', source('agent-loop', 'mistakes/first-call-only.ts'));
    await ui(page).runButton.click();
    await expect(ui(page).verdict).toBeVisible({ timeout: 30_000 });
    const conversation = page.getByRole('figure').filter({ hasText: 'The conversation your code sent' }).first();
    await expect(conversation).toContainText(/first difference at message \d+/);
    await expect(conversation).toContainText('Expected:');
  });
});
