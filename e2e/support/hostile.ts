/**
 * Helpers for the hostile-code suites (e2e/hostile-*.e2e.ts): learner
 * programs that misbehave on chosen cases and answer like the reference
 * solution on all the others, and ways to read each case's verdict the way
 * a learner sees it in the Results region.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Case, Exercise } from '../../src/exercise/types';
import { exercise, inputText } from './exercise';
import { ui } from './harness';
import { ROOT } from './server';

const solution = readFileSync(join(ROOT, 'exercises', exercise.slug, 'solution.ts'), 'utf8');
const SIGNATURE = 'export function parseToolCalls(';
if (!solution.includes(SIGNATURE)) throw new Error(`the reference solution no longer has "${SIGNATURE}"`);

/** Cases whose input text no other case has, in the order the run reaches them: learner code can single each out. */
export const singled: Case[] = exercise.cases.filter(
  (c) => inputText(c.input).length > 0 && exercise.cases.filter((o) => inputText(o.input) === inputText(c.input)).length === 1,
);

/** The n-th case (0-based) learner code can single out, skipping `after` cases of those first. */
export function pick(count: number, after = 0): Case[] {
  const chosen = singled.slice(after, after + count);
  if (chosen.length < count) throw new Error(`the exercise has only ${singled.length} cases with a text of their own`);
  return chosen;
}

export interface Program {
  /** Top-level code, run once when the module loads (in every worker of the run). */
  prelude?: string;
  /** Case id -> body of a block run for that case's text only; it should return or throw. */
  special?: Record<string, string>;
  /** What every other input gets; by default the reference solution's answer. */
  otherwise?: string;
}

/**
 * Learner code (TypeScript, as pasted in the editor): the reference solution
 * under another name, then `prelude`, then a parseToolCalls that misbehaves
 * on the special cases only. Random inputs of the generated cases are not
 * special, so they stay fast.
 */
export function learnerCode({
  prelude = '',
  special = {},
  otherwise = 'return referenceParseToolCalls(text, registry);',
}: Program): string {
  const reference = solution.replace(SIGNATURE, 'function referenceParseToolCalls(');
  const branches = Object.entries(special).map(([id, body]) => {
    const testCase = exercise.cases.find((c) => c.id === id);
    if (!testCase) throw new Error(`no case ${id}`);
    return `  if (text === ${JSON.stringify(inputText(testCase.input))}) {\n${body}\n  }`;
  });
  return [
    reference,
    prelude,
    'export function parseToolCalls(text: string, registry: any): any {',
    ...branches,
    `  ${otherwise}`,
    '}',
    '',
  ].join('\n');
}

const WORDS = { pass: 'passed', fail: 'failed', error: 'error', timeout: 'timed out', 'not-run': 'not run' } as const;
export type Verdict = keyof typeof WORDS;

/** Opens every check step of the open exercise (parse-tool-calls unless told), so every case is in view. */
export async function openAllSteps(page: Page, shown: Pick<Exercise, 'steps'> = exercise): Promise<void> {
  for (const step of shown.steps) {
    const button = ui(page).stepButton(step.title);
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }
}

/**
 * Asserts one case's verdict as the results show it (its step must be open):
 * a passed case is listed without a problem; any other shows its status word
 * before its title, and `says` in its details.
 */
export async function expectVerdict(page: Page, testCase: Case, verdict: Verdict, ...says: (string | RegExp)[]): Promise<void> {
  const { caseTitle, problemCase } = ui(page);
  if (verdict === 'pass') {
    await expect(caseTitle(testCase.title)).toBeVisible();
    await expect(problemCase(testCase.title)).toHaveCount(0);
    return;
  }
  const item = problemCase(testCase.title);
  await expect(item).toContainText(`${WORDS[verdict]} ${testCase.title}`);
  for (const text of says) await expect(item).toContainText(text);
}

/** Every case of the open exercise (parse-tool-calls unless told) not in `except` passed. */
export async function expectOthersPassed(page: Page, except: Case[], shown: Pick<Exercise, 'cases'> = exercise): Promise<void> {
  const skip = new Set(except.map((c) => c.id));
  for (const testCase of shown.cases.filter((c) => !skip.has(c.id))) {
    await expect(ui(page).problemCase(testCase.title), `case ${testCase.id}`).toHaveCount(0);
  }
}

/**
 * Notes, inside the page, when the "Running… k of n cases" line changes and
 * when the verdict appears; `marks()` returns them as [ms since install, k].
 */
export async function watchProgress(page: Page): Promise<{ marks: () => Promise<[number, number][]> }> {
  await page.evaluate(() => {
    const marks: [number, number][] = [];
    const start = performance.now();
    let last = -1;
    new MutationObserver(() => {
      const running = document.querySelector('section[aria-label="Results"] .summary-running')?.textContent ?? '';
      const match = /Running… (\d+) of/.exec(running);
      const done = document.querySelector('section[aria-label="Results"] .summary-pass, section[aria-label="Results"] .summary-fail');
      const k = done ? Number.MAX_SAFE_INTEGER : match ? Number(match[1]) : -1;
      if (k !== last && k >= 0) marks.push([performance.now() - start, k]);
      last = k;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    (window as unknown as { __progress: [number, number][] }).__progress = marks;
  });
  return { marks: () => page.evaluate(() => (window as unknown as { __progress: [number, number][] }).__progress) };
}

/** First time the count reached at least k. */
export function reached(marks: [number, number][], k: number): number {
  const mark = marks.find(([, count]) => count >= k);
  if (!mark) throw new Error(`the run never reached ${k} cases: ${JSON.stringify(marks)}`);
  return mark[0];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** `samples` round trips to the page, one after another, in ms. */
export async function roundTrips(page: Page, samples: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = Date.now();
    await page.evaluate(() => document.title);
    times.push(Date.now() - start);
  }
  return times;
}

/**
 * An HTTP server on another port, so another origin: learner code aims its
 * requests at it, and any request that got out of the browser shows up in `hits`.
 */
export async function startCanary(): Promise<{ origin: string; hits: string[]; stop: () => Promise<void> }> {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'text/plain' });
    response.end('canary');
  });
  server.on('upgrade', (request, socket) => {
    hits.push(`UPGRADE ${request.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The page through a CDP session of its own, for after a sandbox frame's
 * process has crashed: Playwright then marks the whole page as crashed and
 * refuses to touch it, although the page's own process is alive. Elements are
 * found the way a screen reader finds them, in Chromium's accessibility tree.
 */
export async function devtoolsView(page: Page) {
  const session = await page.context().newCDPSession(page);
  const evaluate = async <T>(expression: string): Promise<T> => {
    const result = await session.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (result.exceptionDetails) throw new Error(`in the page: ${result.exceptionDetails.text}`);
    return result.result.value as T;
  };
  /** Calls `fn` on the first element with this role and accessible name (a RegExp source, matched whole). */
  const onElement = async <T>(role: string, name: RegExp, fn: string): Promise<T | undefined> => {
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await session.send('Accessibility.queryAXTree', { nodeId: root.nodeId, role });
    const node = nodes.find((n) => name.test(String(n.name?.value ?? '')) && n.backendDOMNodeId !== undefined);
    if (!node) return undefined;
    const { object } = await session.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId });
    const result = await session.send('Runtime.callFunctionOn', {
      objectId: object.objectId!,
      functionDeclaration: fn,
      returnByValue: true,
    });
    return result.result.value as T;
  };
  return {
    evaluate,
    /** The normalised text of the element with this role and name, or undefined. */
    text: (role: string, name: RegExp) =>
      onElement<string>(role, name, 'function () { return this.textContent.replace(/\\s+/g, " ").trim(); }'),
    click: (role: string, name: RegExp) => onElement<boolean>(role, name, 'function () { this.click(); return true; }'),
    /** Opens every step of the results (their disclosure buttons), so every case is in the text. */
    openSteps: () =>
      evaluate<number>(
        `[...document.querySelectorAll('[aria-label="Check steps"] button[aria-expanded="false"]')].map((b) => b.click()).length`,
      ),
  };
}
