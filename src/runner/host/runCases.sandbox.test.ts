// @vitest-environment node
/**
 * startRun with workers that announce when they are ready and can say whether
 * an overdue worker had died (the browser's sandbox does both), and the
 * per-run cap on console output.
 */
import { describe, expect, it } from 'vitest';
import { startRun, type RunnerDeps } from './runCases';
import { type RunEvent, type RunRequest } from '../../core/runTypes';
import { createFakeTimers } from '../../test/fixtures/fakeTimers';
import { FakeWorker, hangOn, politeScript, type FakeScript } from '../../test/fixtures/fakeWorker';
import { OUTPUT_LIMITS, OWN_OUTPUT_PER_CASE } from '../consoleCapture';

const LIMIT = 2000;
const noOutput = { lines: [], truncated: false };

/** A fake worker with the sandbox's extras: `ready` settles when the test says, `diagnose` answers as told. */
class SandboxedFakeWorker extends FakeWorker {
  ready: Promise<void>;
  markReady!: () => void;
  failReady!: (error: Error) => void;
  diagnosis: string | undefined = undefined;
  diagnosed = 0;

  constructor(script: FakeScript) {
    super(script);
    this.ready = new Promise<void>((resolve, reject) => {
      this.markReady = resolve;
      this.failReady = reject;
    });
  }

  diagnose() {
    this.diagnosed++;
    return Promise.resolve(this.diagnosis);
  }
}

function setup(script: FakeScript = politeScript, caseIds = ['a', 'b', 'c'], { readyAtOnce = true } = {}) {
  const workers: SandboxedFakeWorker[] = [];
  const timers = createFakeTimers();
  const events: RunEvent[] = [];
  const request: RunRequest = {
    slug: 'tiny',
    entry: 'solve',
    modules: [],
    timeLimitMs: LIMIT,
    cases: caseIds.map((id) => ({ id, input: { text: id } })),
    source: '',
  };
  const deps: RunnerDeps = {
    compile: () => ({ ok: true, code: 'exports.solve = (x) => x;' }),
    createWorker: () => {
      const worker = new SandboxedFakeWorker(script);
      if (readyAtOnce) worker.markReady();
      workers.push(worker);
      return worker;
    },
    timers,
  };
  const handle = startRun(request, deps, (event) => events.push(event));
  return { workers, timers, events, handle };
}

const caseRuns = (events: RunEvent[]) => events.flatMap((e) => (e.type === 'case' ? [[e.caseId, e.run.status]] : []));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startRun with a worker that announces when it is ready', () => {
  it('says nothing of waiting when the worker was ready already (one started ahead)', async () => {
    const { events, handle } = setup(politeScript, ['a']);
    await handle.done;
    expect(events.map((e) => e.type)).toEqual(['started', 'case', 'finished']);
  });

  it('starts the load clock only once the worker is ready', async () => {
    const { workers, timers, events, handle } = setup(politeScript, ['a'], { readyAtOnce: false });
    await flush();
    // The load and the case are posted at once; a slow start is not the learner's time.
    expect(workers[0]!.posted.map((m) => m.type)).toEqual(['load', 'case']);
    timers.advance(LIMIT * 3);
    await flush();
    // The Run says it waits for its sandbox, for the learner to read.
    expect(events.map((e) => e.type)).toEqual(['started', 'waiting']);
    workers[0]!.markReady();
    await handle.done;
    expect(caseRuns(events)).toEqual([['a', 'returned']]);
  });

  it('waits for a worker however long it takes to start: a busy machine is never the learner’s fault', async () => {
    const { workers, timers, events, handle } = setup(politeScript, ['a'], { readyAtOnce: false });
    await flush();
    // Ten minutes of a machine too busy to start the sandbox: no verdict, and the worker is kept.
    timers.advance(10 * 60_000);
    await flush();
    expect(events.map((e) => e.type)).toEqual(['started', 'waiting']);
    expect(workers[0]!.terminated).toBe(false);
    workers[0]!.markReady();
    await handle.done;
    expect(caseRuns(events)).toEqual([['a', 'returned']]);
  });

  it('reports a worker that fails to start as a load problem with its reason', async () => {
    const { workers, events, handle } = setup(politeScript, ['a'], { readyAtOnce: false });
    await flush();
    workers[0]!.failReady(new Error('the code runner could not be loaded (offline)'));
    await handle.done;
    expect(events[2]).toMatchObject({
      type: 'problem',
      problem: { kind: 'load', error: { kind: 'crash', message: expect.stringContaining('could not be loaded (offline)') } },
    });
  });

  it('can be cancelled while it waits for the worker to start', async () => {
    const { workers, events, handle } = setup(politeScript, ['a'], { readyAtOnce: false });
    await flush();
    handle.cancel();
    await handle.done;
    expect(events.map((e) => e.type)).toEqual(['started', 'waiting']);
    expect(workers[0]!.terminated).toBe(true);
  });
});

describe('startRun with a worker that can say it had died', () => {
  it('asks an overdue worker; alive means the case timed out', async () => {
    const { workers, timers, events, handle } = setup(hangOn('b'));
    // Timers: 1 start-up, 2 load, 3 case a, 4 case b.
    await timers.whenSet(4);
    timers.advance(LIMIT);
    await handle.done;
    expect(caseRuns(events)).toEqual([
      ['a', 'returned'],
      ['b', 'timeout'],
      ['c', 'returned'],
    ]);
    expect(workers[0]!.diagnosed).toBe(1);
  });

  it('reports an overdue worker that had died (out of memory) as an error for that case, then goes on', async () => {
    const script: FakeScript = (message, worker) => {
      if (message.type === 'case' && message.caseId === 'b') {
        (worker as SandboxedFakeWorker).diagnosis = 'its sandbox stopped answering, most likely because it ran out of memory';
        return 'hang';
      }
      return politeScript(message, worker);
    };
    const { workers, timers, events, handle } = setup(script);
    await timers.whenSet(4);
    timers.advance(LIMIT);
    await handle.done;
    expect(caseRuns(events)).toEqual([
      ['a', 'returned'],
      ['b', 'threw'],
      ['c', 'returned'],
    ]);
    expect(events.find((e) => e.type === 'case' && e.caseId === 'b')).toMatchObject({
      run: {
        status: 'threw',
        durationMs: LIMIT,
        error: { kind: 'crash', name: 'Worker stopped', message: expect.stringContaining('ran out of memory') },
      },
    });
    expect(workers).toHaveLength(2);
    expect(workers[0]!.terminated).toBe(true);
  });

  it('reports a load that overran because the worker died as a load problem, not a loop at the top level', async () => {
    const script: FakeScript = (message, worker) => {
      (worker as SandboxedFakeWorker).diagnosis = 'it ran out of memory';
      return 'hang';
    };
    const { timers, events, handle } = setup(script, ['a']);
    await timers.whenSet(2);
    timers.advance(LIMIT);
    await handle.done;
    expect(events[1]).toMatchObject({
      type: 'problem',
      problem: { kind: 'load', error: { kind: 'crash', message: expect.stringContaining('ran out of memory') } },
    });
  });
});

describe('startRun caps console output per run', () => {
  it('cuts what the whole run prints, across cases, and marks the cut, keeping each case’s own first lines', async () => {
    const perCase = 300; // more than a third of the run's line budget
    const lines = Array.from({ length: perCase }, (_, i) => ({ level: 'log' as const, text: `line ${i}` }));
    const script: FakeScript = (message, worker) => {
      if (message.type === 'load') return worker.reply({ type: 'loaded', runId: message.runId, output: noOutput });
      if (message.type !== 'case') return;
      worker.reply({
        type: 'case-done',
        runId: message.runId,
        caseId: message.caseId,
        outcome: { kind: 'returned', value: 1 },
        output: { lines, truncated: false },
      });
    };
    const { events, handle } = setup(script, ['a', 'b', 'c', 'd', 'e']);
    await handle.done;
    const outputs = events.flatMap((e) => (e.type === 'case' ? [e.run.output] : []));
    // Each case's first OWN_OUTPUT_PER_CASE.lines are its own; the rest comes out of the run's shared lines.
    const own = OWN_OUTPUT_PER_CASE.lines;
    expect(outputs.map((o) => [o.lines.length, o.truncated])).toEqual([
      [300, false],
      [300, false],
      [300, false],
      [own + OUTPUT_LIMITS.linesPerRun - 3 * (300 - own), true],
      [own, true],
    ]);
  });
});
