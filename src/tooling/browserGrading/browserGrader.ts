import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import type { LanguageId } from '../../core/language';
import type { RunState } from '../../grading/runState';
import { GRADER_GLOBAL, GRADER_PAGE, type GradeRequest, type GraderApi, type TraceRequest } from '../../graderPage/graderProtocol';
import { parseTagged } from '../../persistence/taggedJson';
import type { TracedCall } from '../../runner/host/traceCase';
import { serveFolder, type StaticServer } from './staticServer';

/** Chromium's flags for a headless grader on a machine with no network of its own (see e2e/support/browser.ts). */
const CHROMIUM_FLAGS = [
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A page in the background of a headless browser must not be slowed down: its sandboxes' clocks run on it.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
];

/** How many times a submission is tried on a fresh page when the page itself fails (a crash of the browser's). */
export const GRADE_TRIES = 3;

export interface BrowserGraderOptions {
  /** The built site's folder (gradingSite.ts). */
  site: string;
  /** The Chromium or Chrome executable (findBrowser.ts). */
  browser: string;
  /** How many submissions are graded side by side: one page each. */
  jobs: number;
  /** The languages to start sandboxes of ahead, as each page opens. */
  languages: LanguageId[];
  /** Many files will follow (a batch): worth a Python snapshot per page (GraderApi.prepare). */
  many?: boolean;
}

/** The page failed around the code (the browser crashed, a page would not open), every time it was tried. */
export class GraderFailure extends Error {}

export interface BrowserGrader {
  /** One learner's entries, graded in order on one page, as `npm run grade` grades a file; resolves with each Run's state. */
  grade(requests: GradeRequest[]): Promise<RunState[]>;
  trace(request: TraceRequest): Promise<TracedCall>;
  /** Ends the browser and the site's server; nothing of either outlives it. */
  close(): Promise<void>;
}

type Grader = Pick<GraderApi, 'grade' | 'trace' | 'prepare'>;

/**
 * The command line's grading browser: headless Chromium on the built site, served read-only from 127.0.0.1,
 * with `jobs` grading pages. Learner code runs only inside those pages' sandboxes (opaque-origin frame, the
 * site's policy, a worker), exactly as in a learner's browser; the browser context refuses any request that
 * is not for the site itself, and blocks service workers. Run as root (a container, CI), Chromium must run
 * without its own OS sandbox: the frame, the policy and the worker are then the boundary (docs/security.md).
 */
export async function startBrowserGrader(options: BrowserGraderOptions): Promise<BrowserGrader> {
  const server = await serveFolder(options.site);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: options.browser,
      args: CHROMIUM_FLAGS,
      // Chromium's own sandbox refuses to start as root; elsewhere it stays on, a second wall around the pages.
      chromiumSandbox: process.getuid?.() !== 0,
    });
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const origin = new URL(server.origin).origin;
    await context.route('**/*', (route) =>
      new URL(route.request().url()).origin === origin ? route.continue() : route.abort('blockedbyclient'),
    );
    return gradingPool(browser, context, server, options);
  } catch (error) {
    await browser?.close().catch(() => undefined);
    await server.close();
    throw error;
  }
}

/** A grading page, and the DevTools session the grader talks to it through (see `callPage`). */
interface GradingPage {
  page: Page;
  session: CDPSession;
}

function gradingPool(browser: Browser, context: BrowserContext, server: StaticServer, options: BrowserGraderOptions): BrowserGrader {
  const pages = pagePool(async (): Promise<GradingPage> => {
    const page = await context.newPage();
    await page.goto(new URL(GRADER_PAGE, server.origin).href);
    await page.waitForFunction((name) => name in window, GRADER_GLOBAL, { timeout: 0 });
    const session = await context.newCDPSession(page);
    await callPage(session, 'prepare', [options.languages, options.many ?? false]);
    return { page, session };
  }, options.jobs);
  /** Runs `call` on a page; when the page fails (not the code: the page never runs it), tries on a fresh page. */
  const onPage = async <T>(call: (grader: GradingPage) => Promise<T>): Promise<T> => {
    let lastError: unknown;
    for (let attempt = 1; attempt <= GRADE_TRIES; attempt++) {
      let page: GradingPage | undefined;
      try {
        page = await pages.take();
        const result = await call(page);
        pages.giveBack(page, true);
        return result;
      } catch (error) {
        lastError = error;
        if (page) pages.giveBack(page, false);
      }
    }
    const reason = lastError instanceof Error ? lastError.message.split('\n')[0] : String(lastError);
    throw new GraderFailure(`the grading browser failed ${GRADE_TRIES} times (${reason})`);
  };
  return {
    grade: (requests) =>
      onPage(async ({ session }) => {
        const states = (await callPage(session, 'grade', [requests])) as string[];
        return states.map((state) => parseTagged(state) as RunState);
      }),
    trace: (request) => onPage(async ({ session }) => parseTagged((await callPage(session, 'trace', [request])) as string) as TracedCall),
    async close() {
      pages.close();
      await browser.close().catch(() => undefined);
      await server.close();
    },
  };
}

/**
 * Calls the grading page's API through DevTools directly, not through Playwright's page: when a sandbox
 * frame's process dies (learner code that ran out of memory), Playwright takes the whole page for crashed and
 * stops serving it, while the page itself is alive, has recorded that case as an error and goes on grading.
 */
async function callPage(session: CDPSession, method: keyof Grader, args: unknown[]): Promise<unknown> {
  const expression = `window[${JSON.stringify(GRADER_GLOBAL)}][${JSON.stringify(method)}](...${JSON.stringify(args)})`;
  const answer = await session.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
  if (answer.exceptionDetails) {
    const thrown = answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text;
    throw new Error(`the grading page failed: ${thrown.split('\n')[0]}`);
  }
  return answer.result.value;
}

/**
 * At most `size` grading pages, opened as they are first needed: `take` hands out an idle one, opens one, or
 * waits for one to be given back. A page given back unhealthy (it failed) is closed, and its place freed.
 */
function pagePool(open: () => Promise<GradingPage>, size: number) {
  const idle: GradingPage[] = [];
  const waiting: ((page: GradingPage | undefined) => void)[] = [];
  let opened = 0;
  let closed = false;
  const take = async (): Promise<GradingPage> => {
    if (closed) throw new GraderFailure('the grader was closed');
    const page = idle.pop();
    if (page) return page;
    if (opened < size) {
      opened += 1;
      try {
        return await open();
      } catch (error) {
        opened -= 1;
        throw error;
      }
    }
    const next = await new Promise<GradingPage | undefined>((resolve) => waiting.push(resolve));
    return next ?? take();
  };
  return {
    take,
    giveBack(page: GradingPage, healthy: boolean) {
      if (!healthy || closed) {
        opened -= 1;
        void page.page.close().catch(() => undefined);
        waiting.shift()?.(undefined);
        return;
      }
      const next = waiting.shift();
      if (next) next(page);
      else idle.push(page);
    },
    close() {
      closed = true;
      for (const resolve of waiting.splice(0)) resolve(undefined);
    },
  };
}
