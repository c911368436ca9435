// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createEvaluator } from './evaluator';
import type { HostMessage } from '../protocol';
import type { WorkerPort } from './workerPort';
import { createFakeTimers } from '../../test/fixtures/fakeTimers';

const EMPTY = { lines: [], truncated: false };
const request = { slug: 'ex', entry: 'f', modules: [], timeLimitMs: 2000, source: 'export const f = (x) => x;' };
const compile = async () => ({ ok: true as const, code: 'compiled' });

/**
 * A worker that starts like a sandbox (it says when it is ready) and answers
 * loads and cases at once, unless told to hang; `died` is what diagnose says.
 */
function sandboxLike(options: { hang?: boolean; died?: string } = {}) {
  let markReady: () => void = () => {};
  const port: WorkerPort & { start(): void } = {
    ready: new Promise<void>((resolve) => (markReady = resolve)),
    start: () => markReady(),
    listen(onMessage) {
      this.post = (message: HostMessage) => {
        if (message.type === 'load') queueMicrotask(() => onMessage({ type: 'loaded', runId: message.runId, output: EMPTY }));
        else if (message.type === 'case' && !options.hang)
          queueMicrotask(() =>
            onMessage({
              type: 'case-done',
              runId: message.runId,
              caseId: message.caseId,
              outcome: { kind: 'returned', value: message.input },
              output: EMPTY,
            }),
          );
      };
    },
    post() {},
    terminate() {},
    diagnose: async () => options.died,
  };
  return port;
}

describe('createEvaluator with a worker that takes time to start', () => {
  it('does not count the start-up against the time limit', async () => {
    const timers = createFakeTimers();
    const port = sandboxLike();
    const evaluator = createEvaluator(request, { compile, createWorker: () => port, timers });
    const result = evaluator.evaluate(42);
    await new Promise((resolve) => setImmediate(resolve)); // waiting for the start-up, which sets no clock
    timers.advance(10 * 60_000); // far longer than the limit, still starting
    port.start();
    expect(await result).toMatchObject({ status: 'returned', value: 42 });
  });

  it('calls an overdue worker that had died a crash, not a timeout', async () => {
    const timers = createFakeTimers();
    const port = sandboxLike({ hang: true, died: 'its process ran out of memory' });
    port.start();
    const evaluator = createEvaluator(request, { compile, createWorker: () => port, timers });
    const result = evaluator.evaluate(1);
    await timers.whenSet(2); // the load and case waits (the start-up has no clock)
    timers.advance(2000);
    expect(await result).toMatchObject({ status: 'threw', error: { message: expect.stringContaining('ran out of memory') } });
  });

  it('an overdue worker that is alive is a timeout', async () => {
    const timers = createFakeTimers();
    const port = sandboxLike({ hang: true });
    port.start();
    const evaluator = createEvaluator(request, { compile, createWorker: () => port, timers });
    const result = evaluator.evaluate(1);
    await timers.whenSet(2);
    timers.advance(2000);
    expect(await result).toMatchObject({ status: 'timeout', limitMs: 2000 });
  });
});
