// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Evaluation, Evaluator } from '../runner/host/evaluator';
import { createSharedReference } from './sharedReference';

const noOutput = { lines: [], truncated: false };

/** A reference whose worker answers `input * 2`, counting its calls and how many ran at once. */
function fakeReference() {
  let running = 0;
  let most = 0;
  const evaluate = vi.fn(async (input: unknown): Promise<Evaluation> => {
    most = Math.max(most, ++running);
    await new Promise((resolve) => setImmediate(resolve));
    running--;
    return { status: 'returned', value: typeof input === 'number' ? input * 2 : input, output: noOutput, durationMs: 1 };
  });
  const evaluator: Evaluator = { evaluate, dispose: vi.fn() };
  return { evaluator, evaluate, most: () => most };
}

describe('a reference shared by the programs a tool grades with one seed', () => {
  it('asks its worker once per input, one call at a time, however many programs ask', async () => {
    const { evaluator, evaluate, most } = fakeReference();
    const slot = createSharedReference();
    const first = slot.take(() => evaluator);
    const second = slot.take(() => {
      throw new Error('a second reference was started');
    });
    const answers = await Promise.all([1, 2, 1, 2, 3].map((n, i) => (i % 2 ? second : first).evaluate(n)));
    expect(answers.map((a) => a.status === 'returned' && a.value)).toEqual([2, 4, 2, 4, 6]);
    expect(evaluate).toHaveBeenCalledTimes(3);
    expect(most()).toBe(1);
  });

  it('tells apart inputs JSON would merge (undefined, NaN, -0) and keeps nothing after dispose', async () => {
    const { evaluator, evaluate } = fakeReference();
    const slot = createSharedReference();
    const reference = slot.take(() => evaluator);
    for (const input of [{ a: null }, { a: undefined }, { a: NaN }, { a: 0 }, { a: -0 }, [null], [undefined]])
      await reference.evaluate(input);
    expect(evaluate).toHaveBeenCalledTimes(7);
    // A Run's end does not end the shared reference; the tool's dispose does.
    reference.dispose();
    expect(evaluator.dispose).not.toHaveBeenCalled();
    slot.dispose();
    expect(evaluator.dispose).toHaveBeenCalledTimes(1);
    const fresh = fakeReference();
    await slot.take(() => fresh.evaluator).evaluate({ a: null });
    expect(fresh.evaluate).toHaveBeenCalledTimes(1);
  });
});
