// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runGenerated } from './runGenerated';
import type { Generator } from './defineGenerator';
import type { Evaluation, Evaluator } from '../runner/host/evaluator';

const noOutput = { lines: [], truncated: false };
const generator: Generator = {
  title: 'Random numbers',
  runs: 20,
  promoteToStep: 'double',
  input: (fc) => fc.integer({ min: 0, max: 50 }).map((n) => ({ n })),
};

/** An evaluator that answers at once with what `answer` gives; `never` leaves a call unanswered (a stuck worker). */
function fakeEvaluator(answer: (n: number) => number | 'never'): Evaluator {
  return {
    evaluate(input: unknown): Promise<Evaluation> {
      const value = answer((input as { n: number }).n);
      if (value === 'never') return new Promise(() => {});
      return Promise.resolve({ status: 'returned', value, output: noOutput, durationMs: 0 });
    },
    dispose() {},
  };
}
const reference = () => fakeEvaluator((n) => n * 2);

describe('runGenerated', () => {
  it('ends with the inputs that passed so far when its budget runs out mid-input: the count says how many were tried, of how many planned', async () => {
    let answered = 0;
    // Correct, but from the fourth input on it takes longer than the whole budget.
    const learner = fakeEvaluator((n) => (++answered > 3 ? 'never' : n * 2));
    const outcome = await runGenerated({ generator, learner, reference: reference(), seed: 3, budgetMs: 50 });
    expect(outcome).toEqual({ status: 'pass', seed: '3', runs: 3, planned: generator.runs });
  });

  it('gives no verdict when no input was answered within its budget', async () => {
    const outcome = await runGenerated({ generator, learner: fakeEvaluator(() => 'never'), reference: reference(), seed: 3, budgetMs: 0 });
    expect(outcome).toMatchObject({ status: 'error', seed: '3', message: expect.stringContaining('could not be checked') });
  });

  it('shrinks a failure that is not a timeout to the smallest failing input, within its budget', async () => {
    const learner = fakeEvaluator((n) => (n > 10 ? n : n * 2));
    const outcome = await runGenerated({ generator, learner, reference: reference(), seed: 3, budgetMs: 60_000 });
    expect(outcome).toMatchObject({ status: 'fail', failure: { status: 'fail', input: { n: 11 }, received: 11, expected: 22 } });
    if (outcome.status !== 'fail') return;
    expect(outcome.failure.title).toBe(`Smallest failing input found (seed ${outcome.seed})`);
  });
});
