import { describe, expect, it } from 'vitest';
import { startRun, type RunEvent, type RunRequest } from './session';
import { compile } from './compile';
import type { HostMessage } from './protocol';
import { createFakeTimers } from '../test/fixtures/fakeTimers';
import { createFakeWorkerFactory, politeScript, type FakeScript } from '../test/fixtures/fakeWorker';

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

const compiles = () => ({ ok: true as const, code: 'exports.solve = (x) => x;' });

/** Starts a run with fake workers and a fake clock, recording every event. */
function setup(script: FakeScript = politeScript, req: RunRequest = request(['a', 'b', 'c'])) {
  const workers = createFakeWorkerFactory(script);
  const timers = createFakeTimers();
  const events: RunEvent[] = [];
  const handle = startRun(req, { compile: compiles, createWorker: workers.factory, timers }, (event) => events.push(event));
  return { workers, timers, events, handle };
}

const caseEvents = (events: RunEvent[]) =>
  events.flatMap((e) => (e.type === 'case' ? [[e.caseId, e.run.status] as const] : []));
const types = (events: RunEvent[]) => events.map((e) => e.type);
const isCase = (caseId: string) => (m: HostMessage) => m.type === 'case' && m.caseId === caseId;

/** Hangs (never answers) on the named cases; answers everything else politely. */
const hangOn = (...caseIds: string[]): FakeScript => (message, worker) => {
  if (message.type === 'case' && caseIds.includes(message.caseId)) return;
  politeScript(message, worker);
};

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
    expect(workers.workers).toHaveLength(1);
    expect(workers.workers[0]!.posted.map((m) => m.type)).toEqual(['load', 'case', 'case', 'case']);
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

  it('gives every run its own id', () => {
    const first = setup().handle;
    const second = setup().handle;
    expect(second.runId).not.toBe(first.runId);
  });

  it('never posts expected values to the worker, only the case id and input', async () => {
    const withExpected = request(['a', 'b']);
    // Callers may hand over whole cases; only the input may cross.
    const cases = withExpected.cases.map((c) => ({ ...c, expected: { secret: `answer-${c.id}` } }));
    const { workers, handle } = setup(politeScript, { ...withExpected, cases });
    await handle.done;
    const caseMessages = workers.workers[0]!.posted.filter((m) => m.type === 'case');
    expect(caseMessages).toEqual([
      { type: 'case', runId: handle.runId, caseId: 'a', input: { text: 'a' } },
      { type: 'case', runId: handle.runId, caseId: 'b', input: { text: 'b' } },
    ]);
    expect(JSON.stringify(workers.workers[0]!.posted)).not.toContain('answer-');
  });

  it('reports a compile error as a problem and creates no worker', async () => {
    const workers = createFakeWorkerFactory();
    const events: RunEvent[] = [];
    const handle = startRun(
      request(['a']),
      { compile: () => ({ ok: false, error: { message: 'Unexpected token', line: 2, column: 7 } }), createWorker: workers.factory, timers: createFakeTimers() },
      (event) => events.push(event),
    );
    await handle.done;
    expect(events).toEqual([
      { type: 'started', runId: handle.runId, caseIds: ['a'] },
      { type: 'problem', runId: handle.runId, problem: { kind: 'compile', message: 'Unexpected token', line: 2, column: 7 } },
      { type: 'finished', runId: handle.runId, durationMs: 0 },
    ]);
    expect(workers.workers).toHaveLength(0);
  });

  it('reports a real syntax error from compile with its line', async () => {
    const workers = createFakeWorkerFactory();
    const events: RunEvent[] = [];
    const handle = startRun(
      request(['a'], { source: 'export function solve() {\n  return (;\n}' }),
      { compile, createWorker: workers.factory, timers: createFakeTimers() },
      (event) => events.push(event),
    );
    await handle.done;
    const problem = events.find((e) => e.type === 'problem');
    expect(problem).toMatchObject({ problem: { kind: 'compile', line: 2 } });
    expect(workers.workers).toHaveLength(0);
  });

  it('reports a load error as a problem, runs no case and stops the worker', async () => {
    const error = { kind: 'missing-export' as const, name: 'Missing export', message: 'Export a function named solve' };
    const output = { lines: [{ level: 'log' as const, text: 'top-level log' }], truncated: false };
    const { workers, events, handle } = setup((message, worker) => {
      if (message.type === 'load') worker.reply({ type: 'load-error', runId: message.runId, error, output });
    });
    await handle.done;
    expect(events).toEqual([
      { type: 'started', runId: handle.runId, caseIds: ['a', 'b', 'c'] },
      { type: 'problem', runId: handle.runId, problem: { kind: 'load', error, output } },
      { type: 'finished', runId: handle.runId, durationMs: 0 },
    ]);
    expect(workers.workers[0]!.posted.map((m) => m.type)).toEqual(['load']);
    expect(workers.workers[0]!.terminated).toBe(true);
  });

  it('reports a load that never answers as a load timeout', async () => {
    const { workers, timers, events, handle } = setup(() => {});
    await workers.posted((m) => m.type === 'load');
    timers.advance(LIMIT);
    await handle.done;
    expect(events[1]).toEqual({ type: 'problem', runId: handle.runId, problem: { kind: 'load-timeout', limitMs: LIMIT, output: noOutput } });
    expect(types(events)).toEqual(['started', 'problem', 'finished']);
    expect(workers.workers[0]!.terminated).toBe(true);
  });

  it('reports a worker that dies while loading as a load problem', async () => {
    const { events, handle } = setup((message, worker) => {
      if (message.type === 'load') worker.crash('out of memory');
    });
    await handle.done;
    expect(events[1]).toMatchObject({ type: 'problem', problem: { kind: 'load', error: { kind: 'crash', message: expect.stringContaining('out of memory') } } });
    expect(types(events)).toEqual(['started', 'problem', 'finished']);
  });

  it('times out a case that never answers, in a fresh worker runs the rest', async () => {
    const { workers, timers, events, handle } = setup(hangOn('b'));
    const first = await workers.posted(isCase('b'));

    timers.advance(LIMIT - 1);
    await Promise.resolve();
    expect(caseEvents(events)).toEqual([['a', 'returned']]);

    timers.advance(1);
    await handle.done;
    expect(caseEvents(events)).toEqual([
      ['a', 'returned'],
      ['b', 'timeout'],
      ['c', 'returned'],
    ]);
    expect(events.find((e) => e.type === 'case' && e.caseId === 'b')).toMatchObject({
      run: { status: 'timeout', limitMs: LIMIT, durationMs: LIMIT, output: noOutput },
    });
    // The stuck worker is never reused: a new one is created and loaded for the remaining case.
    expect(first.terminated).toBe(true);
    expect(workers.workers).toHaveLength(2);
    expect(workers.workers[1]!.posted.map((m) => (m.type === 'case' ? m.caseId : m.type))).toEqual(['load', 'c']);
    expect(types(events).at(-1)).toBe('finished');
  });

  it('gives each stuck case its own time limit and its own replacement worker', async () => {
    const { workers, timers, events, handle } = setup(hangOn('a', 'b'));
    await workers.posted(isCase('a'));
    timers.advance(LIMIT);
    await workers.posted(isCase('b'));
    timers.advance(LIMIT);
    await handle.done;
    expect(caseEvents(events)).toEqual([
      ['a', 'timeout'],
      ['b', 'timeout'],
      ['c', 'returned'],
    ]);
    expect(workers.workers).toHaveLength(3);
    expect(workers.workers.map((w) => w.terminated)).toEqual([true, true, true]);
  });

  it('ignores a late answer from a worker it gave up on', async () => {
    const { workers, timers, events, handle } = setup(hangOn('b'));
    const stuck = await workers.posted(isCase('b'));
    timers.advance(LIMIT);
    await workers.posted((m, w) => w !== stuck && m.type === 'load');
    // The old worker finally answers, for b and even for c: none of it counts.
    stuck.send({ type: 'case-done', runId: handle.runId, caseId: 'b', outcome: { kind: 'returned', value: 'late' }, output: noOutput });
    stuck.send({ type: 'case-done', runId: handle.runId, caseId: 'c', outcome: { kind: 'returned', value: 'late' }, output: noOutput });
    await handle.done;
    expect(caseEvents(events)).toEqual([
      ['a', 'returned'],
      ['b', 'timeout'],
      ['c', 'returned'],
    ]);
    expect(events.find((e) => e.type === 'case' && e.caseId === 'c')).toMatchObject({ run: { value: { echo: { text: 'c' } } } });
  });

  it('reports a worker that dies during a case as an error for that case, then goes on', async () => {
    const { workers, events, handle } = setup((message, worker) => {
      if (message.type === 'case' && message.caseId === 'b') worker.crash('it exited with code 1');
      else politeScript(message, worker);
    });
    await handle.done;
    expect(caseEvents(events)).toEqual([
      ['a', 'returned'],
      ['b', 'threw'],
      ['c', 'returned'],
    ]);
    const b = events.find((e) => e.type === 'case' && e.caseId === 'b');
    expect(b).toMatchObject({ run: { status: 'threw', error: { kind: 'crash', name: 'Worker stopped', message: expect.stringContaining('it exited with code 1') } } });
    expect(workers.workers).toHaveLength(2);
    expect(workers.workers[0]!.terminated).toBe(true);
  });

  it('passes on an error thrown by the learner code with its output', async () => {
    const error = { kind: 'exception' as const, name: 'TypeError', message: 'boom', line: 3, column: 9 };
    const output = { lines: [{ level: 'log' as const, text: 'before the throw' }], truncated: false };
    const { workers, events, handle } = setup((message, worker) => {
      if (message.type === 'case' && message.caseId === 'a') {
        worker.reply({ type: 'case-done', runId: message.runId, caseId: 'a', outcome: { kind: 'threw', error }, output });
      } else politeScript(message, worker);
    });
    await handle.done;
    expect(events[1]).toEqual({ type: 'case', runId: handle.runId, caseId: 'a', run: { status: 'threw', error, output, durationMs: 0 } });
    // A thrown error is an ordinary answer: the worker is kept.
    expect(workers.workers).toHaveLength(1);
  });

  it('ignores messages with another run id, a malformed shape or another case id', async () => {
    const { events, handle } = setup((message, worker) => {
      if (message.type === 'load') {
        worker.reply({ type: 'loaded', runId: message.runId + 1000, output: noOutput });
        worker.reply({ type: 'loaded', runId: String(message.runId), output: noOutput });
        worker.reply({ type: 'loaded', runId: message.runId });
        worker.reply('loaded');
        worker.reply(null);
        worker.reply({ type: 'loaded', runId: message.runId, output: noOutput });
        return;
      }
      worker.reply({ type: 'case-done', runId: message.runId, caseId: 'other', outcome: { kind: 'returned', value: 'wrong case' }, output: noOutput });
      worker.reply({ type: 'case-done', runId: message.runId + 1000, caseId: message.caseId, outcome: { kind: 'returned', value: 'wrong run' }, output: noOutput });
      worker.reply({ type: 'case-done', runId: message.runId, caseId: message.caseId, outcome: { kind: 'weird', value: 1 }, output: noOutput });
      worker.reply({ type: 'case-done', runId: message.runId, caseId: message.caseId, outcome: { kind: 'returned', value: 'right' }, output: { lines: 'x', truncated: false } });
      worker.reply({ type: 'case-done', runId: message.runId, caseId: message.caseId, outcome: { kind: 'returned', value: 'right' }, output: noOutput });
    }, request(['a', 'b']));
    await handle.done;
    expect(events.filter((e) => e.type === 'case')).toEqual([
      { type: 'case', runId: handle.runId, caseId: 'a', run: { status: 'returned', value: 'right', output: noOutput, durationMs: 0 } },
      { type: 'case', runId: handle.runId, caseId: 'b', run: { status: 'returned', value: 'right', output: noOutput, durationMs: 0 } },
    ]);
    expect(events.some((e) => e.type === 'problem')).toBe(false);
  });

  it('measures each case and the whole run on its clock', async () => {
    const { workers, timers, events, handle } = setup(hangOn('b'), request(['b']));
    await workers.posted(isCase('b'));
    timers.advance(300);
    (await workers.posted(isCase('b'))).send({
      type: 'case-done',
      runId: handle.runId,
      caseId: 'b',
      outcome: { kind: 'returned', value: 1 },
      output: noOutput,
    });
    await handle.done;
    expect(events[1]).toMatchObject({ run: { status: 'returned', durationMs: 300 } });
    expect(events.at(-1)).toEqual({ type: 'finished', runId: handle.runId, durationMs: 300 });
    expect(timers.pendingCount()).toBe(0);
  });

  it('stops at cancel: no further events, the worker terminated, done settled', async () => {
    const { workers, events, handle } = setup(hangOn('b'));
    const worker = await workers.posted(isCase('b'));
    handle.cancel();
    await handle.done;
    expect(types(events)).toEqual(['started', 'case']);
    expect(worker.terminated).toBe(true);
    // Nothing the old worker says afterwards reaches the page.
    worker.send({ type: 'case-done', runId: handle.runId, caseId: 'b', outcome: { kind: 'returned', value: 1 }, output: noOutput });
    await Promise.resolve();
    expect(types(events)).toEqual(['started', 'case']);
    expect(workers.workers).toHaveLength(1);
  });

  it('reports a failure of the compile step itself as a problem instead of hanging', async () => {
    const workers = createFakeWorkerFactory();
    const events: RunEvent[] = [];
    const handle = startRun(
      request(['a']),
      { compile: () => Promise.reject(new Error('compiler failed to load')), createWorker: workers.factory, timers: createFakeTimers() },
      (event) => events.push(event),
    );
    await handle.done;
    expect(types(events)).toEqual(['started', 'problem', 'finished']);
    expect(events[1]).toMatchObject({ problem: { kind: 'load', error: { kind: 'crash', message: expect.stringContaining('compiler failed to load') } } });
  });
});
