/**
 * The Run's budget of timeouts: BENCH_TIMEOUT_RUNS Runs, in one page, of the reference solution made
 * to loop forever on every reply that mentions a tool named "weather" (several cases, apart from each
 * other, and some of the random inputs). The Run stops after its third timeout, so the complete verdict
 * takes about three time limits: before the budget it took seven, then shrinking through timeouts.
 */
import { exercise, SLUG } from '../../e2e/support/exercise';
import { ALL_PASSED, solution, TIMEOUT_RUNS } from './config';
import { openPage, timeRun, type BenchTarget } from './page';
import type { BenchWindow } from './pageProbe';
import type { Metric } from './stats';

function loopOnWeather(): string {
  const signature = /export function parseToolCalls\([^)]*\)[^{]*\{/;
  if (!signature.test(solution)) throw new Error('could not find parseToolCalls in the solution');
  return solution.replace(signature, (head) => `${head}\n  if (text.includes('weather')) while (true) {}`);
}

export async function partialLoop(target: BenchTarget): Promise<Metric> {
  const looping = exercise.cases.filter((c) => ((c.input as { text?: string }).text ?? '').includes('weather')).length;
  const runs: number[] = [];
  const { context, page, errors } = await openPage(target.browser, target.baseURL, loopOnWeather());
  await page.goto(`${target.baseURL}${SLUG}/`);
  await page.evaluate(() => (window as unknown as BenchWindow).__bench.ready());
  for (let run = 1; run <= TIMEOUT_RUNS; run++) {
    const result = await timeRun(page, run);
    if (result.verdict === ALL_PASSED) target.problems.push(`partial-loop run ${run}: nothing timed out`);
    runs.push(result.allMs);
  }
  target.problems.push(...errors.map((e) => `partial-loop page: console error: ${e}`));
  await context.close();
  return {
    label: `partial-loop program → complete verdict (limit ${exercise.timeLimitMs} ms)`,
    unit: 'ms',
    samples: runs,
    note: `loops on the ${looping} cases that mention "weather"; the Run stops after 3 timeouts`,
  };
}
