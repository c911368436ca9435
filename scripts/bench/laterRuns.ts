/**
 * Later runs: BENCH_RUNS more Runs in a page that has already run once, so the compiler and the
 * worker's code are loaded and what is left is the cost of a Run itself.
 */
import type { Page } from 'playwright-core';
import { exercise } from '../../e2e/support/exercise';
import { ALL_PASSED, RUNS } from './config';
import { timeRun, type BenchTarget } from './page';
import type { Metric } from './stats';

/** `page` has had exactly one Run, so these are its runs 2 to RUNS + 1. */
export async function laterRuns(target: BenchTarget, page: Page) {
  const runs: number[] = [];
  const runsAll: number[] = [];
  for (let run = 2; run <= RUNS + 1; run++) {
    const later = await timeRun(page, run);
    if (later.verdict !== ALL_PASSED) target.problems.push(`later run ${run - 1}: "${later.verdict}"`);
    runs.push(later.ms);
    runsAll.push(later.allMs);
  }
  return {
    runs: {
      label: 'later runs',
      unit: 'ms',
      samples: runs,
      note: `Run click → verdict of the ${exercise.cases.length} cases, same page, runs 2..${RUNS + 1}`,
    },
    runsAll: { label: 'later runs, generated cases too', unit: 'ms', samples: runsAll, note: 'the same, runs 2 onwards' },
  } satisfies Record<string, Metric>;
}
