// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startRun, type RunnerDeps } from './runCases';
import { type RunEvent, type RunRequest } from '../../core/runTypes';
import { compile } from './compile';
import { createFakeTimers } from '../../test/fixtures/fakeTimers';
import { createFakeWorkerFactory, hangOn, politeScript, type FakeScript, type FakeWorker } from '../../test/fixtures/fakeWorker';

const noOutput = { lines: [], truncated: false };
const LIMIT = 2000;

const request = (caseIds: string[], overrides: Partial<RunRequest> = {}): RunRequest => ({
  slug: 'tiny',
  entry: 'solve',
  modules: [],
  timeLimitMs: LIMIT,
  cases: caseIds.map((id) => ({ id, input: { text: id } })),
  source: 'export function solve(input) { return input; }',
  ...overrides,
});

const compiles: RunnerDeps['compile'] = () => ({ ok: true, code: 'exports.solve = (x) => x;' });

/** Records run events; `waitFor` resolves once one matches, so a test waits for the run without sleeping. */
function eventLog() {
  const events: RunEvent[] = [];
  const waiters: { predicate: (e: RunEvent) => boolean; resolve: () => void }[] = [];
  return {
    events,
    push(event: RunEvent) {
      events.push(event);
      for (const waiter of [...waiters]) {
        if (waiter.predicate(event)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    },
    waitFor(predicate: (e: RunEvent) => boolean) {
      return new Promise<void>((resolve) => {
        if (events.some(predicate)) resolve();
        else waiters.push({ predicate, resolve });
      });
    },
  };
}

/** Starts a run with fake workers and a fake clock. */
function setup(script: FakeScript = politeScript, req: RunRequest = request(['a', 'b', 'c']), compileFn: RunnerDeps['compile'] = compiles) {
  const workers = createFakeWorkerFactory(script);
  const timers = createFakeTimers();
  const log = eventLog();
  const handle = startRun(req, { compile: compileFn, createWorker: workers.factory, timers }, log.push);
  return { workers, timers, events: log.events, waitFor: log.waitFor, handle };
}

const caseEvents = (events: RunEvent[]) => events.flatMap((e) => (e.type === 'case' ? [[e.caseId, e.run.status]] : []));
const types = (events: RunEvent[]) => events.map((e) => e.type);

/** The one sandbox the Run started while its code compiled was ended without any learner code sent to it. */
function expectEndedUnused(workers: FakeWorker[]) {
  expect(workers).toHaveLength(1);
  expect(workers[0]).toMatchObject({ terminated: true, raw: [] });
}
const caseDone = (caseId: string) => (e: RunEvent) => e.type === 'case' && e.caseId === caseId;
const messagesOf = (worker: { posted: { type: string; caseId?: string }[] }) =>
  worker.posted.map((m) => (m.type === 'case' ? `case ${m.caseId}` : m.type));

describe('startRun', () => {
  it('loads the code once in one worker and reports each case in order', async () => {
    const { workers, events, handle } = setup();
    await handle.done;
    expect(types(events)).toEqual(['started', 'case', 'case', 'case', 'finished']);
    expect(events[0]).toEqual({ type: 'started', runId: handle.runId, caseIds: ['a', 'b', 'c'] });
    expect(events[1]).toEqual({
      type: 'case',
      runId: handle.runId,
      caseId: 'a',
      run: { status: 'returned', value: { echo: { text: 'a' } }, output: noOutput, durationMs: 0 },
    });
    expect(caseEvents(events)).toEqual([
      ['a', 'returned'],
      ['b', 'returned'],
      ['c', 'returned'],
    ]);
    expect(workers.workers).toHaveLength(1);
    expect(messagesOf(workers.workers[0]!)).toEqual(['load', 'case a', 'case b', 'case c']);
    expect(workers.workers[0]!.posted[0]).toEqual({
      type: 'load',
      runId: handle.runId,
      slug: 'tiny',
      code: 'exports.solve = (x) => x;',
      entry: 'solve',
      modules: [],
    });
  });

  it('terminates the worker when the run is over', async () => {
    const { workers, handle } = setup();
    await handle.done;
    expect(workers.workers[0]!.terminated).toBe(true);
  });

  it('gives every run its own id', async () => {
    const first = setup();
    const second = setup();
    await Promise.all([first.handle.done, second.handle.done]);
    expect(second.handle.runId).not.toBe(first.handle.runId);
    expect(second.workers.workers[0]!.posted.every((m) => m.runId === second.handle.runId)).toBe(true);
  });

  it('never posts expected values to the worker, only the case id and input', async () => {
    const plain = request(['a', 'b']);
    // Callers may hand over whole cases; only the input may cross.
    const cases = plain.cases.map((c) => ({ ...c, expected: { secret: `answer-${c.id}` } }));
    const { workers, handle } = setup(politeScript, { ...plain, cases });
    await handle.done;
    expect(workers.workers[0]!.posted.filter((m) => m.type === 'case')).toEqual([
      { type: 'case', runId: handle.runId, caseId: 'a', input: { text: 'a' } },
      { type: 'case', runId: handle.runId, caseId: 'b', input: { text: 'b' } },
    ]);
    expect(JSON.stringify(workers.workers[0]!.raw)).not.toContain('answer-');
    expect(workers.workers[0]!.raw.map((m) => m.type)).toEqual(['load', 'cases']); // every case in one message
  });

  it('reports a compile error as a problem, and ends unused the sandbox started while it compiled', async () => {
    const { workers, events, handle } = setup(politeScript, request(['a']), () => ({
      ok: false,
      error: { message: 'Unexpected token', line: 2, column: 7 },
    }));
    await handle.done;
    expect(events).toEqual([
      { type: 'started', runId: handle.runId, caseIds: ['a'] },
      { type: 'problem', runId: handle.runId, problem: { kind: 'compile', message: 'Unexpected token', line: 2, column: 7 } },
      { type: 'finished', runId: handle.runId, durationMs: 0 },
    ]);
    expectEndedUnused(workers.workers);
  });

  it('reports a real syntax error from compile with its line, running nothing', async () => {
    const { workers, events, handle } = setup(
      politeScript,
      request(['a'], { source: 'export function solve() {\n  return (;\n}' }),
      compile,
    );
    await handle.done;
    expect(events.find((e) => e.type === 'problem')).toMatchObject({ problem: { kind: 'compile', line: 2 } });
    expectEndedUnused(workers.workers);
  });

  it('reports a failure of the compile step itself as a problem instead of hanging', async () => {
    const { workers, events, handle } = setup(politeScript, request(['a']), () => Promise.reject(new Error('compiler failed to load')));
    await handle.done;
    expectEndedUnused(workers.workers);
    expect(types(events)).toEqual(['started', 'problem', 'finished']);
    expect(events[1]).toMatchObject({
      problem: { kind: 'load', error: { kind: 'crash', message: expect.stringContaining('compiler failed to load') } },
    });
  });

  it('reports a load error as a problem, reports no case and stops the worker', async () => {
    const error = { kind: 'missing-export' as const, name: 'Missing export', message: 'Export a function named solve' };
    const output = { lines: [{ level: 'log' as const, text: 'top-level log' }], truncated: false };
    const { workers, events, handle } = setup((message, worker) => {
      if (message.type === 'load') worker.reply({ type: 'load-error', runId: message.runId, error, output });
      return 'hang';
    });
    await handle.done;
    expect(events).toEqual([
      { type: 'started', runId: handle.runId, caseIds: ['a', 'b', 'c'] },
      { type: 'problem', runId: handle.runId, problem: { kind: 'load', error, output } },
      { type: 'finished', runId: handle.runId, durationMs: 0 },
    ]);
    expect(workers.workers).toHaveLength(1);
    expect(workers.workers[0]!.terminated).toBe(true);
  });

  it('reports a load that never answers as a load timeout after the limit', async () => {
    const { workers, timers, events, handle } = setup(() => 'hang');
    // Timers: 1 the load's trusted part (the driver), 2 the load itself.
    await timers.whenSet(2);
    timers.advance(LIMIT - 1);
    expect(types(events)).toEqual(['started']);
    timers.advance(1);
    await handle.done;
    expect(events[1]).toEqual({
      type: 'problem',
      runId: handle.runId,
      problem: { kind: 'load-timeout', limitMs: LIMIT, output: noOutput },
    });
    expect(types(events)).toEqual(['started', 'problem', 'finished']);
    expect(workers.workers).toHaveLength(1);
    expect(workers.workers[0]!.terminated).toBe(true);
  });

  it('reports a worker that dies while loading as a load problem', async () => {
    const { workers, timers, events, handle } = setup(() => 'hang');
    await timers.whenSet(1);
    workers.workers[0]!.crash('out of memory');
    await handle.done;
    expect(types(events)).toEqual(['started', 'problem', 'finished']);
    expect(events[1]).toMatchObject({
      problem: { kind: 'load', error: { kind: 'crash', message: expect.stringContaining('out of memory') } },
    });
  });

  it('times out a case that never answers, then loads a new worker for the remaining cases', async () => {
    const { workers, timers, events, waitFor, handle } = setup(hangOn('b'));
    await waitFor(caseDone('a'));
    timers.advance(LIMIT);
    await handle.done;
    expect(caseEvents(events)).toEqual([
      ['a', 'returned'],
      ['b', 'timeout'],
      ['c', 'returned'],
    ]);
    expect(events.find(caseDone('b'))).toMatchObject({ run: { status: 'timeout', limitMs: LIMIT, durationMs: LIMIT, output: noOutput } });
    // The stuck worker is never reused: a new one is loaded with only the cases left.
    expect(workers.workers).toHaveLength(2);
    expect(workers.workers[0]!.terminated).toBe(true);
    expect(messagesOf(workers.workers[1]!)).toEqual(['load', 'case c']);
    expect(events.find(caseDone('c'))).toMatchObject({ run: { value: { echo: { text: 'c' } } } });
    expect(types(events).at(-1)).toBe('finished');
  });

  it('still counts an answer that comes just inside the limit', async () => {
    const { workers, timers, events, waitFor, handle } = setup(hangOn('b'));
    await waitFor(caseDone('a'));
    timers.advance(LIMIT - 1);
    workers.workers[0]!.send({
      type: 'case-done',
      runId: handle.runId,
      caseId: 'b',
      outcome: { kind: 'returned', value: 'slow but fine' },
      output: noOutput,
    });
    await waitFor(caseDone('b'));
    expect(events.find(caseDone('b'))).toMatchObject({ run: { status: 'returned', value: 'slow but fine', durationMs: LIMIT - 1 } });
    expect(workers.workers[0]!.terminated).toBe(false);
    handle.cancel();
    await handle.done;
  });

  it('gives each stuck case its own time limit and its own replacement worker', async () => {
    const { workers, timers, events, handle } = setup(hangOn('a', 'b'));
    // Timers set: 1-2 load (its trusted part, then the learner's), 3 case a; after a's timeout: 4-5 load, 6 case b; then 7-8 load, 9 case c.
    await timers.whenSet(3);
    timers.advance(LIMIT);
    await timers.whenSet(6);
    timers.advance(LIMIT);
    await handle.done;
    expect(caseEvents(events)).toEqual([
      ['a', 'timeout'],
      ['b', 'timeout'],
      ['c', 'returned'],
    ]);
    expect(workers.workers.map(messagesOf)).toEqual([
      ['load', 'case a', 'case b', 'case c'],
      ['load', 'case b', 'case c'],
      ['load', 'case c'],
    ]);
    expect(workers.workers.map((w) => w.terminated)).toEqual([true, true, true]);
  });

  /** Lets every case that hangs run into its limit: each needs a new worker (a load timer, then a case timer). */
  async function timeOutEach(timers: ReturnType<typeof createFakeTimers>, count: number) {
    for (let n = 1; n <= count; n++) {
      await timers.whenSet(3 * n);
      timers.advance(LIMIT);
    }
  }

  it('stops after three cases in a row time out: the rest are not run, and it says so', async () => {
    const { workers, timers, events, handle } = setup(hangOn('a', 'b', 'c', 'd'), request(['a', 'b', 'c', 'd', 'e']));
    await timeOutEach(timers, 3);
    await handle.done;
    expect(caseEvents(events)).toEqual([
      ['a', 'timeout'],
      ['b', 'timeout'],
      ['c', 'timeout'],
    ]);
    expect(events.at(-2)).toEqual({ type: 'stopped', runId: handle.runId, timeouts: 3, inARow: true, limitMs: LIMIT, notRun: 2 });
    expect(types(events).at(-1)).toBe('finished');
    // No fourth worker was started for the cases left.
    expect(workers.workers).toHaveLength(3);
  });

  it('counts timeouts apart too: a case that answers between them does not start the count again (the Run’s budget)', async () => {
    const { workers, timers, events, handle } = setup(hangOn('a', 'b', 'd', 'e'), request(['a', 'b', 'c', 'd', 'e', 'f']));
    await timeOutEach(timers, 2);
    // Timers: 7-8 load and 9 case c in the third worker (c answers), 10 case d; nothing more is started after d.
    await timers.whenSet(10);
    timers.advance(LIMIT);
    await handle.done;
    expect(caseEvents(events)).toEqual([
      ['a', 'timeout'],
      ['b', 'timeout'],
      ['c', 'returned'],
      ['d', 'timeout'],
    ]);
    expect(events.at(-2)).toEqual({ type: 'stopped', runId: handle.runId, timeouts: 3, inARow: false, limitMs: LIMIT, notRun: 2 });
    expect(workers.workers).toHaveLength(3);
  });

  it('runs to the end when the third timeout is the last case: nothing is left not run', async () => {
    const { timers, events, handle } = setup(hangOn('a', 'c', 'e'), request(['a', 'b', 'c', 'd', 'e']));
    // Timers: 1-2 load, 3 case a; 4-5 load, 6 case b, 7 case c; 8-9 load, 10 case d, 11 case e.
    await timers.whenSet(3);
    timers.advance(LIMIT);
    await timers.whenSet(7);
    timers.advance(LIMIT);
    await timers.whenSet(11);
    timers.advance(LIMIT);
    await handle.done;
    expect(caseEvents(events).map(([, status]) => status)).toEqual(['timeout', 'returned', 'timeout', 'returned', 'timeout']);
    expect(types(events)).not.toContain('stopped');
  });

  it('runs every case when asked to (the content check), however many time out', async () => {
    const { timers, events, handle } = setup(
      hangOn('a', 'b', 'c', 'd'),
      request(['a', 'b', 'c', 'd', 'e'], { stopAfterTimeouts: Infinity }),
    );
    await timeOutEach(timers, 4);
    await handle.done;
    expect(caseEvents(events).map(([, status]) => status)).toEqual(['timeout', 'timeout', 'timeout', 'timeout', 'returned']);
    expect(types(events)).not.toContain('stopped');
  });

  it('ignores a late answer from a worker it gave up on', async () => {
    const { workers, timers, events, waitFor, handle } = setup(hangOn('b'));
    await waitFor(caseDone('a'));
    timers.advance(LIMIT);
    await waitFor(caseDone('b'));
    const [stuck] = workers.workers;
    // The old worker finally answers, for b and even for c: none of it counts.
    stuck!.send({ type: 'case-done', runId: handle.runId, caseId: 'b', outcome: { kind: 'returned', value: 'late' }, output: noOutput });
    stuck!.send({ type: 'case-done', runId: handle.runId, caseId: 'c', outcome: { kind: 'returned', value: 'late' }, output: noOutput });
    await handle.done;
    expect(caseEvents(events)).toEqual([
      ['a', 'returned'],
      ['b', 'timeout'],
      ['c', 'returned'],
    ]);
    expect(events.find(caseDone('c'))).toMatchObject({ run: { value: { echo: { text: 'c' } } } });
  });

  it('reports a worker that dies during a case as an error for that case, then goes on in a new worker', async () => {
    const { workers, events, waitFor, handle } = setup(hangOn('b'));
    await waitFor(caseDone('a'));
    workers.workers[0]!.crash('it exited with code 1');
    await handle.done;
    expect(caseEvents(events)).toEqual([
      ['a', 'returned'],
      ['b', 'threw'],
      ['c', 'returned'],
    ]);
    expect(events.find(caseDone('b'))).toMatchObject({
      run: { status: 'threw', error: { kind: 'crash', name: 'Worker stopped', message: expect.stringContaining('it exited with code 1') } },
    });
    expect(workers.workers).toHaveLength(2);
    expect(workers.workers[0]!.terminated).toBe(true);
    expect(messagesOf(workers.workers[1]!)).toEqual(['load', 'case c']);
  });

  it('passes on an error thrown by the learner code with its output, and keeps the worker', async () => {
    const error = { kind: 'exception' as const, name: 'TypeError', message: 'boom', line: 3, column: 9 };
    const output = { lines: [{ level: 'log' as const, text: 'before the throw' }], truncated: false };
    const { workers, events, handle } = setup((message, worker) => {
      if (message.type === 'case' && message.caseId === 'a') {
        return worker.reply({ type: 'case-done', runId: message.runId, caseId: 'a', outcome: { kind: 'threw', error }, output });
      }
      return politeScript(message, worker);
    });
    await handle.done;
    expect(events[1]).toEqual({ type: 'case', runId: handle.runId, caseId: 'a', run: { status: 'threw', error, output, durationMs: 0 } });
    expect(caseEvents(events)).toEqual([
      ['a', 'threw'],
      ['b', 'returned'],
      ['c', 'returned'],
    ]);
    expect(workers.workers).toHaveLength(1);
  });

  it('ignores messages with another run id, a malformed shape or another case id', async () => {
    const { events, handle } = setup(
      (message, worker) => {
        if (message.type === 'load') {
          worker.reply({ type: 'loaded', runId: message.runId + 1000, output: noOutput });
          worker.reply({ type: 'loaded', runId: String(message.runId), output: noOutput });
          worker.reply({ type: 'loaded', runId: message.runId });
          worker.reply('loaded');
          worker.reply(null);
          worker.reply({ type: 'loaded', runId: message.runId, output: noOutput });
          return;
        }
        if (message.type !== 'case') return;
        const id = message.caseId;
        const outcome = { kind: 'returned', value: 'right' };
        worker.reply({
          type: 'case-done',
          runId: message.runId,
          caseId: 'nope',
          outcome: { kind: 'returned', value: 'wrong case' },
          output: noOutput,
        });
        worker.reply({
          type: 'case-done',
          runId: message.runId + 1000,
          caseId: id,
          outcome: { kind: 'returned', value: 'wrong run' },
          output: noOutput,
        });
        worker.reply({ type: 'case-done', runId: message.runId, caseId: id, outcome: { kind: 'weird', value: 1 }, output: noOutput });
        worker.reply({ type: 'case-done', runId: message.runId, caseId: id, outcome, output: { lines: 'x', truncated: false } });
        worker.reply({
          type: 'case-done',
          runId: message.runId,
          caseId: id,
          outcome: { kind: 'threw', error: { kind: 'bogus', name: 'x', message: 'y' } },
          output: noOutput,
        });
        worker.reply({ type: 'case-done', runId: message.runId, caseId: id, outcome, output: noOutput });
      },
      request(['a', 'b']),
    );
    await handle.done;
    expect(events.filter((e) => e.type === 'case')).toEqual([
      { type: 'case', runId: handle.runId, caseId: 'a', run: { status: 'returned', value: 'right', output: noOutput, durationMs: 0 } },
      { type: 'case', runId: handle.runId, caseId: 'b', run: { status: 'returned', value: 'right', output: noOutput, durationMs: 0 } },
    ]);
    expect(events.some((e) => e.type === 'problem')).toBe(false);
  });

  it('times each case from the answer before it, and the whole run from its start', async () => {
    const { workers, timers, events, waitFor, handle } = setup(hangOn('a'), request(['a']));
    timers.advance(50); // compiling and loading take time too
    await timers.whenSet(3); // the host now waits for case a
    timers.advance(300);
    workers.workers[0]!.send({
      type: 'case-done',
      runId: handle.runId,
      caseId: 'a',
      outcome: { kind: 'returned', value: 1 },
      output: noOutput,
    });
    await waitFor((e) => e.type === 'finished');
    expect(events[1]).toMatchObject({ run: { status: 'returned', durationMs: 300 } });
    expect(events.at(-1)).toEqual({ type: 'finished', runId: handle.runId, durationMs: 350 });
    expect(timers.pendingCount()).toBe(0);
  });

  it('stops at cancel: no further events, the worker terminated, done settled', async () => {
    const { workers, timers, events, waitFor, handle } = setup(hangOn('b'));
    await waitFor(caseDone('a'));
    handle.cancel();
    await handle.done;
    expect(types(events)).toEqual(['started', 'case']);
    expect(workers.workers[0]!.terminated).toBe(true);
    // Nothing the old worker says afterwards, and no timer, reaches the page.
    workers.workers[0]!.send({
      type: 'case-done',
      runId: handle.runId,
      caseId: 'b',
      outcome: { kind: 'returned', value: 1 },
      output: noOutput,
    });
    timers.advance(LIMIT * 3);
    await Promise.resolve();
    expect(types(events)).toEqual(['started', 'case']);
    expect(workers.workers).toHaveLength(1);
  });
});
