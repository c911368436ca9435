/**
 * One browser per test file, one fresh context per `open()`. Every request of
 * every page (and of its workers) is recorded, as is every console error and
 * uncaught page error; after each test the contexts are closed and the test
 * fails if a request left the site's origin or anything was logged as an error.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { backupKey, codeKey, launchChromium } from './browser';
import type { LanguageId } from '../../src/core/language';
import { codeKeyFor } from '../../src/exercise/forLanguage';
import { codeKeyIn, STORAGE_PREFIX } from '../../src/persistence/storageKeys';
import { SLUG } from './exercise';
import { ROOT } from './server';

export interface OpenOptions {
  /** Code already saved for the exercise before the page loads (as if typed on an earlier visit). */
  savedCode?: string;
  /** The exercise opened, and the one `savedCode` is saved for (parse-tool-calls unless told). */
  slug?: string;
  /** The language `savedCode` is in (TypeScript unless told): each language's code is saved under its own key. */
  language?: LanguageId;
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** Grant clipboard access (Share copies the link; pasting into the editor). */
  clipboard?: boolean;
  /** What follows the site's address, e.g. `#/parse-tool-calls?code=...`; the exercise's own link by default ('' is the home view). */
  path?: string;
  /** false: the page runs no script at all (what the HTML shows by itself). */
  javaScriptEnabled?: boolean;
  /** The site's address, when not the shared preview server (e.g. one serving a sub-path). */
  baseURL?: string;
  /** The storage prefix of the site's course, when it is not the built-in one (`savedCode` is saved under it). */
  storagePrefix?: string;
  /**
   * Let the page install its offline copy (the service worker). Off unless asked for: installing it stores the
   * whole built site in each fresh context, a cost every test paid for nothing but the tests of working offline.
   */
  offlineCopy?: boolean;
  /** Go to the page and wait for Monaco (default true); false leaves a blank page to navigate yourself. */
  load?: boolean;
  /**
   * For tests of hostile learner code that tries to reach other origins: a request the browser
   * refused before sending it (blocked by the sandbox's Content-Security-Policy) does not fail
   * the test; it is listed in `App.blocked`. Any other request that leaves the origin still does.
   */
  allowBlockedRequests?: boolean;
  /**
   * Origins this test may reach besides the site's own: the endpoint a learner names for a live
   * model run (e2e/live-model.e2e.ts), and nothing else. Any other request that leaves the origin
   * still fails the test.
   */
  allowOrigins?: string[];
  /**
   * Console errors this test expects, by pattern: Chromium logs
   * "Failed to load resource: ..." for a live request the test makes fail on purpose (HTTP 500,
   * a refused connection). Any other error still fails the test.
   */
  expectedConsoleErrors?: RegExp[];
}

export interface App {
  context: BrowserContext;
  page: Page;
  baseURL: string;
  origin: string;
  /** Every request URL made in this context so far. */
  requests: string[];
  /** URLs of requests the browser refused to send because a Content-Security-Policy blocked them. */
  blocked: string[];
  /** Opens another page in the same context (same storage), recorded like the first. */
  newPage(): Promise<Page>;
}

const VERDICT = /^(All \d+ steps? passed|\d+ of \d+ steps? passed)\.$/;

/** Page landmarks, found the way a person (or a screen reader) would find them. */
export function ui(page: Page) {
  const results = page.getByRole('region', { name: 'Results' });
  const monaco = page.locator('.monaco-editor');
  return {
    results,
    runButton: page.getByRole('toolbar', { name: 'Code actions' }).getByRole('button', { name: /^Run/ }),
    toolbar: page.getByRole('toolbar', { name: 'Code actions' }),
    lesson: page.getByRole('article', { name: 'Lesson' }),
    monaco,
    /** Monaco's text input, named by the app's `ariaLabel`. */
    codeBox: monaco.getByRole('textbox', { name: 'Code editor' }),
    /** The lines Monaco renders (the visible part of the document). */
    editorLines: monaco.locator('.view-lines'),
    steps: page.getByRole('list', { name: 'Check steps' }),
    /** The one-line verdict shown when a run is done: "All 6 steps passed." / "1 of 6 steps passed." */
    verdict: results.getByText(VERDICT),
    /** The paragraph that holds the verdict (and "Start with <step>" when a step failed). */
    summary: results.locator('p').filter({ has: page.getByText(VERDICT) }),
    stepButton: (title: string) =>
      page.getByRole('list', { name: 'Check steps' }).getByRole('button', { name: new RegExp(escapeRegExp(title)) }),
    /** A step's disclosure button by its full accessible name, e.g. "failed Check 1: valid JSON 0/14". */
    stepNamed: (name: string) => page.getByRole('list', { name: 'Check steps' }).getByRole('button', { name, exact: true }),
    /** A case that did not pass (its disclosure, in the step list: the Run's whole console output names cases too), by its exact title. */
    problemCase: (title: string) =>
      results
        .getByRole('list', { name: 'Check steps' })
        .getByRole('group')
        .filter({ has: page.getByText(title, { exact: true }) }),
    /** A case of any status, by its exact title (visible only while its step is open). */
    caseTitle: (title: string) => results.getByText(title, { exact: true }),
    /** The message above the editor about where its code came from (it has a Dismiss button). */
    notice: page
      .getByRole('region', { name: 'Editor' })
      .getByRole('status')
      .filter({ has: page.getByRole('button', { name: 'Dismiss this message' }) }),
  };
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The code the app has saved for the exercise (what a reload would show). */
export async function savedCode(page: Page, slug = SLUG): Promise<string | undefined> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), codeKey(slug));
  return raw ? (JSON.parse(raw) as { code: string }).code : undefined;
}

/**
 * Replaces the editor's code the way a learner pastes it: focus, select all,
 * paste from the clipboard (needs `clipboard: true`). Typing character by
 * character would let Monaco auto-close brackets and auto-indent lines.
 * Resolves once the pasted code is saved.
 */
export async function pasteCode(page: Page, code: string, slug = SLUG): Promise<void> {
  const { codeBox } = ui(page);
  await codeBox.focus();
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => savedCode(page, slug), { message: 'the pasted code is saved' }).toBe(code);
}

export async function waitForEditor(page: Page): Promise<void> {
  const { monaco, codeBox } = ui(page);
  await expect(monaco).toBeVisible({ timeout: 30_000 });
  await expect(codeBox).toBeAttached();
}

/** Saves a PNG under test-results/ (an artifact for people, not an assertion). */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join(ROOT, 'test-results');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

function isSameOriginOrLocal(url: string, origin: string): boolean {
  if (url.startsWith('data:') || url.startsWith('blob:')) return true;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/** Playwright's failure text for a request a Content-Security-Policy stopped before it was sent. */
function blockedByPolicy(request: Request): boolean {
  const reason = request.failure()?.errorText ?? '';
  return reason === 'csp' || reason.includes('BLOCKED_BY_CSP');
}

export interface BrowserOptions {
  /** Extra Chromium flags for this file's browser (e.g. `--js-flags=--max-old-space-size=256`). */
  launchArgs?: string[];
}

/** Registers the browser and the per-test checks in the calling test file. */
export function useBrowser(browserOptions: BrowserOptions = {}) {
  let browser: Browser | undefined;
  let opened: {
    context: BrowserContext;
    requests: string[];
    errors: string[];
    origin: string;
    sent: Request[];
    allowBlocked: boolean;
    allowOrigins: string[];
    expectedErrors: RegExp[];
  }[] = [];

  beforeAll(async () => {
    browser = await launchChromium(browserOptions.launchArgs);
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const contexts = opened;
    opened = [];
    for (const { context } of contexts) await context.close();
    for (const { requests, errors, origin, sent, allowBlocked, allowOrigins, expectedErrors } of contexts) {
      const allowed = (url: string) => isSameOriginOrLocal(url, origin) || allowOrigins.some((other) => isSameOriginOrLocal(url, other));
      const left = allowBlocked
        ? sent.filter((request) => !allowed(request.url()) && !blockedByPolicy(request)).map((request) => request.url())
        : requests.filter((url) => !allowed(url));
      expect(left, 'requests that left the site').toEqual([]);
      expect(
        errors.filter((error) => !expectedErrors.some((pattern) => pattern.test(error))),
        'console errors and uncaught page errors',
      ).toEqual([]);
    }
  });

  async function open(options: OpenOptions = {}): Promise<App> {
    if (!browser) throw new Error('open() is for use inside a test');
    const baseURL = options.baseURL ?? inject('baseURL');
    const origin = new URL(baseURL).origin;
    const contextOptions: BrowserContextOptions = {
      viewport: options.viewport ?? { width: 1400, height: 900 },
      colorScheme: options.colorScheme ?? 'light',
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      // The offline copy's install stores the whole site (18 MB) in every fresh context: only the tests of it pay for it.
      serviceWorkers: options.offlineCopy ? 'allow' : 'block',
    };
    if (options.savedCode !== undefined) {
      contextOptions.storageState = {
        cookies: [],
        origins: [
          {
            origin,
            localStorage: [
              {
                name: codeKeyIn(
                  options.storagePrefix ?? STORAGE_PREFIX,
                  codeKeyFor(options.slug ?? SLUG, options.language ?? 'typescript'),
                ),
                value: JSON.stringify({ code: options.savedCode, savedAt: Date.now() }),
              },
            ],
          },
        ],
      };
    }
    const context = await browser.newContext(contextOptions);
    if (options.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const record = {
      context,
      requests: [] as string[],
      errors: [] as string[],
      origin,
      sent: [] as Request[],
      allowBlocked: options.allowBlockedRequests === true,
      allowOrigins: options.allowOrigins ?? [],
      expectedErrors: options.expectedConsoleErrors ?? [],
    };
    const blocked: string[] = [];
    opened.push(record);
    context.on('request', (request) => {
      record.requests.push(request.url());
      record.sent.push(request);
    });
    context.on('requestfailed', (request) => {
      if (blockedByPolicy(request)) blocked.push(request.url());
    });
    context.on('console', (message) => {
      if (message.type() === 'error') record.errors.push(`console.error: ${message.text()}`);
    });
    context.on('weberror', (error) => record.errors.push(`uncaught: ${error.error().message}`));

    const page = await context.newPage();
    if (options.load !== false) {
      await page.goto(baseURL + (options.path ?? `#/${options.slug ?? SLUG}`));
      await waitForEditor(page);
    }
    return {
      context,
      page,
      baseURL,
      origin,
      requests: record.requests,
      blocked,
      newPage: () => context.newPage(),
    };
  }

  return { open };
}

export { backupKey, codeKey };
