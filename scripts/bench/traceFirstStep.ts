/**
 * "Trace this input" (issue #20): BENCH_RUNS traces, in one page, of the lesson's five-block example
 * through the reference solution (about 40 lines of code), from the click to the first step shown.
 * Timed inside the page, from the click to the first step's heading (a new element for each trace),
 * with no Playwright round trip in between. Each trace is a fresh sandbox, as the page makes one.
 */
import { stringify } from 'yaml';
import { exercise, SLUG } from '../../e2e/support/exercise';
import { RUNS, solution, WAIT_MS } from './config';
import { openPage, type BenchTarget } from './page';
import type { BenchWindow } from './pageProbe';
import type { Metric } from './stats';

export async function traceFirstStep(target: BenchTarget): Promise<Metric> {
  const example = exercise.cases.find((c) => c.id === 'five-blocks');
  if (!example) throw new Error('parse-tool-calls has no case five-blocks');
  const lines = solution.split('\n').length;
  const { context, page, errors } = await openPage(target.browser, target.baseURL, solution);
  await page.goto(`${target.baseURL}#/${SLUG}`);
  await page.evaluate(() => (window as unknown as BenchWindow).__bench.ready());
  const panel = page.getByRole('region', { name: 'Try your own input' });
  await panel.getByRole('button', { name: 'Try your own input' }).click();
  await panel.getByRole('textbox', { name: 'Input, in YAML or JSON' }).fill(stringify(example.input));
  await panel.getByRole('button', { name: 'Trace this input' }).waitFor();
  const samples: number[] = [];
  for (let run = 1; run <= RUNS; run++) samples.push(await page.evaluate<number>(`(${TIME_ONE_TRACE})(${WAIT_MS})`));
  target.problems.push(...errors.map((e) => `trace page: console error: ${e}`));
  await context.close();
  return {
    label: 'trace the five-block example → first step shown',
    unit: 'ms',
    samples,
    note: `the reference solution (${lines} lines), from the click on "Trace this input"; goal 300 ms`,
  };
}

/**
 * In the page: clicks "Trace this input" and resolves with the ms until a new first step is shown.
 * A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
 */
const TIME_ONE_TRACE = `(waitMs) => new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Trace this input');
  if (!button) return reject(new Error('no "Trace this input" button'));
  const head = () => document.querySelector('.trace-step-head');
  const before = head();
  const timer = setTimeout(() => reject(new Error('no first step shown')), waitMs);
  let started = 0;
  const observer = new MutationObserver(() => {
    const now = head();
    if (now && now !== before && /^Step 1 of/.test(now.textContent || '')) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now() - started);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  started = performance.now();
  button.click();
})`;
