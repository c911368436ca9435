/**
 * npm run check:sizes — holds the built site (dist/) to the budgets in perf/budgets.json.
 * Exits non-zero when a budget is exceeded. Run `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { kib, measureBundle } from '../src/tooling/bundleSizes.ts';

const budgets = JSON.parse(readFileSync(resolve('perf/budgets.json'), 'utf8')) as Record<
  'page' | 'lesson' | 'editor' | 'total' | 'python',
  { gzipKiB: number }
>;
const sizes = measureBundle(resolve('dist'));
let over = false;
const rows = (['page', 'lesson', 'editor', 'total', 'python'] as const).map((name) => {
  const size = sizes[name];
  const budget = budgets[name].gzipKiB;
  const ok = kib(size.gzip) <= budget;
  over ||= !ok;
  return `${ok ? '✓' : '✗'} ${name.padEnd(7)} ${String(kib(size.gzip)).padStart(8)} KiB gzip (budget ${budget})  ${String(kib(size.bytes)).padStart(8)} KiB raw  ${size.files} files`;
});
console.log(
  "An exercise's page and its CSS (the lesson's first paint, no script); JavaScript before the page is interactive (hydrated), before the editor is usable, and in all; Python (its worker and Pyodide's files, only for learners who pick it) apart:",
);
console.log(rows.join('\n'));
console.log('Largest files (KiB gzip):', sizes.largest.map((f) => `${f.file} ${kib(f.gzip)}`).join(', '));
if (over) {
  console.error(
    'A size budget is exceeded: find what grew (largest files above), or raise the budget in perf/budgets.json with a reason in the commit.',
  );
  process.exit(1);
}
