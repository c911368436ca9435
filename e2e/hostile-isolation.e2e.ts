/**
 * Learner code cannot reach the network (not even the site itself), the
 * site's storage, or the page's DOM. Each attempt is made from inside a case,
 * its outcome is shown as the case's received value, and a server on another
 * origin counts any request that got out of the browser: none may.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { lastRunKey } from '../src/persistence/storageKeys';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allExercises, exercise } from './support/exercise';
import { ui, useBrowser } from './support/harness';
import { ROOT } from './support/server';
import { expectOthersPassed, expectVerdict, openAllSteps, startCanary } from './support/hostile';

const { open } = useBrowser();

let canary: Awaited<ReturnType<typeof startCanary>>;
beforeAll(async () => {
  canary = await startCanary();
});
afterAll(async () => {
  // Over the whole file: nothing learner code sent ever reached another origin.
  expect(canary.hits, 'requests that reached the other origin').toEqual([]);
  await canary.stop();
});

/**
 * Each probe does something learner code must not be able to do; it "worked" if its promise
 * resolves. The error each fails with tells what stopped it: a TypeError or NetworkError from the
 * network stack is the sandbox's policy; a SecurityError, the opaque origin; a TypeError on
 * `g.something`, an API a worker does not have; a ReferenceError, a global removed before
 * learner code ran.
 */
const PROBES: [name: string, code: string, error: string][] = [
  ['fetch to another origin', "fetch(CANARY + '/fetch').then((r) => r.status)", 'TypeError'],
  ['fetch to the site itself', "fetch(SITE + 'index.html').then((r) => r.status)", 'TypeError'],
  ['fetch, no-cors', "fetch(CANARY + '/no-cors', { mode: 'no-cors' }).then((r) => r.type)", 'TypeError'],
  [
    'XMLHttpRequest, sync',
    "(() => { const x = new XMLHttpRequest(); x.open('GET', CANARY + '/xhr-sync', false); x.send(); return x.status; })()",
    'NetworkError',
  ],
  [
    'XMLHttpRequest',
    "new Promise((ok, fail) => { const x = new XMLHttpRequest(); x.open('GET', CANARY + '/xhr'); x.onload = () => ok(x.status); x.onerror = () => fail(new Error('error event')); x.send(); })",
    'Error',
  ],
  [
    'WebSocket',
    "new Promise((ok, fail) => { const w = new WebSocket(CANARY.replace('http', 'ws') + '/ws'); w.onopen = () => ok('open'); w.onerror = () => fail(new Error('error event')); })",
    'Error',
  ],
  [
    'EventSource',
    "new Promise((ok, fail) => { const e = new EventSource(CANARY + '/events'); e.onopen = () => ok('open'); e.onerror = () => { e.close(); fail(new Error('error event')); }; })",
    'Error',
  ],
  ['importScripts', "g.importScripts(CANARY + '/script.js')", 'NetworkError'],
  ['import() of a URL', "(0, eval)('import(' + JSON.stringify(CANARY + '/module.js') + ')')", 'TypeError'],
  ['import() of a data: URL', '(0, eval)(\'import("data:text/javascript,export default 1")\')', 'TypeError'],
  ['import in the learner’s code', "import(CANARY + '/imported.js')", 'ImportError'],
  ['a blob: URL', "URL.createObjectURL(new Blob(['postMessage(1)']))", 'TypeError'],
  ['a nested Worker', "new Worker(CANARY + '/worker.js')", 'ReferenceError'],
  ['sendBeacon', "g.navigator.sendBeacon(CANARY + '/beacon', 'x')", 'TypeError'],
  [
    'IndexedDB',
    "new Promise((ok, fail) => { const r = indexedDB.open('pwned'); r.onsuccess = () => ok('opened'); r.onerror = () => fail(r.error); })",
    'SecurityError',
  ],
  ['Cache Storage', "g.caches.open('pwned')", 'TypeError'],
  ['localStorage', "g.localStorage.setItem('pwned', '1')", 'TypeError'],
  ['sessionStorage', "g.sessionStorage.setItem('pwned', '1')", 'TypeError'],
  ['cookies', "g.cookieStore.set('pwned', '1')", 'TypeError'],
  ['the origin’s file system', 'g.navigator.storage.getDirectory()', 'TypeError'],
  ['Web Locks', "g.navigator.locks.request('pwned', () => {})", 'TypeError'],
  ['BroadcastChannel', "new BroadcastChannel('pwned').postMessage(1)", 'ReferenceError'],
  ['shared WebAssembly memory', 'new WebAssembly.Memory({ shared: true, initial: 1, maximum: 1 }).buffer', 'TypeError'],
  ['a blocking Atomics.wait', 'Atomics.wait(new Int32Array(4), 0, 0, 1)', 'ReferenceError'],
  ['the page’s DOM', "(g.document.title = 'pwned')", 'TypeError'],
  ['the parent window', 'g.parent.document.title', 'TypeError'],
  [
    'an origin of its own that is not opaque',
    "(g.origin === 'null' ? Promise.reject(new Error('the origin is null')) : g.origin)",
    'Error',
  ],
];

/**
 * The probes run in agent-loop, whose runAgent is async as the lesson has it: it awaits every
 * attempt and reports them as its answer, so they show as the case's received value. (A
 * synchronous parseToolCalls cannot wait for them; the `then` it once added to Object.prototype
 * to make the worker wait is refused now, as any hook on what trusted code awaits is.)
 */
const agentLoop = allExercises.find((e) => e.slug === 'agent-loop')!;
const AGENT_SIGNATURE = 'export async function runAgent(';

describe('learner code that reaches out', () => {
  test('can touch no network, no storage of the site and no page: every attempt fails, nothing arrives', async () => {
    const prober = agentLoop.cases[0]!;
    const question = (prober.input as { question: string }).question;
    const site = inject('baseURL');
    const reference = readFileSync(join(ROOT, 'exercises', 'agent-loop', 'solution.ts'), 'utf8');
    expect(reference).toContain(AGENT_SIGNATURE);
    const probes = PROBES.map(([name, code]) => `    attempt(${JSON.stringify(name)}, () => ${code}),`).join('\n');
    const code = String.raw`
${reference.replace(AGENT_SIGNATURE, 'async function referenceRunAgent(')}
const CANARY = ${JSON.stringify(canary.origin)};
const SITE = ${JSON.stringify(site)};
const g: any = globalThis;
const attempt = (name: string, act: () => unknown): Promise<string> =>
  Promise.resolve()
    .then(act)
    .then(
      (value) => name + ': LEAKED ' + String(value).slice(0, 40),
      (error) => name + ': blocked (' + (error?.name ?? 'Error') + ')',
    );

export async function runAgent(...args: Parameters<typeof referenceRunAgent>) {
  const run = await referenceRunAgent(...args);
  if (args[0] !== ${JSON.stringify(question)}) return run;
  const outcomes = await Promise.all([
${probes}
  ]);
  return { ...run, answer: outcomes.map((line) => '[' + line + ']').join(' ') };
}
`;

    const app = await open({ slug: 'agent-loop', savedCode: code, allowBlockedRequests: true });
    const { page } = app;
    const title = await page.title();
    const storageBefore = await page.evaluate(() => Object.keys(localStorage).sort());

    await ui(page).runButton.click();
    await expect(ui(page).verdict).toBeVisible({ timeout: 30_000 });
    await openAllSteps(page, agentLoop);
    for (const [name, , error] of PROBES) await expectVerdict(page, prober, 'fail', `[${name}: blocked (${error})]`);
    await expect(ui(page).problemCase(prober.title)).not.toContainText('LEAKED');
    const shown = (await ui(page).problemCase(prober.title).getByLabel('Received').textContent()) ?? '';
    console.log(
      `isolation probes, as learner code saw them:\n  ${[...new Set(shown.match(/\[[^\]]+: blocked \([A-Za-z]+\)\]/g))].join('\n  ')}`,
    );
    await expectOthersPassed(page, [prober], agentLoop);

    // The page itself: untouched.
    expect(await page.title()).toBe(title);
    // (The page keeps the Run's results itself: that key is the app's, written by the page, not by the learner's code.)
    const siteKeys = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(siteKeys.filter((key) => key !== lastRunKey('agent-loop'))).toEqual(storageBefore);
    expect(await page.evaluate(() => indexedDB.databases().then((list) => list.map((d) => d.name)))).not.toContain('pwned');
    expect(await page.evaluate(() => caches.keys())).not.toContain('pwned');
    expect(await page.evaluate(() => document.cookie)).toBe('');
    // The browser refused the attempts before sending them (the sandbox's policy), and none arrived.
    expect(app.blocked.some((url) => url.startsWith(canary.origin))).toBe(true);
    expect(canary.hits).toEqual([]);
  });
});

describe('the sandbox', () => {
  test('is an opaque-origin frame allowed only to run scripts, with a policy that allows no network', async () => {
    const { page } = await open();
    await ui(page).runButton.click();
    await expect(ui(page).verdict).toBeVisible({ timeout: 30_000 });
    const frames = await page.evaluate(() =>
      [...document.querySelectorAll('iframe')].map((frame) => ({
        sandbox: frame.getAttribute('sandbox'),
        hidden: getComputedStyle(frame).display === 'none' && frame.getAttribute('aria-hidden') === 'true' && frame.tabIndex === -1,
        policy: /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(frame.srcdoc)?.[1] ?? '',
        url: frame.src,
      })),
    );
    // One is kept started for the next Run.
    expect(frames.length).toBeGreaterThanOrEqual(1);
    for (const frame of frames) {
      expect(frame.sandbox).toBe('allow-scripts');
      expect(frame.hidden).toBe(true);
      expect(frame.url).toBe('');
      expect(frame.policy).toMatch(
        /^default-src 'none'; script-src 'nonce-[0-9a-f]{32}' 'unsafe-eval'; worker-src blob:; base-uri 'none'; form-action 'none'$/,
      );
    }
    expect(exercise.cases.length).toBeGreaterThan(0);
  });
});
