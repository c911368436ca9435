/**
 * The floor: the same measurements, in the same run, of the smallest page that does what the
 * playground's first screen does (scripts/bench/floor/: a lesson, React + Monaco, a function run in
 * a fresh Web Worker). Figures remembered from another day or machine say little; ratios measured
 * side by side say how far the playground is from what any page of its kind must pay.
 */
import type { Page } from 'playwright-core';
import { buildSite, startPreview } from '../../e2e/support/server';
import { LOADS, RUNS } from './config';
import { measureLoad } from './freshLoads';
import { openPage, timeRun, type BenchTarget } from './page';
import type { BenchWindow } from './pageProbe';
import { stats, type Metric } from './stats';

const FLOOR_VERDICT = 'All 6 steps passed.';

interface FloorSample {
  firstPaint: number;
  lesson: number;
  mounted: number;
  typeable: number;
  jsBeforeEditor: number;
  firstRun: number;
}

/** Builds the floor page (a few seconds), serves it, and measures BENCH_LOADS fresh loads and BENCH_RUNS later Runs. */
export async function floorLoads(target: BenchTarget) {
  await buildSite({ config: 'scripts/bench/floor/vite.config.ts' });
  const server = await startPreview({ outDir: 'scripts/bench/floor/dist' });
  try {
    const samples: FloorSample[] = [];
    const later: number[] = [];
    for (let load = 1; load <= LOADS; load++) {
      const { context, page, scripts, errors, settle } = await openPage(target.browser, server.url, '', []);
      await page.goto(server.url);
      await page.evaluate(() => (window as unknown as BenchWindow).__bench.ready());
      const times = await measureLoad(page, scripts, settle);
      const first = await timeRun(page, 1);
      if (first.verdict !== FLOOR_VERDICT) target.problems.push(`floor load ${load}: first run said "${first.verdict}"`);
      samples.push({ ...times, firstPaint: await firstPaint(page), firstRun: first.ms });
      if (load === LOADS)
        for (let run = 2; run <= RUNS + 1; run++) {
          const { ms, verdict } = await timeRun(page, run);
          if (verdict !== FLOOR_VERDICT) target.problems.push(`floor later run ${run - 1}: "${verdict}"`);
          later.push(ms);
        }
      target.problems.push(...errors.map((e) => `floor load ${load}: console error: ${e}`));
      await context.close();
      process.stdout.write(`  floor load ${load}/${LOADS} done\n`);
    }
    return floorMetrics(samples, later);
  } finally {
    await server.stop();
  }
}

/** The browser's own first contentful paint, from navigation start. */
async function firstPaint(page: Page): Promise<number> {
  const at = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  if (at === null) throw new Error('the floor page reported no first contentful paint');
  return at;
}

function floorMetrics(samples: FloorSample[], later: number[]) {
  const of = (key: keyof FloorSample) => samples.map((s) => s[key]);
  return {
    firstPaint: { label: 'floor: first paint', unit: 'ms', samples: of('firstPaint'), note: 'the floor page’s first contentful paint' },
    mounted: { label: 'floor: Monaco mounted', unit: 'ms', samples: of('mounted') },
    typeable: { label: 'floor: editor accepts typing', unit: 'ms', samples: of('typeable') },
    jsBeforeEditor: { label: 'floor: JS before editor usable, transferred', unit: 'KiB', samples: of('jsBeforeEditor') },
    firstRun: {
      label: 'floor: first run',
      unit: 'ms',
      samples: of('firstRun'),
      note: 'Run click → a fresh worker ran the function on 47 inputs and the page shows it',
    },
    laterRuns: { label: 'floor: later runs', unit: 'ms', samples: later },
  } satisfies Record<string, Metric>;
}

export type FloorMetrics = ReturnType<typeof floorMetrics>;

/** One row of the ratio table: the playground's median over the floor's. */
export interface Ratio {
  label: string;
  ratio: number;
  goal?: number;
}

export function ratio(label: string, playground: Metric, floor: Metric, goal?: number): Ratio {
  const value = stats(playground.samples).median / stats(floor.samples).median;
  return goal === undefined ? { label, ratio: value } : { label, ratio: value, goal };
}

export function printRatios(ratios: Ratio[]) {
  const width = Math.max(...ratios.map((r) => r.label.length));
  console.log('\nThe playground against the floor, medians measured in this run:');
  for (const { label, ratio: value, goal } of ratios) {
    const verdict = goal === undefined ? '' : value <= goal ? `  (goal ≤ ${goal}: met)` : `  (goal ≤ ${goal}: not met)`;
    console.log(`  ${label.padEnd(width)}  ${value.toFixed(2)}${verdict}`);
  }
}
