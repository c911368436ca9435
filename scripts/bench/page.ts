/**
 * Opening the exercise in a fresh browser context with the probe installed, and timing a Run:
 * what every scenario of `npm run bench` does.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import ts from 'typescript';
import { codeKey } from '../../src/persistence/storageKeys';
import { SLUG } from '../../e2e/support/exercise';
import { ROOT } from '../../e2e/support/server';
import { VIEWPORT, WAIT_MS } from './config';
import type { BenchWindow } from './pageProbe';

/** What a scenario measures against, and where it notes what went wrong (reported at the end, not thrown). */
export interface BenchTarget {
  browser: Browser;
  baseURL: string;
  problems: string[];
}

/** localStorage entries for the page's origin, set before the page loads. */
export type Storage = { name: string; value: string }[];

/**
 * The probe's text for `addInitScript`: scripts/bench/pageProbe.ts compiled on its own (it imports
 * nothing) and called once. CommonJS output, so the whole module can run as a classic script
 * inside a function with its own `exports`, and nothing but `window.__bench` reaches the page.
 */
function compileProbe(): string {
  const source = readFileSync(fileURLToPath(new URL('./pageProbe.ts', import.meta.url)), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: 'pageProbe.ts',
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS },
  });
  // A `require` would fail in the page, and only after the bench had started measuring.
  if (/\brequire\(/.test(outputText)) throw new Error('scripts/bench/pageProbe.ts must import nothing at run time');
  return `(() => {\nconst exports = {};\n${outputText}\nexports.installPageProbe();\n})();`;
}

const PAGE_PROBE = compileProbe();

export interface ScriptLoad {
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

/** Notes every script the page fetched; `settle` waits until their sizes have been read. */
function watchScripts(context: BrowserContext): { scripts: ScriptLoad[]; settle: () => Promise<void[]> } {
  const scripts: ScriptLoad[] = [];
  const pending: Promise<void>[] = [];
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
  return { scripts, settle: () => Promise.all(pending) };
}

/** A new context (nothing cached) whose localStorage holds `code` as the learner's saved TypeScript, unless `storage` says otherwise. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  code: string,
  storage: Storage = [{ name: codeKey(SLUG), value: JSON.stringify({ code, savedAt: Date.now() }) }],
) {
  const origin = new URL(baseURL).origin;
  const context: BrowserContext = await browser.newContext({
    viewport: VIEWPORT,
    storageState: { cookies: [], origins: [{ origin, localStorage: storage }] },
  });
  await context.addInitScript({ content: PAGE_PROBE });
  const { scripts, settle } = watchScripts(context);
  const errors: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  context.on('weberror', (error) => errors.push(error.error().message));
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  return { context, page, scripts, errors, settle };
}

/**
 * Clicks Run and returns the in-page times from the click to the verdict (the fixed cases' results)
 * and to the end of the Run (the generated cases too), and the verdict.
 */
export async function timeRun(page: Page, runNumber: number): Promise<{ ms: number; allMs: number; verdict: string }> {
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
