import { describe, expect, it } from 'vitest';
import { recyclingFactory } from './recycle';
import type { CaseMessage, LoadMessage } from '../protocol';
import { createFakeWorkerFactory, hangOn } from '../../test/fixtures/fakeWorker';

const load: LoadMessage = { type: 'load', runId: 1, slug: 's', code: '', entry: 'f', modules: [] };
const caseMessage = (caseId: string): CaseMessage => ({ type: 'case', runId: 1, caseId, input: 1 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('recyclingFactory', () => {
  it('hands a worker out again after a run whose load and cases were all answered', async () => {
    const { factory, workers } = createFakeWorkerFactory();
    const recycled = recyclingFactory(factory);
    const first = recycled();
    first.listen(
      () => {},
      () => {},
    );
    first.post(load);
    first.post(caseMessage('a'));
    await settle();
    first.terminate();
    expect(workers[0]!.terminated).toBe(false);
    recycled();
    expect(workers).toHaveLength(1);
  });

  it('counts each case of a `cases` message: the worker is idle once every one was answered, not before', async () => {
    const { factory, workers } = createFakeWorkerFactory(hangOn('c'));
    const recycled = recyclingFactory(factory);
    /** A run of these cases in a worker handed out by the factory, which is then let go. */
    const runOf = async (caseIds: string[]) => {
      const port = recycled();
      port.listen(
        () => {},
        () => {},
      );
      port.post(load);
      port.post({ type: 'cases', runId: 1, cases: caseIds.map((caseId) => ({ caseId, input: 1 })) });
      await settle();
      port.terminate();
    };
    await runOf(['a', 'b', 'c']);
    expect(workers[0]!.terminated).toBe(true); // 'c' was never answered
    await runOf(['a', 'b']);
    expect(workers[1]!.terminated).toBe(false); // both answered: kept for the next program
  });

  it('really terminates a worker stopped mid-run (a time limit, a cancel): it is never handed out again', async () => {
    const { factory, workers } = createFakeWorkerFactory(hangOn('b'));
    const recycled = recyclingFactory(factory);
    const first = recycled();
    first.listen(
      () => {},
      () => {},
    );
    first.post(load);
    first.post(caseMessage('a'));
    first.post(caseMessage('b'));
    await settle();
    first.terminate();
    expect(workers[0]!.terminated).toBe(true);
    recycled();
    expect(workers).toHaveLength(2);
  });

  it('keeps a worker whose load failed (its queued cases are dropped by the core)', async () => {
    const { factory, workers } = createFakeWorkerFactory((message, worker) => {
      if (message.type === 'load')
        worker.reply({
          type: 'load-error',
          runId: 1,
          error: { kind: 'exception', name: 'E', message: '' },
          output: { lines: [], truncated: false },
        });
    });
    const recycled = recyclingFactory(factory);
    const first = recycled();
    first.listen(
      () => {},
      () => {},
    );
    first.post(load);
    first.post(caseMessage('a'));
    await settle();
    first.terminate();
    expect(workers[0]!.terminated).toBe(false);
  });
});

describe('recyclingFactory, idle workers', () => {
  it('stops a worker that waited idle too long, so a finished process can exit', async () => {
    const { factory, workers } = createFakeWorkerFactory();
    const recycled = recyclingFactory(factory, 2, 10);
    const first = recycled();
    first.listen(
      () => {},
      () => {},
    );
    first.post(load);
    await settle();
    first.terminate();
    expect(workers[0]!.terminated).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(workers[0]!.terminated).toBe(true);
    recycled();
    expect(workers).toHaveLength(2);
  });
});
