import { describe, expect, it, vi } from 'vitest';
import { answersAhead } from './answersAhead';
import type { AnswerQueue, Evaluation, Evaluator } from '../runner/host/evaluator';

const returned = (value: unknown): Evaluation => ({ status: 'returned', value, output: { lines: [], truncated: false }, durationMs: 0 });

/** An evaluator whose queue answers `f(input)` and notes what was queued and whether it was closed. */
function queued(f: (input: number) => unknown) {
  const queues: { inputs: readonly unknown[]; closed: boolean }[] = [];
  const evaluator: Evaluator = {
    evaluate: vi.fn(async (input: unknown) => returned(f(input as number))),
    queue(inputs): AnswerQueue {
      const record = { inputs, closed: false };
      queues.push(record);
      let taken = 0;
      return {
        next: async () => (record.closed || taken >= inputs.length ? undefined : returned(f(inputs[taken++] as number))),
        close: () => void (record.closed = true),
      };
    },
    dispose() {},
  };
  return { evaluator, queues };
}

describe('answersAhead', () => {
  it('queues every planned input for both programs at once (the learner in its own names), and answers them in order', async () => {
    const reference = queued((n) => n * 2);
    const learner = queued((n) => n * 3);
    const ahead = answersAhead([1, 2], {
      reference: reference.evaluator,
      learner: learner.evaluator,
      inLearnerNames: (n) => -(n as number),
    });
    expect(reference.queues[0]!.inputs).toEqual([1, 2]);
    expect(learner.queues[0]!.inputs).toEqual([-1, -2]);
    const [expected, received] = ahead.next()!;
    expect(await expected).toMatchObject({ value: 2 });
    expect(await received).toMatchObject({ value: -3 });
    expect(learner.evaluator.evaluate).not.toHaveBeenCalled();
  });

  it('gives undefined past the last planned input', () => {
    const reference = queued((n) => n);
    const learner = queued((n) => n);
    const ahead = answersAhead([1], { reference: reference.evaluator, learner: learner.evaluator, inLearnerNames: (n) => n });
    expect(ahead.next()).toBeDefined();
    expect(ahead.next()).toBeUndefined();
  });

  it('closes both queues when told, and asks each program on its own after that', async () => {
    const reference = queued((n) => n);
    const learner = queued((n) => n);
    const ahead = answersAhead([1, 2], { reference: reference.evaluator, learner: learner.evaluator, inLearnerNames: (n) => n });
    ahead.close();
    expect(reference.queues[0]!.closed && learner.queues[0]!.closed).toBe(true);
    const [expected, received] = ahead.next()!;
    expect(await expected).toMatchObject({ value: 1 });
    expect(await received).toMatchObject({ value: 1 });
    expect(learner.evaluator.evaluate).toHaveBeenCalledWith(1);
  });

  it('asks a program on its own when its queue ended (a crash took its worker)', async () => {
    const reference = queued((n) => n);
    const learner = queued((n) => n);
    const ahead = answersAhead([7], { reference: reference.evaluator, learner: learner.evaluator, inLearnerNames: (n) => n });
    learner.queues[0]!.closed = true;
    const [, received] = ahead.next()!;
    expect(await received).toMatchObject({ value: 7 });
    expect(learner.evaluator.evaluate).toHaveBeenCalledWith(7);
  });
});
