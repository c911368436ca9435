/**
 * Learner code that runs out of memory. With a browser's usual heap an
 * allocation loop outlasts the time limit (e2e/hostile-time.e2e.ts: a
 * timeout); here the browser gets a small JavaScript heap, as on a device
 * with little memory, so the loop kills its worker's process first. That
 * case is an error that says why, the page and the saved code survive, the
 * other cases run in a new sandbox, and the next Run works.
 *
 * When the sandbox frame's process dies, Playwright marks the whole page as
 * crashed and stops serving it, although the page's own process is alive;
 * from then on this test reads the page through a CDP session of its own,
 * finding elements by role and name in Chromium's accessibility tree.
 */
import { describe, expect, test } from 'vitest';
import { codeKey } from './support/browser';
import { exercise, SLUG } from './support/exercise';
import { useBrowser } from './support/harness';
import { devtoolsView, learnerCode, singled } from './support/hostile';

// A heap small enough that the worker runs out of it well within the 2 s time limit: Chromium
// 156.0.8078.114 took 4.4–5.2 s to fill 256 MB, so the case was (rightly) a timeout, not an OOM.
const { open } = useBrowser({ launchArgs: ['--js-flags=--max-old-space-size=128'] });

const [hoarder, hugeArray, hugeString] = singled.filter((_, n) => n % 2 === 1);
const special = {
  // The example, verbatim.
  [hoarder!.id]: 'const a = [];\nwhile (true) a.push(new Array(1e6).fill(1));',
  // Allocations the engine refuses up front are ordinary exceptions.
  [hugeArray!.id]: 'return [new Array(2 ** 32), []];',
  [hugeString!.id]: "return [['x'.repeat(2 ** 30)], []];",
};
const finished = /\d+ of \d+ steps? passed\.|All \d+ steps? passed\./;

describe('code that runs out of memory', () => {
  test('is an error for its case; the page, the saved code and the next Run survive', async () => {
    const code = learnerCode({ special });
    const { page } = await open({ savedCode: code });
    const view = await devtoolsView(page);
    let crashReported = false;
    page.on('crash', () => (crashReported = true));

    const runOnce = async () => {
      await expect.poll(() => view.click('button', /^Run/), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => view.text('region', /^Results$/), { timeout: 10_000 }).toMatch(/Running… \d+ of \d+ cases/);
      await expect.poll(() => view.text('region', /^Results$/), { timeout: 60_000, interval: 100 }).toMatch(finished);
      await view.openSteps();
      return (await view.text('region', /^Results$/)) ?? '';
    };

    for (const attempt of ['first', 'second']) {
      const results = await runOnce();
      expect(results, `${attempt} run`).toContain(`error ${hoarder!.title}`);
      expect(results).toContain(
        'The worker stopped: The code stopped the worker that runs it (its sandbox stopped answering, most likely because it ran out of memory).',
      );
      expect(results).toContain(`error ${hugeArray!.title}`);
      expect(results).toContain('RangeError: Invalid array length');
      expect(results).toContain(`error ${hugeString!.title}`);
      expect(results).toContain('RangeError: Invalid string length');
      // Every other case ran, in a new sandbox, and passed.
      const hostile = new Set([hoarder!.id, hugeArray!.id, hugeString!.id]);
      for (const testCase of exercise.cases.filter((c) => !hostile.has(c.id))) {
        for (const word of ['failed', 'error', 'timed out', 'not run'])
          expect(results, testCase.id).not.toContain(`${word} ${testCase.title}`);
      }
      // The page answers at once, and the learner's code is still saved.
      const started = Date.now();
      expect(await view.evaluate<string>('document.title')).toContain(exercise.title);
      expect(Date.now() - started).toBeLessThan(3_000);
      const saved = await view.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(codeKey(SLUG))})`);
      expect((JSON.parse(saved ?? '{}') as { code?: string }).code).toBe(code);
    }
    // The sandbox's process died (twice); Playwright took it for the page's.
    expect(crashReported).toBe(true);
  });
});
