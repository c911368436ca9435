/**
 * "Trace this input" (issue #20): BENCH_RUNS traces, in one page, of the lesson's five-block example
 * through the reference solution (about 40 lines of code), from the click to the first step shown.
 * Timed from Node around Playwright's click and its wait, so each sample includes a round trip or
 * two to the browser (a few ms on localhost). Each trace is a fresh sandbox, as the page makes one.
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
  const traceButton = panel.getByRole('button', { name: 'Trace this input' });
  const firstStep = page.getByRole('group', { name: /trace step/i }).getByText(/^Step 1 of \d+/);
  const samples: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    // A new trace replaces the step shown: wait for the old one to go, then time the new one.
    const started = Date.now();
    await traceButton.click();
    await page.getByText('Tracing your function on this input…').waitFor({ timeout: WAIT_MS });
    await firstStep.waitFor({ timeout: WAIT_MS });
    samples.push(Date.now() - started);
  }
  target.problems.push(...errors.map((e) => `trace page: console error: ${e}`));
  await context.close();
  return {
    label: 'trace the five-block example → first step shown',
    unit: 'ms',
    samples,
    note: `the reference solution (${lines} lines), from the click on "Trace this input"; goal 300 ms`,
  };
}
