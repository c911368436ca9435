/** axe-core in the page: the serious and critical violations, named readably (Monaco's own widgets excluded). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe in the page and returns its serious and critical violations, named readably. */
/** `within`: a CSS selector to check only part of the page (e.g. one panel); the whole page by default. */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    // Monaco's own widgets are Monaco's to fix; everything of ours is checked.
    const context = include ? { include: [[include]], exclude: [['.monaco-editor']] } : { exclude: [['.monaco-editor']] };
    const result = await axe.run(context as unknown as Document, { resultTypes: ['violations'] });
    return result.violations;
  }, within);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
