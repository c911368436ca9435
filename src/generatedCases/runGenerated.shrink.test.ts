import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Evaluation, Evaluator } from '../runner/host/evaluator';
import { defineGenerator, formatSeed } from './defineGenerator';
import { drawInputs, runGenerated } from './runGenerated';

const generator = defineGenerator({
  title: 'Numbers',
  runs: 100,
  promoteToStep: 'basics',
  input: (fc) => fc.integer({ min: 0, max: 1000 }),
});

/** An evaluator that answers at once with `answer(input)`, and counts how often it was asked. */
function fakeEvaluator(answer: (input: number) => number) {
  const evaluator = {
    asked: 0,
    evaluate(input: unknown) {
      evaluator.asked += 1;
      return Promise.resolve({
        status: 'returned' as const,
        value: answer(input as number),
        output: { lines: [], truncated: false },
        durationMs: 0,
      });
    },
    dispose: () => undefined,
  };
  return evaluator;
}

describe('runGenerated, shrinking or not', () => {
  // Wrong from 10 up: plenty of random inputs fail it, and the smallest failing input is 10.
  const wrongFromTen = (n: number) => (n >= 10 ? n + 1 : n);

  it('shrinks a failure to the smallest failing input it finds', async () => {
    const outcome = await runGenerated({
      generator,
      learner: fakeEvaluator(wrongFromTen) as unknown as Evaluator,
      reference: fakeEvaluator((n) => n) as unknown as Evaluator,
      seed: 42,
      budgetMs: 60_000,
    });
    expect(outcome.status).toBe('fail');
    if (outcome.status !== 'fail') return;
    expect(outcome.shrinks).toBeGreaterThan(0);
    expect(outcome.failure.input).toBe(10);
  });

  it('with shrink: false, stops at the first failing input: the same verdict, for fewer calls', async () => {
    const shrunk = fakeEvaluator(wrongFromTen);
    await runGenerated({
      generator,
      learner: shrunk as unknown as Evaluator,
      reference: fakeEvaluator((n) => n) as unknown as Evaluator,
      seed: 42,
      budgetMs: 60_000,
    });
    const learner = fakeEvaluator(wrongFromTen);
    const outcome = await runGenerated({
      generator,
      learner: learner as unknown as Evaluator,
      reference: fakeEvaluator((n) => n) as unknown as Evaluator,
      seed: 42,
      budgetMs: 60_000,
      shrink: false,
    });
    expect(outcome.status).toBe('fail');
    if (outcome.status !== 'fail') return;
    expect(outcome.shrinks).toBe(0);
    expect(outcome.failure.status).toBe('fail');
    expect(wrongFromTen(outcome.failure.input as number)).not.toBe(outcome.failure.input);
    expect(learner.asked).toBeLessThan(shrunk.asked);
  });

  it('with shrink: false, still passes code that is right on every input', async () => {
    const outcome = await runGenerated({
      generator,
      learner: fakeEvaluator((n) => n) as unknown as Evaluator,
      reference: fakeEvaluator((n) => n) as unknown as Evaluator,
      seed: 42,
      budgetMs: 60_000,
      shrink: false,
    });
    expect(outcome).toMatchObject({ status: 'pass', runs: 100 });
  });

  it('reports the same smallest input, with the same seed token, as fast-check checking the whole seed would', async () => {
    for (const seed of [3, 42, 1234]) {
      const outcome = await runGenerated({
        generator,
        learner: fakeEvaluator(wrongFromTen) as unknown as Evaluator,
        reference: fakeEvaluator((n) => n) as unknown as Evaluator,
        seed,
        budgetMs: 60_000,
      });
      const whole = fc.check(
        fc.property(generator.input(fc), (n) => wrongFromTen(n as number) === n),
        { seed, numRuns: generator.runs },
      );
      expect(outcome).toMatchObject({ status: 'fail', seed: formatSeed(seed, whole.counterexamplePath!), runs: whole.numRuns });
      if (outcome.status === 'fail') expect(outcome.failure.input).toBe(whole.counterexample![0]);
    }
  });

  it('draws each random input once when all of them pass', async () => {
    let draws = 0;
    const counted = defineGenerator({ ...generator, input: (fcApi) => fcApi.integer({ min: 0, max: 1000 }).map((n) => (draws++, n)) });
    const outcome = await runGenerated({
      generator: counted,
      learner: fakeEvaluator((n) => n) as unknown as Evaluator,
      reference: fakeEvaluator((n) => n) as unknown as Evaluator,
      seed: 42,
      budgetMs: 60_000,
    });
    expect(outcome).toMatchObject({ status: 'pass', runs: 100 });
    expect(draws).toBe(100);
  });

  it('shows an input that timed out as it was tried: not shrunk, not run again', async () => {
    const seed = 7;
    const inputs = fc.sample(generator.input(fc), { seed, numRuns: generator.runs }) as number[];
    const first = inputs.findIndex((n) => n > 500);
    let asked = 0;
    const timesOut: Evaluator = {
      evaluate(input: unknown): Promise<Evaluation> {
        asked++;
        if ((input as number) > 500)
          return Promise.resolve({ status: 'timeout', limitMs: 2000, output: { lines: [], truncated: false }, durationMs: 2000 });
        return Promise.resolve({ status: 'returned', value: input, output: { lines: [], truncated: false }, durationMs: 0 });
      },
      dispose: () => undefined,
    };
    const outcome = await runGenerated({
      generator,
      learner: timesOut,
      reference: fakeEvaluator((n) => n) as unknown as Evaluator,
      seed,
      budgetMs: 60_000,
    });
    expect(outcome).toMatchObject({ status: 'fail', seed: `${seed}@${first}`, runs: first + 1, shrinks: 0 });
    if (outcome.status !== 'fail') return;
    expect(outcome.failure.input).toBe(inputs[first]);
    expect(outcome.failure.title).toBe(`Failing input found (seed ${seed}@${first})`);
    expect(asked).toBe(first + 1);
  });

  it("tries the inputs drawn ahead when given them (their seed is the group's), unless a seed is asked for", async () => {
    let draws = 0;
    const counted = defineGenerator({ ...generator, input: (fcApi) => fcApi.integer({ min: 0, max: 1000 }).map((n) => (draws++, n)) });
    const drawn = drawInputs(counted, 99);
    draws = 0;
    const programs = {
      learner: fakeEvaluator((n) => n) as unknown as Evaluator,
      reference: fakeEvaluator((n) => n) as unknown as Evaluator,
    };
    expect(await runGenerated({ generator: counted, ...programs, drawn, budgetMs: 60_000 })).toMatchObject({ status: 'pass', seed: '99' });
    expect(draws).toBe(0);
    expect(await runGenerated({ generator: counted, ...programs, drawn, seed: 5, budgetMs: 60_000 })).toMatchObject({ seed: '5' });
    expect(draws).toBe(100);
  });
});
