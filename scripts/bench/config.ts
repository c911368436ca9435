/**
 * What every scenario of `npm run bench` shares: the counts from the environment, the page's size
 * and patience, and the code a learner has saved.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SLUG, stepCount } from '../../e2e/support/exercise';
import { ROOT } from '../../e2e/support/server';

export const LOADS = positiveInt('BENCH_LOADS', 5);
export const RUNS = positiveInt('BENCH_RUNS', 10);
export const TIMEOUT_RUNS = positiveInt('BENCH_TIMEOUT_RUNS', 3);
export const PYTHON_LOADS = positiveInt('BENCH_PYTHON_LOADS', 2);
export const VIEWPORT = { width: 1400, height: 900 };
export const WAIT_MS = 60_000;

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, not ${JSON.stringify(raw)}`);
  return value;
}

/** The reference solution: every Run goes through every case, so runs are comparable. */
export const solution = readFileSync(join(ROOT, 'exercises', SLUG, 'solution.ts'), 'utf8');

/** The verdict of a Run of the reference solution; any other is reported as a problem. */
export const ALL_PASSED = `All ${stepCount} steps passed.`;
