/**
 * Retrying ("web-first") assertions on Playwright locators and pages, for
 * Vitest's `expect`: playwright-core has no test runner, so no `expect` of
 * its own. Each matcher re-checks the page until it holds (or, under `.not`,
 * until it no longer holds) or the timeout passes, so tests wait for what the
 * user would see, never for a fixed time.
 *
 * Loaded through `setupFiles` in vitest.e2e.config.ts.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEFAULT_TIMEOUT_MS = 10_000;
const RETRY_EVERY_MS = 50;

interface WaitOptions {
  timeout?: number;
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an augmentation must repeat vitest's own `Matchers<T = any>` exactly
  interface Matchers<T = any> {
    toBeVisible(options?: WaitOptions): Promise<T>;
    toBeHidden(options?: WaitOptions): Promise<T>;
    toBeAttached(options?: WaitOptions): Promise<T>;
    toBeEnabled(options?: WaitOptions): Promise<T>;
    toBeFocused(options?: WaitOptions): Promise<T>;
    toBeInViewport(options?: WaitOptions): Promise<T>;
    toHaveText(expected: string | RegExp, options?: WaitOptions): Promise<T>;
    toContainText(expected: string | RegExp, options?: WaitOptions): Promise<T>;
    toHaveCount(expected: number, options?: WaitOptions): Promise<T>;
    toHaveAttribute(name: string, expected: string | RegExp, options?: WaitOptions): Promise<T>;
    toHaveClass(expected: string | RegExp, options?: WaitOptions): Promise<T>;
    toHaveTitle(expected: string | RegExp, options?: WaitOptions): Promise<T>;
    toHaveURL(expected: string | RegExp, options?: WaitOptions): Promise<T>;
  }
}

interface Probe {
  pass: boolean;
  /** What was seen, for the failure message. */
  actual: string;
}

function isLocator(value: unknown): value is Locator {
  return typeof value === 'object' && value !== null && 'waitFor' in value && 'evaluate' in value;
}
function isPage(value: unknown): value is Page {
  return typeof value === 'object' && value !== null && 'goto' in value && 'title' in value;
}

/** Whitespace as a person reads it (Monaco renders spaces as no-break spaces). */
export function normalizeText(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function matches(actual: string, expected: string | RegExp, whole: boolean): boolean {
  if (expected instanceof RegExp) return expected.test(actual);
  const wanted = normalizeText(expected);
  return whole ? actual === wanted : actual.includes(wanted);
}

async function retry(isNot: boolean, timeout: number | undefined, probe: () => Promise<Probe>): Promise<Probe> {
  const deadline = Date.now() + (timeout ?? DEFAULT_TIMEOUT_MS);
  for (;;) {
    let result: Probe;
    try {
      result = await probe();
    } catch (error) {
      result = { pass: false, actual: `error: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
    }
    if (result.pass !== isNot || Date.now() >= deadline) return result;
    await new Promise((done) => setTimeout(done, RETRY_EVERY_MS));
  }
}

function describe(target: unknown): string {
  return isPage(target) ? 'page' : String(target);
}

type MatcherContext = { isNot: boolean };

function defineMatcher<Args extends unknown[]>(
  name: string,
  what: (...args: Args) => string,
  probeFor: (target: Locator & Page, ...args: Args) => Promise<Probe>,
  accepts: (target: unknown) => boolean = isLocator,
) {
  return async function (this: MatcherContext, received: unknown, ...rest: unknown[]) {
    if (!accepts(received)) throw new TypeError(`${name} expects a Playwright ${accepts === isPage ? 'page' : 'locator'}`);
    const args = rest as Args;
    const last = args[args.length - 1];
    const timeout = typeof last === 'object' && last !== null && !(last instanceof RegExp) ? (last as WaitOptions).timeout : undefined;
    const result = await retry(Boolean(this.isNot), timeout, () => probeFor(received as Locator & Page, ...args));
    return {
      pass: result.pass,
      message: () =>
        `expected ${describe(received)} ${this.isNot ? 'not ' : ''}${what(...args)}; it ${result.actual}` +
        ` (waited up to ${timeout ?? DEFAULT_TIMEOUT_MS} ms)`,
    };
  };
}

const visible = async (locator: Locator): Promise<Probe> => {
  const count = await locator.count();
  if (count > 1) return { pass: false, actual: `matches ${count} elements` };
  const seen = count === 1 && (await locator.isVisible());
  return { pass: seen, actual: count === 0 ? 'is not in the page' : seen ? 'is visible' : 'is hidden' };
};

expect.extend({
  toBeVisible: defineMatcher(
    'toBeVisible',
    () => 'to be visible',
    (locator) => visible(locator),
  ),
  toBeHidden: defineMatcher(
    'toBeHidden',
    () => 'to be hidden',
    async (locator) => {
      const count = await locator.count();
      if (count === 0) return { pass: true, actual: 'is not in the page' };
      const hidden = await locator.first().isHidden();
      return { pass: hidden && count === 1, actual: hidden ? 'is hidden' : 'is visible' };
    },
  ),
  toBeAttached: defineMatcher(
    'toBeAttached',
    () => 'to be in the page',
    async (locator) => {
      const count = await locator.count();
      return { pass: count === 1, actual: `matches ${count} element(s)` };
    },
  ),
  toBeEnabled: defineMatcher(
    'toBeEnabled',
    () => 'to be enabled',
    async (locator) => {
      const enabled = await locator.isEnabled({ timeout: 1_000 });
      return { pass: enabled, actual: enabled ? 'is enabled' : 'is disabled' };
    },
  ),
  toBeFocused: defineMatcher(
    'toBeFocused',
    () => 'to have keyboard focus',
    async (locator) => {
      const focused = await locator.evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 });
      return { pass: focused, actual: focused ? 'has focus' : 'does not have focus' };
    },
  ),
  toBeInViewport: defineMatcher(
    'toBeInViewport',
    () => 'to be in the viewport',
    async (locator) => {
      const ratio = await locator.evaluate(
        (element) =>
          new Promise<number>((done) => {
            const observer = new IntersectionObserver(([entry]) => {
              observer.disconnect();
              done(entry?.intersectionRatio ?? 0);
            });
            observer.observe(element);
          }),
        undefined,
        { timeout: 1_000 },
      );
      return { pass: ratio > 0, actual: `shows ${Math.round(ratio * 100)}% of itself` };
    },
  ),
  toHaveText: defineMatcher(
    'toHaveText',
    (expected: string | RegExp) => `to have the text ${String(expected)}`,
    async (locator, expected: string | RegExp) => {
      const text = normalizeText((await locator.textContent({ timeout: 1_000 })) ?? '');
      return { pass: matches(text, expected, true), actual: `reads ${JSON.stringify(text.slice(0, 400))}` };
    },
  ),
  toContainText: defineMatcher(
    'toContainText',
    (expected: string | RegExp) => `to contain the text ${String(expected)}`,
    async (locator, expected: string | RegExp) => {
      const text = normalizeText((await locator.textContent({ timeout: 1_000 })) ?? '');
      return { pass: matches(text, expected, false), actual: `reads ${JSON.stringify(text.slice(0, 400))}` };
    },
  ),
  toHaveCount: defineMatcher(
    'toHaveCount',
    (expected: number) => `to match ${expected} element(s)`,
    async (locator, expected: number) => {
      const count = await locator.count();
      return { pass: count === expected, actual: `matches ${count}` };
    },
  ),
  toHaveAttribute: defineMatcher(
    'toHaveAttribute',
    (name: string, expected: string | RegExp) => `to have ${name}=${String(expected)}`,
    async (locator, name: string, expected: string | RegExp) => {
      const value = await locator.getAttribute(name, { timeout: 1_000 });
      const pass = value !== null && (expected instanceof RegExp ? expected.test(value) : value === expected);
      return { pass, actual: `has ${name}=${JSON.stringify(value)}` };
    },
  ),
  toHaveClass: defineMatcher(
    'toHaveClass',
    (expected: string | RegExp) => `to have the class ${String(expected)}`,
    async (locator, expected: string | RegExp) => {
      const value = (await locator.getAttribute('class', { timeout: 1_000 })) ?? '';
      const pass = expected instanceof RegExp ? expected.test(value) : value.split(/\s+/).includes(expected);
      return { pass, actual: `has class=${JSON.stringify(value)}` };
    },
  ),
  toHaveTitle: defineMatcher(
    'toHaveTitle',
    (expected: string | RegExp) => `to have the title ${String(expected)}`,
    async (page, expected: string | RegExp) => {
      const title = await page.title();
      return { pass: matches(normalizeText(title), expected, true), actual: `has the title ${JSON.stringify(title)}` };
    },
    isPage,
  ),
  toHaveURL: defineMatcher(
    'toHaveURL',
    (expected: string | RegExp) => `to be at ${String(expected)}`,
    async (page, expected: string | RegExp) => {
      const url = page.url();
      return { pass: expected instanceof RegExp ? expected.test(url) : url === expected, actual: `is at ${url}` };
    },
    isPage,
  ),
});
