/**
 * Python loads: BENCH_PYTHON_LOADS fresh loads by a learner who chose Python on an earlier visit
 * and saved the Python reference, so Pyodide starts loading with the page, from nothing cached.
 * Measures Python ready (the progress bar gone), the first Run, a Run right after it (it waits for
 * a fresh Pyodide), and a warm Run after PYTHON_READING_MS of reading the results; for the first and
 * the warm Run, also the complete Run (the generated inputs, in the same Pyodide, with the
 * TypeScript reference in a TypeScript worker).
 */
import { codeKey, languageKey } from '../../src/persistence/storageKeys';
import { exercise, SLUG } from '../../e2e/support/exercise';
import { ALL_PASSED, PYTHON_LOADS } from './config';
import { openPage, timeRun, type BenchTarget, type Storage } from './page';
import type { BenchWindow } from './pageProbe';
import type { Metric } from './stats';

/** A learner reading the results before the next Run: the scenario of a warm Python Run, not a wait for the bench's sake. */
const PYTHON_READING_MS = 8_000;

/** What a learner who chose Python and saved the Python reference has in localStorage. */
function pythonStorage(code: string): Storage {
  return [
    { name: codeKey(`${SLUG}.py`), value: JSON.stringify({ code, savedAt: Date.now() }) },
    { name: languageKey(SLUG), value: 'python' },
  ];
}

export async function pythonLoads(target: BenchTarget) {
  const ready: number[] = [];
  const firstRun: number[] = [];
  const firstRunAll: number[] = [];
  const backToBack: number[] = [];
  const warmRun: number[] = [];
  const warmRunAll: number[] = [];
  for (let load = 1; load <= PYTHON_LOADS; load++) {
    const { context, page, errors } = await openPage(target.browser, target.baseURL, '', pythonStorage(exercise.python!.solution));
    await page.goto(`${target.baseURL}${SLUG}/`);
    ready.push(await page.evaluate(() => (window as unknown as BenchWindow).__bench.pythonReady()));
    const runs = [await timeRun(page, 1), await timeRun(page, 2)];
    await page.waitForTimeout(PYTHON_READING_MS);
    runs.push(await timeRun(page, 3));
    runs.forEach((run, n) => {
      if (run.verdict !== ALL_PASSED) target.problems.push(`Python load ${load}, run ${n + 1}: "${run.verdict}"`);
    });
    firstRun.push(runs[0]!.ms);
    firstRunAll.push(runs[0]!.allMs);
    backToBack.push(runs[1]!.ms);
    warmRun.push(runs[2]!.ms);
    warmRunAll.push(runs[2]!.allMs);
    target.problems.push(...errors.map((e) => `Python load ${load}: console error: ${e}`));
    await context.close();
    process.stdout.write(`  Python load ${load}/${PYTHON_LOADS} done\n`);
  }
  return {
    ready: {
      label: 'Python ready (cold)',
      unit: 'ms',
      samples: ready,
      note: 'from navigation start, Python chosen earlier: Pyodide downloaded (12 MB, nothing cached) and started',
    },
    firstRun: {
      label: 'Python first Run',
      unit: 'ms',
      samples: firstRun,
      note: `Run click → verdict of the ${exercise.cases.length} cases, in the Pyodide started ahead`,
    },
    firstRunAll: {
      label: 'Python first Run, generated cases too',
      unit: 'ms',
      samples: firstRunAll,
      note: 'Run click → the random inputs checked as well, in the same Pyodide (the Results stop being busy)',
    },
    backToBack: {
      label: 'Python Run right after',
      unit: 'ms',
      samples: backToBack,
      note: 'the next Run at once: it waits for a fresh Pyodide (one per Run, on purpose)',
    },
    warmRun: {
      label: 'Python warm Run',
      unit: 'ms',
      samples: warmRun,
      note: `after ${PYTHON_READING_MS / 1000} s of reading the results: the next Pyodide has started meanwhile`,
    },
    warmRunAll: {
      label: 'Python warm Run, generated cases too',
      unit: 'ms',
      samples: warmRunAll,
      note: 'the same warm Run, to its end: what the random inputs add to a Python Run',
    },
  } satisfies Record<string, Metric>;
}
