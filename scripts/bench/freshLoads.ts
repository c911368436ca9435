/**
 * Fresh loads: BENCH_LOADS times, a new browser context (nothing cached) opens the exercise's own page (`<site>/<slug>/`, its lesson in the HTML) with
 * the reference solution saved. Measures when the lesson shows, when Monaco mounts, when the editor
 * accepts typing, the first Run, and the JavaScript fetched before the lesson and before the editor.
 */
import type { Page } from 'playwright-core';
import { exercise, SLUG } from '../../e2e/support/exercise';
import { ALL_PASSED, LOADS, solution } from './config';
import { openPage, timeRun, type BenchTarget, type ScriptLoad } from './page';
import type { BenchWindow } from './pageProbe';
import type { Metric } from './stats';

/** What one load measured, before its first Run. */
export interface LoadTimes {
  lesson: number;
  mounted: number;
  typeable: number;
  /** null when the page did not see the keydown. */
  keyToGlyph: number | null;
  jsBeforeLesson: number;
  jsBeforeEditor: number;
  rawJsBeforeLesson: number;
  rawJsBeforeEditor: number;
}

type LoadSample = LoadTimes & { firstRun: number; firstRunAll: number };

/**
 * Runs the loads, and `inLastPage` in the last one once its first Run is over: later runs are
 * measured in a page that has already run once, and opening one more page just for them would
 * cost a load. Returns the metrics, and what `inLastPage` returned.
 */
export async function freshLoads<Later>(target: BenchTarget, inLastPage: (page: Page) => Promise<Later>) {
  const samples: LoadSample[] = [];
  let later: { value: Later } | undefined;
  for (let load = 1; load <= LOADS; load++) {
    const { context, page, scripts, errors, settle } = await openPage(target.browser, target.baseURL, solution);
    await page.goto(`${target.baseURL}${SLUG}/`);
    await page.evaluate(() => (window as unknown as BenchWindow).__bench.ready());
    const times = await measureLoad(page, scripts, settle);

    const first = await timeRun(page, 1);
    if (first.verdict !== ALL_PASSED) target.problems.push(`load ${load}: first run said "${first.verdict}"`);
    samples.push({ ...times, firstRun: first.ms, firstRunAll: first.allMs });

    if (load === LOADS) later = { value: await inLastPage(page) };
    target.problems.push(...errors.map((e) => `load ${load}: console error: ${e}`));
    await context.close();
    process.stdout.write(`  load ${load}/${LOADS} done\n`);
  }
  // LOADS is at least 1 (config.ts), so the last load has run.
  if (later === undefined) throw new Error('no load was measured');
  return { metrics: freshLoadMetrics(samples), later: later.value };
}

/** The page's marks, a character typed and taken back, and the JavaScript fetched by then. */
export async function measureLoad(page: Page, scripts: ScriptLoad[], settle: () => Promise<unknown>): Promise<LoadTimes> {
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

  await settle();
  const kib = (until: number, size: (s: ScriptLoad) => number) =>
    scripts.filter((s) => s.finishedAt <= timeOrigin + until).reduce((sum, s) => sum + size(s), 0) / 1024;
  return {
    lesson: marks.lesson!,
    mounted: marks.monaco!,
    typeable: typedAt,
    keyToGlyph: marks.keydown !== null ? typedAt - marks.keydown : null,
    jsBeforeLesson: kib(marks.lesson!, (s) => s.bytes),
    jsBeforeEditor: kib(typedAt, (s) => s.bytes),
    rawJsBeforeLesson: kib(marks.lesson!, (s) => s.rawBytes),
    rawJsBeforeEditor: kib(typedAt, (s) => s.rawBytes),
  };
}

function freshLoadMetrics(samples: LoadSample[]) {
  const of = (key: Exclude<keyof LoadSample, 'keyToGlyph'>) => samples.map((s) => s[key]);
  return {
    lesson: { label: 'lesson visible', unit: 'ms', samples: of('lesson'), note: 'from navigation start; lesson heading in the DOM' },
    mounted: { label: 'Monaco mounted', unit: 'ms', samples: of('mounted'), note: 'from navigation start; first Monaco line rendered' },
    typeable: {
      label: 'editor accepts typing',
      unit: 'ms',
      samples: of('typeable'),
      note: 'from navigation start; a typed character shows in the editor (includes Playwright focus + keypress)',
    },
    keyToGlyph: {
      label: 'keydown → character shown',
      unit: 'ms',
      samples: samples.flatMap((s) => (s.keyToGlyph === null ? [] : [s.keyToGlyph])),
      note: 'of that first character: how long the editor took to show it once the key reached the page',
    },
    firstRun: {
      label: 'first run after load',
      unit: 'ms',
      samples: of('firstRun'),
      note: `Run click → verdict of the ${exercise.cases.length} cases; loads the compiler and the worker`,
    },
    firstRunAll: {
      label: 'first run, generated cases too',
      unit: 'ms',
      samples: of('firstRunAll'),
      note: 'Run click → the generated inputs checked as well (the Results stop being busy)',
    },
    jsBeforeLesson: {
      label: 'JS before lesson, transferred',
      unit: 'KiB',
      samples: of('jsBeforeLesson'),
      note: 'encoded (gzip from vite preview) bodies of scripts finished when the lesson appeared',
    },
    rawJsBeforeLesson: {
      label: 'JS before lesson, uncompressed',
      unit: 'KiB',
      samples: of('rawJsBeforeLesson'),
      note: 'the same scripts, sizes in dist/',
    },
    jsBeforeEditor: {
      label: 'JS before editor usable, transferred',
      unit: 'KiB',
      samples: of('jsBeforeEditor'),
      note: 'the same, until a typed character showed',
    },
    rawJsBeforeEditor: {
      label: 'JS before editor usable, uncompressed',
      unit: 'KiB',
      samples: of('rawJsBeforeEditor'),
      note: 'sizes in dist/',
    },
  } satisfies Record<string, Metric>;
}
