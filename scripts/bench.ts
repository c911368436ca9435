/**
 * npm run bench
 *
 * Measures the built site (`vite preview`) in headless Chromium:
 *   - over BENCH_LOADS fresh loads (default 5; each a new browser context, so nothing is cached):
 *     lesson visible, Monaco mounted, editor accepts typing, the first Run, and the bytes of
 *     JavaScript loaded before the lesson and before the editor accepts typing;
 *   - BENCH_RUNS later runs in one page (default 10);
 *   - BENCH_TIMEOUT_RUNS runs (default 3) of code that loops forever on exactly one case, which
 *     costs one time limit plus a new worker;
 *   - BENCH_PYTHON_LOADS fresh loads (default 2) with Python chosen and the Python reference saved:
 *     Python ready (Pyodide downloaded and started: the progress bar gone), the first Run, a Run
 *     right after it (it waits for a fresh Pyodide), and a warm Run after PYTHON_READING_MS of
 *     reading the results, by when the next Pyodide has started.
 * Every run uses the reference solution (saved in localStorage before the page loads), so each
 * one goes through every case. Times are taken inside the page (performance.now(), from the
 * navigation start), with a MutationObserver noting when things appear and a capture-phase
 * listener noting the Run click; the only Playwright round trips inside a measurement are the
 * focus and the keypress for "accepts typing".
 *
 * Prints a table (median, min, max) and writes bench-results/bench.json.
 * Builds the site first when dist/ is missing or older than its sources (BENCH_BUILD=1 forces it).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { codeKey, launchChromium } from '../e2e/support/browser';
import { exercise, SLUG, stepCount } from '../e2e/support/exercise';
import { buildSite, distIsStale, ROOT, startPreview } from '../e2e/support/server';
import { ALL_PASSED, LOADS, PYTHON_LOADS, RUNS, solution, TIMEOUT_RUNS, VIEWPORT } from './bench/config';
import { openPage, timeRun, type ScriptLoad } from './bench/page';
import type { BenchWindow } from './bench/pageProbe';
import { metricsReport, printTable, stats, type Metric } from './bench/stats';

/** A learner reading the results before the next Run: the scenario of a warm Python Run, not a wait for the bench's sake. */
const PYTHON_READING_MS = 8_000;

/** The solution, made to loop forever on exactly one case (the first whose text is unique to it). */
function loopOnOneCase(): { code: string; caseTitle: string } {
  const texts = exercise.cases.map((c) => (c.input as { text?: string }).text ?? '');
  const index = texts.findIndex((text) => text.length > 0 && texts.filter((t) => t.includes(text)).length === 1);
  const target = exercise.cases[index];
  if (!target) throw new Error('no case with a text unique to it');
  const signature = /export function parseToolCalls\([^)]*\)[^{]*\{/;
  if (!signature.test(solution)) throw new Error('could not find parseToolCalls in the solution');
  const code = solution.replace(
    signature,
    (head) => `${head}\n  if (text === ${JSON.stringify(texts[index])}) while (true) {}`,
  );
  return { code, caseTitle: target.title };
}

/** What a learner who chose Python and saved the Python reference has in localStorage. */
function pythonStorage(code: string) {
  return [
    { name: codeKey(`${SLUG}.py`), value: JSON.stringify({ code, savedAt: Date.now() }) },
    { name: `tool-calling-playground:v1:language:${SLUG}`, value: 'python' },
  ];
}

async function main() {
  if (process.env.BENCH_BUILD === '1' || distIsStale()) {
    console.log('Building the site…');
    await buildSite();
  }
  const server = await startPreview();
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const baseURL = server.url;
    console.log(
      `Benchmarking ${baseURL} in Chromium ${browser.version()}: ${LOADS} loads, ${RUNS} later runs, ` +
        `${TIMEOUT_RUNS} runs with one timeout, ${PYTHON_LOADS} loads in Python; ${exercise.cases.length} cases in ${stepCount} steps.`,
    );

    const lesson: number[] = [];
    const mounted: number[] = [];
    const typeable: number[] = [];
    const keyToGlyph: number[] = [];
    const firstRun: number[] = [];
    const laterRuns: number[] = [];
    const firstRunAll: number[] = [];
    const laterRunsAll: number[] = [];
    const jsBeforeLesson: number[] = [];
    const jsBeforeEditor: number[] = [];
    const rawJsBeforeLesson: number[] = [];
    const rawJsBeforeEditor: number[] = [];
    const problems: string[] = [];

    for (let load = 1; load <= LOADS; load++) {
      const { context, page, scripts, errors, settle } = await openPage(browser, baseURL, solution);
      await page.goto(`${baseURL}#/${SLUG}`);
      await page.evaluate(() => (window as unknown as BenchWindow).__bench.ready());

      // Type a character where the editor will show it (the end of the document), then take it back.
      const box = page.locator('.monaco-editor').getByRole('textbox', { name: 'Code editor' });
      await box.focus();
      await page.keyboard.press('ControlOrMeta+End');
      const shown = page.evaluate(() => (window as unknown as BenchWindow).__bench.editorShows('Z'));
      await page.keyboard.type('Z');
      const typedAt = await shown;
      const gone = page.evaluate(() => (window as unknown as BenchWindow).__bench.editorLacks('Z'));
      await page.keyboard.press('Backspace');
      await gone;

      const { marks, timeOrigin } = await page.evaluate(() => {
        const bench = (window as unknown as BenchWindow).__bench;
        return { marks: bench.marks, timeOrigin: bench.timeOrigin };
      });
      lesson.push(marks.lesson!);
      mounted.push(marks.monaco!);
      typeable.push(typedAt);
      if (marks.keydown !== null) keyToGlyph.push(typedAt - marks.keydown);

      await settle();
      const kib = (until: number, size: (s: ScriptLoad) => number) =>
        scripts.filter((s) => s.finishedAt <= timeOrigin + until).reduce((sum, s) => sum + size(s), 0) / 1024;
      jsBeforeLesson.push(kib(marks.lesson!, (s) => s.bytes));
      jsBeforeEditor.push(kib(typedAt, (s) => s.bytes));
      rawJsBeforeLesson.push(kib(marks.lesson!, (s) => s.rawBytes));
      rawJsBeforeEditor.push(kib(typedAt, (s) => s.rawBytes));

      const first = await timeRun(page, 1);
      if (first.verdict !== ALL_PASSED) problems.push(`load ${load}: first run said "${first.verdict}"`);
      firstRun.push(first.ms);
      firstRunAll.push(first.allMs);

      if (load === LOADS) {
        for (let run = 2; run <= RUNS + 1; run++) {
          const later = await timeRun(page, run);
          if (later.verdict !== ALL_PASSED) problems.push(`later run ${run - 1}: "${later.verdict}"`);
          laterRuns.push(later.ms);
          laterRunsAll.push(later.allMs);
        }
      }
      problems.push(...errors.map((e) => `load ${load}: console error: ${e}`));
      await context.close();
      process.stdout.write(`  load ${load}/${LOADS} done\n`);
    }

    // One case loops forever: the host waits out the limit, terminates the worker, starts a new one.
    const { code, caseTitle } = loopOnOneCase();
    const timeoutRuns: number[] = [];
    {
      const { context, page, errors } = await openPage(browser, baseURL, code);
      await page.goto(`${baseURL}#/${SLUG}`);
      await page.evaluate(() => (window as unknown as BenchWindow).__bench.ready());
      for (let run = 1; run <= TIMEOUT_RUNS; run++) {
        const result = await timeRun(page, run);
        if (result.verdict === ALL_PASSED) problems.push(`timeout run ${run}: nothing timed out`);
        timeoutRuns.push(result.ms);
      }
      problems.push(...errors.map((e) => `timeout page: console error: ${e}`));
      await context.close();
    }

    // Python: a learner who chose it on an earlier visit (so it starts loading with the page, from nothing cached).
    const pythonReady: number[] = [];
    const pythonFirstRun: number[] = [];
    const pythonBackToBack: number[] = [];
    const pythonWarmRun: number[] = [];
    for (let load = 1; load <= PYTHON_LOADS; load++) {
      const { context, page, errors } = await openPage(browser, baseURL, '', pythonStorage(exercise.python!.solution));
      await page.goto(`${baseURL}#/${SLUG}`);
      pythonReady.push(await page.evaluate(() => (window as unknown as BenchWindow).__bench.pythonReady()));
      const runs = [await timeRun(page, 1), await timeRun(page, 2)];
      await page.waitForTimeout(PYTHON_READING_MS);
      runs.push(await timeRun(page, 3));
      runs.forEach((run, n) => {
        if (run.verdict !== ALL_PASSED) problems.push(`Python load ${load}, run ${n + 1}: "${run.verdict}"`);
      });
      pythonFirstRun.push(runs[0]!.ms);
      pythonBackToBack.push(runs[1]!.ms);
      pythonWarmRun.push(runs[2]!.ms);
      problems.push(...errors.map((e) => `Python load ${load}: console error: ${e}`));
      await context.close();
      process.stdout.write(`  Python load ${load}/${PYTHON_LOADS} done\n`);
    }

    const limit = exercise.timeLimitMs;
    const laterMedian = stats(laterRuns).median;
    const metrics: Metric[] = [
      { label: 'lesson visible', unit: 'ms', samples: lesson, note: 'from navigation start; lesson heading in the DOM' },
      { label: 'Monaco mounted', unit: 'ms', samples: mounted, note: 'from navigation start; first Monaco line rendered' },
      {
        label: 'editor accepts typing',
        unit: 'ms',
        samples: typeable,
        note: 'from navigation start; a typed character shows in the editor (includes Playwright focus + keypress)',
      },
      {
        label: 'keydown → character shown',
        unit: 'ms',
        samples: keyToGlyph,
        note: 'of that first character: how long the editor took to show it once the key reached the page',
      },
      { label: 'first run after load', unit: 'ms', samples: firstRun, note: `Run click → verdict of the ${exercise.cases.length} cases; loads the compiler and the worker` },
      { label: 'later runs', unit: 'ms', samples: laterRuns, note: `Run click → verdict of the ${exercise.cases.length} cases, same page, runs 2..${RUNS + 1}` },
      { label: 'first run, generated cases too', unit: 'ms', samples: firstRunAll, note: 'Run click → the generated inputs checked as well (the Results stop being busy)' },
      { label: 'later runs, generated cases too', unit: 'ms', samples: laterRunsAll, note: 'the same, runs 2 onwards' },
      {
        label: `run with one timeout (limit ${limit} ms)`,
        unit: 'ms',
        samples: timeoutRuns,
        note: `case "${caseTitle}" loops; the first of these runs also loads the compiler`,
      },
      {
        label: 'timeout recovery overhead',
        unit: 'ms',
        samples: timeoutRuns.map((t) => t - limit - laterMedian),
        note: `run with one timeout − limit − median later run: the cost of killing and restarting the worker`,
      },
      {
        label: 'JS before lesson, transferred',
        unit: 'KiB',
        samples: jsBeforeLesson,
        note: 'encoded (gzip from vite preview) bodies of scripts finished when the lesson appeared',
      },
      { label: 'JS before lesson, uncompressed', unit: 'KiB', samples: rawJsBeforeLesson, note: 'the same scripts, sizes in dist/' },
      {
        label: 'JS before editor usable, transferred',
        unit: 'KiB',
        samples: jsBeforeEditor,
        note: 'the same, until a typed character showed',
      },
      { label: 'JS before editor usable, uncompressed', unit: 'KiB', samples: rawJsBeforeEditor, note: 'sizes in dist/' },
      { label: 'Python ready (cold)', unit: 'ms', samples: pythonReady, note: 'from navigation start, Python chosen earlier: Pyodide downloaded (12 MB, nothing cached) and started' },
      { label: 'Python first Run', unit: 'ms', samples: pythonFirstRun, note: `Run click → verdict of the ${exercise.cases.length} cases, in the Pyodide started ahead` },
      { label: 'Python Run right after', unit: 'ms', samples: pythonBackToBack, note: 'the next Run at once: it waits for a fresh Pyodide (one per Run, on purpose)' },
      { label: 'Python warm Run', unit: 'ms', samples: pythonWarmRun, note: `after ${PYTHON_READING_MS / 1000} s of reading the results: the next Pyodide has started meanwhile` },
    ];

    console.log('');
    printTable(metrics);

    const out = join(ROOT, 'bench-results');
    mkdirSync(out, { recursive: true });
    const report = {
      date: new Date().toISOString(),
      url: baseURL,
      chromium: browser.version(),
      config: { loads: LOADS, runs: RUNS, timeoutRuns: TIMEOUT_RUNS, pythonLoads: PYTHON_LOADS, viewport: VIEWPORT, timeLimitMs: limit, cases: exercise.cases.length },
      metrics: metricsReport(metrics),
      problems,
    };
    writeFileSync(join(out, 'bench.json'), JSON.stringify(report, null, 2) + '\n');
    console.log(`\nWrote ${join('bench-results', 'bench.json')}`);
    if (problems.length > 0) {
      console.log(`\nProblems seen while measuring:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
