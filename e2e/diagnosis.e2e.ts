/**
 * Where the results send a learner whose code breaks one rule: "Start with" names the step of that
 * rule, not an earlier step one of whose cases also shows it, and the reply's drawing pairs each error
 * with its block by what it says, so the block the code handled right is not blamed. In TypeScript
 * and Python, as a learner would see them in Chromium.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { exercise } from './support/exercise';
import { screenshot, ui, useBrowser } from './support/harness';
import { pastePython, run } from './support/python';
import { ROOT } from './support/server';

const { open } = useBrowser();

/** The reference with Check 2 left out: a tool the registry does not list goes through as a call. */
const typescript = exercise.solution.replace(
  'if (spec === undefined) return `unknown tool: ${name}`;',
  'if (spec === undefined) return undefined;',
);
const python = readFileSync(join(ROOT, 'exercises', exercise.slug, 'solution.py'), 'utf8').replace(
  '    if name not in registry:\n        return f"unknown tool: {name}"\n    spec = registry[name]',
  '    spec = registry.get(name, {"required": [], "optional": []})',
);
const numbering = exercise.cases.find((c) => c.id === 'index-counts-failed-blocks')!;

describe('code that skips the unknown-tool check', () => {
  test.each([
    ['TypeScript', typescript, 'call ["weather",{}]'],
    ['Python', python, "call ['weather', {}]"],
  ])(
    'in %s, is sent to Check 2, and the drawing blames only the block it got wrong',
    async (language, code, call) => {
      expect(code).not.toContain('unknown tool: '); // the rule really is left out
      const app = await open(language === 'TypeScript' ? { savedCode: code } : { clipboard: true });
      const { page } = app;
      await page.setViewportSize({ width: 1280, height: 800 });
      if (language === 'Python') {
        await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'Python' }).check();
        await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
        await pastePython(page, code);
      }
      await run(page);
      const { summary, stepButton, problemCase } = ui(page);
      await expect(summary).toContainText('Now passing: 3 steps. Next: Check 2: known tool.');
      await summary.getByRole('button', { name: 'Check 2: known tool' }).click();
      await expect(stepButton('Check 2: known tool')).toHaveAttribute('aria-expanded', 'true');

      await stepButton('Check 1: valid JSON').click();
      const drawing = problemCase(numbering.title).getByRole('figure');
      await expect(drawing).toContainText(`block 0: expected unknown tool: weather; yours: ${call}`);
      await expect(drawing).toContainText('block 1: expected bad json: 1; yours matches');
      await drawing.scrollIntoViewIfNeeded();
      await screenshot(page, `diagnosis-${language.toLowerCase()}`);
    },
    180_000,
  );
});
