/**
 * A wrong solution that replaces the built-ins it shares with the exercise's driver (the ways
 * that once turned "0 of 9 steps passed" into "All 9 steps passed": `Math.min` in agent-loop's
 * driver, `Math.max` in test-the-agent's, and the global bindings, species and `then` hook the
 * lockdown now fixes) gets the verdict it gets without them, as a shared "solution" that knows
 * no expected value would hope not to. Every replaceable built-in is covered in Node by
 * runner/worker/drivers.forgedPass.test.ts; this shows the worker in Chromium holds.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ui, useBrowser } from './support/harness';
import { ROOT } from './support/server';

const { open } = useBrowser();

const source = (slug: string, file: string) => readFileSync(join(ROOT, 'exercises', slug, file), 'utf8');

/**
 * Learner code run before the mistake's own (which uses none of these itself): each patch is
 * tried, and a refused one (a TypeError in the learner's strict-mode code) is counted.
 */
const PATCHES = String.raw`
const lies: [object, PropertyKey, PropertyDescriptor][] = [
  [Math, 'min', { value: () => NaN, writable: true, configurable: true }],
  [Math, 'max', { value: () => 0, writable: true, configurable: true }],
  [Object.prototype, 'then', { value: (resolve: (v: unknown) => void) => resolve({}), writable: true, configurable: true }],
  [Array, Symbol.species, { get: () => function Fake() { return []; }, configurable: true }],
  [Promise, Symbol.species, { get: () => function Fake(run: (yes: unknown, no: unknown) => void) { run(() => {}, () => {}); }, configurable: true }],
  [globalThis, 'Error', { value: function Fake() { return {}; }, writable: true, configurable: true }],
  [globalThis, 'Object', { value: { ...Object, keys: () => [], assign: (t: unknown) => t }, writable: true, configurable: true }],
];
for (const [owner, key, lie] of lies) {
  try {
    Object.defineProperty(owner, key, lie);
  } catch {
    // refused by the worker's lockdown
  }
}
`;

/** Opens an exercise with `code` saved for it, runs it, and returns the verdict's text. */
async function verdictOf(slug: string, code: string): Promise<string> {
  const app = await open({ slug, savedCode: code });
  await ui(app.page).runButton.click();
  await expect(ui(app.page).verdict).toHaveText(/steps? passed\.$/, { timeout: 60_000 });
  return (await ui(app.page).verdict.textContent()) ?? '';
}

describe('a wrong solution that replaces the built-ins its driver shares', () => {
  for (const [slug, mistake] of [
    ['agent-loop', 'mistakes/first-call-only.ts'],
    ['test-the-agent', 'mistakes/all-at-once.ts'],
  ] as const) {
    test(`${slug}: gets the same verdict as without the patches`, async () => {
      const code = source(slug, mistake);
      const honest = await verdictOf(slug, code);
      expect(honest).not.toMatch(/^All/);
      expect(await verdictOf(slug, `${PATCHES}\n${code}`)).toBe(honest);
    }, 120_000);
  }
});
