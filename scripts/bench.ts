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
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import ts from 'typescript';
import { codeKey, launchChromium } from '../e2e/support/browser';
import { exercise, SLUG, stepCount } from '../e2e/support/exercise';
import { buildSite, distIsStale, ROOT, startPreview } from '../e2e/support/server';
import type { BenchWindow } from './bench/pageProbe';

const LOADS = positiveInt('BENCH_LOADS', 5);
const RUNS = positiveInt('BENCH_RUNS', 10);
const TIMEOUT_RUNS = positiveInt('BENCH_TIMEOUT_RUNS', 3);
const PYTHON_LOADS = positiveInt('BENCH_PYTHON_LOADS', 2);
/** A learner reading the results before the next Run: the scenario of a warm Python Run, not a wait for the bench's sake. */
const PYTHON_READING_MS = 8_000;
const VIEWPORT = { width: 1400, height: 900 };
const WAIT_MS = 60_000;

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, not ${JSON.stringify(raw)}`);
  return value;
}

const solution = readFileSync(join(ROOT, 'exercises', SLUG, 'solution.ts'), 'utf8');

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

/**
 * The probe's text for `addInitScript`: scripts/bench/pageProbe.ts compiled on its own (it imports
 * nothing) and called once. CommonJS output, so the whole module can run as a classic script
 * inside a function with its own `exports`, and nothing but `window.__bench` reaches the page.
 */
function compileProbe(): string {
  const source = readFileSync(fileURLToPath(new URL('./bench/pageProbe.ts', import.meta.url)), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: 'pageProbe.ts',
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS },
  });
  // A `require` would fail in the page, and only after the bench had started measuring.
  if (/\brequire\(/.test(outputText)) throw new Error('scripts/bench/pageProbe.ts must import nothing at run time');
  return `(() => {\nconst exports = {};\n${outputText}\nexports.installPageProbe();\n})();`;
}

const PAGE_PROBE = compileProbe();

interface ScriptLoad {
  url: string;
  /** Epoch ms at which the response body had arrived. */
  finishedAt: number;
  /** Bytes on the wire (vite preview compresses). */
  bytes: number;
  /** The file's size in dist/. */
  rawBytes: number;
}

function distSize(url: string): number {
  try {
    return statSync(join(ROOT, 'dist', decodeURIComponent(new URL(url).pathname))).size;
  } catch {
    return 0;
  }
}

/** What a learner who chose Python and saved the Python reference has in localStorage. */
function pythonStorage(code: string) {
  return [
    { name: codeKey(`${SLUG}.py`), value: JSON.stringify({ code, savedAt: Date.now() }) },
    { name: `tool-calling-playground:v1:language:${SLUG}`, value: 'python' },
  ];
}

async function openPage(browser: Browser, baseURL: string, code: string, storage = [{ name: codeKey(SLUG), value: JSON.stringify({ code, savedAt: Date.now() }) }]) {
  const origin = new URL(baseURL).origin;
  const context: BrowserContext = await browser.newContext({
    viewport: VIEWPORT,
    storageState: { cookies: [], origins: [{ origin, localStorage: storage }] },
  });
  await context.addInitScript({ content: PAGE_PROBE });
  const scripts: ScriptLoad[] = [];
  const pending: Promise<void>[] = [];
  const errors: string[] = [];
  context.on('requestfinished', (request: Request) => {
    // The service worker's precache (for offline use) fetches every chunk once it is installed:
    // those are not scripts the page waited for.
    if (request.serviceWorker()) return;
    pending.push(
      (async () => {
        const response = await request.response();
        const type = response ? ((await response.headerValue('content-type')) ?? '') : '';
        if (!/javascript/.test(type) && !/\.m?js(\?|$)/.test(request.url())) return;
        const sizes = await request.sizes();
        const timing = request.timing();
        const finishedAt = timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : Date.now();
        scripts.push({ url: request.url(), finishedAt, bytes: sizes.responseBodySize, rawBytes: distSize(request.url()) });
      })().catch(() => {
        // The page closed before the sizes could be read: a script fetched after the measured loads.
      }),
    );
  });
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  context.on('weberror', (error) => errors.push(error.error().message));
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  return { context, page, scripts, errors, settle: () => Promise.all(pending) };
}

/**
 * Clicks Run and returns the in-page times from the click to the verdict (the fixed cases' results)
 * and to the end of the Run (the generated cases too), and the verdict.
 */
async function timeRun(page: Page, runNumber: number): Promise<{ ms: number; allMs: number; verdict: string }> {
  const verdict = page.evaluate((n) => (window as unknown as BenchWindow).__bench.verdictCount(n), runNumber);
  const settled = page.evaluate((n) => (window as unknown as BenchWindow).__bench.settledCount(n), runNumber);
  await page.getByRole('button', { name: /^Run/ }).click();
  const { at, text } = await verdict;
  const endedAt = await settled;
  const clicks = await page.evaluate(() => (window as unknown as BenchWindow).__bench.marks.clicks);
  const clickedAt = clicks[runNumber - 1];
  if (clickedAt === undefined) throw new Error('the Run click was not seen by the page');
  return { ms: at - clickedAt, allMs: endedAt - clickedAt, verdict: text };
}

interface Metric {
  label: string;
  unit: 'ms' | 'KiB';
  samples: number[];
  note?: string;
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, n: sorted.length };
}

function printTable(metrics: Metric[]) {
  const rows = metrics.map((m) => {
    const s = stats(m.samples);
    const fmt = (v: number) => (m.unit === 'KiB' ? v.toFixed(1) : Math.round(v).toString());
    return [`${m.label} (${m.unit})`, fmt(s.median), fmt(s.min), fmt(s.max), String(s.n)];
  });
  const header = ['metric', 'median', 'min', 'max', 'n'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  for (const m of metrics) if (m.note) console.log(`  ${m.label}: ${m.note}`);
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
    const allPassed = `All ${stepCount} steps passed.`;

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
      if (first.verdict !== allPassed) problems.push(`load ${load}: first run said "${first.verdict}"`);
      firstRun.push(first.ms);
      firstRunAll.push(first.allMs);

      if (load === LOADS) {
        for (let run = 2; run <= RUNS + 1; run++) {
          const later = await timeRun(page, run);
          if (later.verdict !== allPassed) problems.push(`later run ${run - 1}: "${later.verdict}"`);
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
        if (result.verdict === allPassed) problems.push(`timeout run ${run}: nothing timed out`);
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
        if (run.verdict !== allPassed) problems.push(`Python load ${load}, run ${n + 1}: "${run.verdict}"`);
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
      metrics: Object.fromEntries(
        metrics.map((m) => {
          const round = (v: number) => Math.round(v * 10) / 10;
          const s = stats(m.samples);
          return [
            m.label,
            { unit: m.unit, median: round(s.median), min: round(s.min), max: round(s.max), n: s.n, samples: m.samples.map(round), note: m.note },
          ];
        }),
      ),
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
