/**
 * Timeout recovery: BENCH_TIMEOUT_RUNS Runs, in one page, of the reference solution made to loop
 * forever on exactly one case. The host waits out the time limit, terminates the worker and starts
 * a new one; what that costs beyond the limit and an ordinary Run is the recovery overhead.
 */
import { exercise, SLUG } from '../../e2e/support/exercise';
import { ALL_PASSED, solution, TIMEOUT_RUNS } from './config';
import { openPage, timeRun, type BenchTarget } from './page';
import type { BenchWindow } from './pageProbe';
import type { Metric } from './stats';

/** The solution, made to loop forever on exactly one case (the first whose text is unique to it). */
function loopOnOneCase(): { code: string; caseTitle: string } {
  const texts = exercise.cases.map((c) => (c.input as { text?: string }).text ?? '');
  const index = texts.findIndex((text) => text.length > 0 && texts.filter((t) => t.includes(text)).length === 1);
  const target = exercise.cases[index];
  if (!target) throw new Error('no case with a text unique to it');
  const signature = /export function parseToolCalls\([^)]*\)[^{]*\{/;
  if (!signature.test(solution)) throw new Error('could not find parseToolCalls in the solution');
  const code = solution.replace(signature, (head) => `${head}\n  if (text === ${JSON.stringify(texts[index])}) while (true) {}`);
  return { code, caseTitle: target.title };
}

/** `laterMedian`, the median later Run, is subtracted so the overhead counts only the recovery. */
export async function timeoutRecovery(target: BenchTarget, laterMedian: number) {
  const { code, caseTitle } = loopOnOneCase();
  const timeoutRuns: number[] = [];
  const { context, page, errors } = await openPage(target.browser, target.baseURL, code);
  await page.goto(`${target.baseURL}${SLUG}/`);
  await page.evaluate(() => (window as unknown as BenchWindow).__bench.ready());
  for (let run = 1; run <= TIMEOUT_RUNS; run++) {
    const result = await timeRun(page, run);
    if (result.verdict === ALL_PASSED) target.problems.push(`timeout run ${run}: nothing timed out`);
    timeoutRuns.push(result.ms);
  }
  target.problems.push(...errors.map((e) => `timeout page: console error: ${e}`));
  await context.close();

  const limit = exercise.timeLimitMs;
  return {
    run: {
      label: `run with one timeout (limit ${limit} ms)`,
      unit: 'ms',
      samples: timeoutRuns,
      note: `case "${caseTitle}" loops; the first of these runs also loads the compiler`,
    },
    overhead: {
      label: 'timeout recovery overhead',
      unit: 'ms',
      samples: timeoutRuns.map((t) => t - limit - laterMedian),
      note: `run with one timeout − limit − median later run: the cost of killing and restarting the worker`,
    },
  } satisfies Record<string, Metric>;
}
