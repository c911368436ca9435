// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createEvaluator, queueOf, type Evaluation, type Evaluator } from './evaluator';
import { createFakeWorkerFactory, hangOn } from '../../test/fixtures/fakeWorker';
import { createFakeTimers } from '../../test/fixtures/fakeTimers';
import { untilDone } from '../../test/untilDone';

const LIMIT = 2000;
const request = { slug: 'ex', entry: 'f', modules: [], timeLimitMs: LIMIT, source: 'export const f = (x) => x;' };
const compile = async () => ({ ok: true as const, code: 'compiled' });

function setup(script = hangOn()) {
  const workers = createFakeWorkerFactory(script);
  const timers = createFakeTimers();
  return { workers, timers, deps: { compile, createWorker: workers.factory, timers, postAhead: true } };
}

const casesPosted = (worker: { posted: { type: string }[] }) => worker.posted.filter((m) => m.type === 'case').length;

describe('an evaluator queue: inputs posted ahead, answers taken in order', () => {
  it('posts every input before the first answer is taken, and answers each in order', async () => {
    const { workers, deps } = setup();
    const evaluator = createEvaluator(request, deps);
    const queue = evaluator.queue!([1, 2, 3]);
    const first = await queue.next();
    expect(casesPosted(workers.workers[0]!)).toBe(3);
    expect(workers.workers[0]!.raw.map((m) => m.type)).toEqual(['load', 'cases']); // the three inputs in one message
    expect(first).toMatchObject({ status: 'returned', value: { echo: 1 } });
    expect(await queue.next()).toMatchObject({ value: { echo: 2 } });
    expect(await queue.next()).toMatchObject({ value: { echo: 3 } });
    expect(await queue.next()).toBeUndefined();
    expect(workers.workers).toHaveLength(1);
  });

  it('gives each answer its own time limit: an input that hangs is a timeout, and the queue ends with its worker', async () => {
    // The fake's case ids are the evaluator's: the second input posted is '#input-2'.
    const { workers, timers, deps } = setup(hangOn('#input-2'));
    const queue = createEvaluator(request, deps).queue!([1, 2, 3]);
    expect(await queue.next()).toMatchObject({ status: 'returned' });
    const second = await untilDone(queue.next(), timers, LIMIT);
    expect(second).toMatchObject({ status: 'timeout', limitMs: LIMIT });
    expect(await queue.next()).toBeUndefined();
    expect(workers.workers[0]!.terminated).toBe(true);
  });

  it("closed with a learner's inputs still queued, stops their worker so that none can hold up the next call", async () => {
    const { workers, deps } = setup(hangOn('#input-3'));
    const evaluator = createEvaluator(request, deps);
    const queue = evaluator.queue!([1, 2, 3]);
    await queue.next();
    queue.close();
    expect(workers.workers[0]!.terminated).toBe(true);
    expect(await queue.next()).toBeUndefined();
    // The next call starts a fresh worker, and is not kept waiting behind the input that hangs.
    expect(await evaluator.evaluate(9)).toMatchObject({ status: 'returned', value: { echo: 9 } });
    expect(workers.workers).toHaveLength(2);
  });

  it('closed on trusted code (the reference), leaves its worker to finish: the next call goes on in it', async () => {
    const { workers, deps } = setup();
    const evaluator = createEvaluator(request, deps, { trusted: true });
    const queue = evaluator.queue!([1, 2, 3]);
    await queue.next();
    queue.close();
    expect(await evaluator.evaluate(9)).toMatchObject({ status: 'returned', value: { echo: 9 } });
    expect(workers.workers).toHaveLength(1);
    expect(workers.workers[0]!.terminated).toBe(false);
  });

  it('closed before its worker is ready, posts nothing', async () => {
    const { workers, deps } = setup();
    const evaluator = createEvaluator(request, deps);
    const queue = evaluator.queue!([1, 2, 3]);
    queue.close();
    expect(await queue.next()).toBeUndefined();
    expect(casesPosted(workers.workers[0]!)).toBe(0);
  });

  it('gives code that does not compile its problem once, as the first answer', async () => {
    const { deps } = setup();
    const evaluator = createEvaluator(request, {
      ...deps,
      compile: async () => ({ ok: false as const, error: { message: 'Unexpected token', line: 1, column: 1 } }),
    });
    const queue = evaluator.queue!([1, 2]);
    expect(await queue.next()).toMatchObject({ status: 'problem', problem: { kind: 'compile' } });
    expect(await queue.next()).toBeUndefined();
  });
});

describe('an evaluator asked while it is still loading its code', () => {
  it('makes the call wait for that load: one compile, one worker, and the answers are right', async () => {
    // The page prepares the reference, and a Run that comes at once meets it mid-compile.
    let compiles = 0;
    let finishCompile = () => {};
    const slowCompile = () => {
      compiles++;
      return new Promise<{ ok: true; code: string }>((resolve) => (finishCompile = () => resolve({ ok: true, code: 'compiled' })));
    };
    const { workers, deps } = setup();
    const evaluator = createEvaluator(request, { ...deps, compile: slowCompile }, { trusted: true });
    evaluator.prepare!();
    const queue = evaluator.queue!([1, 2]);
    finishCompile();
    expect(await queue.next()).toMatchObject({ status: 'returned', value: { echo: 1 } });
    expect(await queue.next()).toMatchObject({ status: 'returned', value: { echo: 2 } });
    expect(await evaluator.evaluate(3)).toMatchObject({ status: 'returned', value: { echo: 3 } });
    expect(compiles).toBe(1);
    expect(workers.workers).toHaveLength(1);
    expect(workers.workers[0]!.posted.filter((m) => m.type === 'load')).toHaveLength(1);
  });
});

describe('queueOf', () => {
  it('gives no queue where the deps do not ask for posting ahead (the command-line tools)', () => {
    const { deps } = setup();
    expect(createEvaluator(request, { ...deps, postAhead: false }).queue).toBeUndefined();
  });

  it('asks an evaluator without a queue of its own one input at a time, in order', async () => {
    const asked: unknown[] = [];
    const evaluator: Evaluator = {
      evaluate: async (input): Promise<Evaluation> => {
        asked.push(input);
        return { status: 'returned', value: input, output: { lines: [], truncated: false }, durationMs: 0 };
      },
      dispose() {},
    };
    const queue = queueOf(evaluator, ['a', 'b']);
    expect(asked).toEqual([]);
    expect(await queue.next()).toMatchObject({ value: 'a' });
    expect(asked).toEqual(['a']);
    queue.close();
    expect(await queue.next()).toBeUndefined();
    expect(asked).toEqual(['a']);
  });

  it('ends the sandbox it started while compiling when the compiler throws, as when it rejects', async () => {
    for (const failing of [
      () => {
        throw new Error('the compiler is broken');
      },
      () => Promise.reject(new Error('the compiler did not load')),
    ]) {
      const { workers, deps } = setup();
      const evaluator = createEvaluator(request, { ...deps, compile: failing });
      await expect(evaluator.evaluate(1)).rejects.toThrow(/the compiler/);
      expect(workers.workers).toHaveLength(1);
      expect(workers.workers[0]).toMatchObject({ terminated: true, raw: [] });
    }
  });
});
