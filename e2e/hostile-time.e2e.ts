/**
 * Learner code that never ends: each way of running forever is a timeout for
 * its own case within the time limit (plus a small margin, measured here),
 * the page answers all along, the other cases still run, and the next Run works.
 */
import { describe, expect, test } from 'vitest';
import { exercise, inputText, stepCount, stepsWord } from './support/exercise';
import { pasteCode, ui, useBrowser } from './support/harness';
import {
  expectOthersPassed,
  expectVerdict,
  learnerCode,
  median,
  openAllSteps,
  reached,
  roundTrips,
  singled,
  watchProgress,
} from './support/hostile';

const { open } = useBrowser();

const limit = exercise.timeLimitMs;
const someFailed = new RegExp(`^\\d+ of ${stepCount} ${stepsWord} passed\\.$`);
const allPassed = `All ${stepCount} ${stepsWord} passed.`;
const tookTooLong = `Did not finish within ${limit / 1000} s, so it was stopped.`;

// Every other case that has a text of its own, so a normal case follows each hostile one.
const [
  plainLoop,
  caughtLoop,
  swallowedRecursion,
  frozenClock,
  neverSettles,
  microtaskLoop,
  deepRecursion,
  unsettledPromise,
  allocationLoop,
] = singled.filter((_, n) => n % 2 === 1);

const hostileCalls: Record<string, { code: string; verdict: 'timeout' | 'error'; says: string }> = {
  [plainLoop!.id]: { code: 'while (true) {}', verdict: 'timeout', says: tookTooLong },
  [caughtLoop!.id]: {
    code: 'for (;;) {\n  try { while (true) {} } catch { /* a timeout is not an exception */ } finally { continue; }\n}',
    verdict: 'timeout',
    says: tookTooLong,
  },
  [swallowedRecursion!.id]: {
    code: 'const dig = (n: number): number => {\n  try { return dig(n + 1); } catch { return dig(n + 1); }\n};\nreturn dig(0);',
    verdict: 'timeout',
    says: tookTooLong,
  },
  [frozenClock!.id]: {
    code: 'Date.now = () => 0;\nperformance.now = () => 0;\nconst end = Date.now() + 1;\nwhile (Date.now() < end) {}',
    verdict: 'timeout',
    says: tookTooLong,
  },
  // The worker core awaits the driver's result: an Object.prototype.then would make it a thenable
  // that never settles (or settles as the learner likes). The lockdown fixes `then` as absent first.
  [neverSettles!.id]: {
    code: "Object.defineProperty(Object.prototype, 'then', { configurable: true, value() {} });\nreturn [[], []];",
    verdict: 'error',
    says: 'Your code threw an error: TypeError: Cannot redefine property: then',
  },
  [microtaskLoop!.id]: {
    code: 'queueMicrotask(() => { while (true) {} });\nreturn referenceParseToolCalls(text, registry);',
    verdict: 'timeout',
    says: tookTooLong,
  },
  // Unbounded recursion that is not caught ends at once, with the engine's error: more useful than a timeout.
  [deepRecursion!.id]: {
    code: 'const dig = (n: number): number => dig(n + 1) + 1;\nreturn dig(0);',
    verdict: 'error',
    says: 'Your code threw an error: RangeError: Maximum call stack size exceeded',
  },
  [unsettledPromise!.id]: {
    code: 'return new Promise(() => {});',
    verdict: 'error',
    says: 'it returned a promise',
  },
  // With the browser's usual heap this takes seconds to run out of memory: the time limit comes first.
  [allocationLoop!.id]: {
    code: 'const hoard: number[][] = [];\nwhile (true) hoard.push(new Array(1e6).fill(1));',
    verdict: 'timeout',
    says: tookTooLong,
  },
};

/**
 * The hostile calls, in Runs that each time out fewer times than a Run's budget (STOP_AFTER_TIMEOUTS, 3),
 * so that every other case still runs: each a timeout and an error or two.
 */
const batches: string[][] = [
  [plainLoop!.id, caughtLoop!.id, neverSettles!.id],
  [swallowedRecursion!.id, frozenClock!.id, deepRecursion!.id],
  [microtaskLoop!.id, allocationLoop!.id, unsettledPromise!.id],
];

describe('code that runs forever in a call', () => {
  test('each way is a timeout (or the engine’s error) for its own case, the page answers meanwhile, the rest pass', async () => {
    expect(allocationLoop, 'enough cases with a text of their own').toBeDefined();
    expect(batches.flat().sort()).toEqual(Object.keys(hostileCalls).sort());
    const programOf = (ids: string[]) => learnerCode({ special: Object.fromEntries(ids.map((id) => [id, hostileCalls[id]!.code])) });
    const { page } = await open({ savedCode: programOf(batches[0]!), clipboard: true });
    const { runButton, verdict, results } = ui(page);
    const margins: number[] = [];
    const recoveries: number[] = [];

    for (const [n, batch] of batches.entries()) {
      if (n > 0) await pasteCode(page, programOf(batch));
      const progress = await watchProgress(page);
      await runButton.click();
      if (n === 0) {
        await expect(results.getByText(/^Running… \d+ of \d+ cases$/)).toBeVisible();
        // While a case is stuck, the page answers at once: the loop is in another thread (and process).
        const trips = await roundTrips(page, 20);
        console.log(`while a case loops: page round trips ${trips.join(', ')} ms`);
        expect(median(trips), `round trips ${trips.join(', ')} ms`).toBeLessThan(limit / 4);
        // Responsive, not fast: the page answers while a case loops, long before the loop is stopped.
        expect(Math.max(...trips), `round trips ${trips.join(', ')} ms`).toBeLessThan(limit / 2);
      }

      const timeouts = batch.filter((id) => hostileCalls[id]!.verdict === 'timeout').length;
      await expect(verdict).toHaveText(someFailed, { timeout: (timeouts + 10) * limit });
      await expect(results).toHaveAttribute('aria-busy', 'false', { timeout: 10 * limit });

      await openAllSteps(page);
      for (const id of batch) {
        const { verdict: expected, says } = hostileCalls[id]!;
        await expectVerdict(
          page,
          exercise.cases.find((c) => c.id === id)!,
          expected,
          says,
        );
      }
      const hostile = exercise.cases.filter((c) => batch.includes(c.id));
      await expectOthersPassed(page, hostile);
      await expect(results.getByText('not run')).toHaveCount(0);

      // The margin, for every timed-out case: it is reported `limit` after it started, plus the margin;
      // the case after it then needs a new worker (one is kept started ahead) before it can answer.
      // From the Run's first count on: until the click repaints the results, the last Run's verdict is still shown.
      const all = await progress.marks();
      const marks = all.slice(all.findIndex(([, count]) => count !== Number.MAX_SAFE_INTEGER));
      for (const id of batch) {
        const index = exercise.cases.findIndex((c) => c.id === id);
        if (hostileCalls[id]!.verdict !== 'timeout' || batch.includes(exercise.cases[index + 1]!.id)) continue;
        margins.push(reached(marks, index + 1) - reached(marks, index) - limit);
        recoveries.push(reached(marks, index + 2) - reached(marks, index + 1));
      }
    }

    const ms = (values: number[]) => values.map((v) => Math.round(v)).join(', ');
    console.log(
      `timeout margins after the ${limit} ms limit: ${ms(margins)} ms; the next case answered after: ${ms(recoveries)} ms (results repaint every 50 ms)`,
    );
    expect(margins.length).toBeGreaterThanOrEqual(5);
    // Marks are when the page painted a count, not when the worker started the case: the results
    // repaint at most every 50 ms, and on a loaded machine the case before may be painted later
    // still (CI once measured -75 ms). What must never happen is a stop well before the limit.
    expect(Math.min(...margins)).toBeGreaterThan(-limit / 4);
    // Bounds for correctness, not speed: a stuck case ends within the limit plus at most one limit
    // more, even on a loaded CI machine (the figures themselves are printed above and measured by
    // the benchmark: 12 to 62 ms on an idle machine).
    expect(Math.max(...margins)).toBeLessThan(limit);
    expect(Math.max(...recoveries)).toBeLessThan(limit);
  });
});

describe('code that runs forever on every case', () => {
  test('stops after three timeouts in a row, says why, and leaves the rest not run; the next Run works', async () => {
    const { page } = await open({ savedCode: learnerCode({ otherwise: 'while (true) {}' }), clipboard: true });
    const { runButton, verdict, results } = ui(page);

    await runButton.click();
    // Three time limits, not one per case (47 of them): the learner hears within seconds.
    await expect(verdict).toHaveText(`0 of ${stepCount} ${stepsWord} passed.`, { timeout: 10 * limit });
    await expect(results.getByRole('heading', { name: 'Stopped after 3 cases in a row took too long' })).toBeVisible();
    await expect(results).toContainText(`so the other ${exercise.cases.length - 3} cases were not run`);
    await openAllSteps(page);
    const [first, second, third, fourth] = exercise.cases;
    for (const testCase of [first!, second!, third!]) await expectVerdict(page, testCase, 'timeout', tookTooLong);
    // The innermost list item with the fourth case's title is the case itself (its step's item holds it too).
    const notRun = results
      .getByRole('listitem')
      .filter({ has: page.getByText(fourth!.title, { exact: true }) })
      .last();
    await expect(notRun).toContainText(`not run ${fourth!.title}`);

    await pasteCode(page, learnerCode({}));
    await runButton.click();
    await expect(verdict).toHaveText(allPassed, { timeout: 10 * limit });
  });
});

describe('code that runs forever on some inputs only (the Run’s budget of timeouts)', () => {
  const loopsOn = (condition: string) =>
    learnerCode({ otherwise: `if (${condition}) while (true) {}\n  return referenceParseToolCalls(text, registry);` });

  test('stops after three timeouts apart, says why on the Run and on each case not run, and ends within its budget', async () => {
    const looping = exercise.cases.filter((c) => inputText(c.input).includes('weather'));
    expect(looping.length, 'more cases mention weather than the budget allows').toBeGreaterThan(3);
    const { page } = await open({ savedCode: loopsOn("text.includes('weather')") });
    const { runButton, verdict, results } = ui(page);

    const started = Date.now();
    await runButton.click();
    await expect(verdict).toHaveText(someFailed, { timeout: 20 * limit });
    // The whole verdict: nothing is left running (the generated group is not reached after a stop).
    await expect(results).toHaveAttribute('aria-busy', 'false');
    const took = Date.now() - started;
    console.log(
      `partial-loop program: complete verdict ${took} ms after Run (${looping.length} cases loop; the budget is 3 time limits of ${limit} ms)`,
    );
    // Generous, for a loaded machine: three time limits (about 8 s in all on a busy 2-core machine), and
    // four more for every other case and the workers started after each timeout; yet less than the seven
    // time limits the cases that loop took before the budget (then 20 s of shrinking through timeouts).
    expect(took).toBeLessThan(7 * limit);

    await expect(results.getByRole('heading', { name: 'Stopped after 3 cases took too long' })).toBeVisible();
    const lastRun = exercise.cases.findIndex((c) => c.id === looping[2]!.id);
    await expect(results).toContainText(`so the other ${exercise.cases.length - lastRun - 1} cases were not run`);
    await expect(results).toContainText('Your code gets stuck on some inputs only');
    await expect(results.getByRole('region', { name: 'Generated cases' })).toHaveCount(0);
    await openAllSteps(page);
    for (const testCase of looping.slice(0, 3)) await expectVerdict(page, testCase, 'timeout', tookTooLong);
    // Each case not run says why: the innermost list item with its title is the case itself.
    const next = exercise.cases[lastRun + 1]!;
    const notRun = results
      .getByRole('listitem')
      .filter({ has: page.getByText(next.title, { exact: true }) })
      .last();
    await expect(notRun).toContainText(`not run ${next.title} The Run stopped after 3 cases took too long.`);
    // And the Run never reads as passed: every step with a case not run is "not run" or worse.
    await expect(results.getByText(allPassed)).toHaveCount(0);
  });

  test('a loop on a generated input ends the random inputs at once, shown unshrunk with its seed', async () => {
    // No fixed case has bold text; the generator makes some.
    expect(exercise.cases.some((c) => inputText(c.input).includes('<b>bold</b>'))).toBe(false);
    const { page } = await open({ savedCode: loopsOn("text.includes('<b>bold</b>')") });
    const { runButton, verdict, results } = ui(page);

    await runButton.click();
    await expect(verdict).toHaveText(allPassed, { timeout: 10 * limit });
    const fixedDone = Date.now();
    await expect(results).toHaveAttribute('aria-busy', 'false', { timeout: 10 * limit });
    const took = Date.now() - fixedDone;
    console.log(`a loop on a generated input: the random inputs ended ${took} ms after the fixed cases' verdict (limit ${limit} ms)`);
    // Within a time limit and 3 s of the fixed cases (GENERATED_BUDGET_MS), with a time limit more for a loaded machine.
    expect(took).toBeLessThan(2 * limit + 3000);

    const group = results.getByRole('region', { name: 'Generated cases' });
    await expect(group).toContainText('failed');
    await group.getByRole('button', { name: /Random model replies/ }).click();
    await expect(group).toContainText(/This input took too long, after \d+ that passed, so the random inputs stopped here\./);
    await expect(group).toContainText(/Seed \d+@\d+/);
    await expect(group).toContainText('<b>bold</b>');
    await expect(group).toContainText(tookTooLong);
  });
});

describe('code that runs forever while loading', () => {
  test('a loop at the top level stops the run with a readable problem; a fixed version then passes', async () => {
    const { page } = await open({ savedCode: learnerCode({ prelude: 'while (true) {}' }), clipboard: true });
    const { runButton, verdict, results, stepNamed } = ui(page);

    await runButton.click();
    await expect(verdict).toHaveText(`0 of ${stepCount} ${stepsWord} passed.`, { timeout: 10 * limit });
    await expect(results.getByRole('heading', { name: 'Your code did not finish loading' })).toBeVisible();
    await expect(results).toContainText('Look for a loop at the top level of the file.');
    for (const step of exercise.steps) {
      await expect(stepNamed(`not run ${step.title} 0/${exercise.cases.filter((c) => c.step === step.id).length}`)).toBeVisible();
    }

    // Inside try/catch, with the clock frozen: the same.
    await pasteCode(page, learnerCode({ prelude: 'Date.now = () => 0;\nfor (;;) {\n  try { while (Date.now() < 1) {} } catch {}\n}' }));
    await runButton.click();
    await expect(results.getByRole('heading', { name: 'Your code did not finish loading' })).toBeVisible({ timeout: 10 * limit });

    // Unbounded recursion at the top level is the engine's error, at once.
    await pasteCode(page, learnerCode({ prelude: 'const dig = (n: number): number => dig(n + 1) + 1;\ndig(0);' }));
    await runButton.click();
    await expect(results.getByRole('heading', { name: 'Your code threw an error while loading' })).toBeVisible({ timeout: 10 * limit });
    await expect(results).toContainText('RangeError: Maximum call stack size exceeded');

    // And the next Run works.
    await pasteCode(page, learnerCode({}));
    await runButton.click();
    await expect(verdict).toHaveText(allPassed, { timeout: 10 * limit });
  });
});
