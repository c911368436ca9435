// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tryInput } from './tryInput';
import type { LanguageId } from '../core/language';
import type { RunnerDeps } from '../runner/host/runCases';
import type { HostMessage } from '../runner/protocol';
import { makeExercise, step, testCase } from '../test/fixtures/exercise';
import { createFakeTimers } from '../test/fixtures/fakeTimers';
import { untilDone as waitUntilDone } from '../test/untilDone';
import { createFakeWorkerFactory, type FakeScript } from '../test/fixtures/fakeWorker';

const LIMIT = 1000;

/**
 * Workers that run "code" by name on `{ n }` (TypeScript's name) or `{ number }` (Python's): `double` and `doublePy`
 * answer in their own language's names, `triplePy` is wrong and prints, `hang` never ends.
 */
const script: FakeScript = (message, worker) => {
  const load = worker.posted.find((m): m is Extract<HostMessage, { type: 'load' }> => m.type === 'load');
  if (message.type === 'load') return worker.reply({ type: 'loaded', runId: message.runId, output: { lines: [], truncated: false } });
  if (message.type !== 'case' || !load) return;
  if (load.code === 'hang') return 'hang';
  const { n, number } = message.input as { n?: number; number?: number };
  const value = { double: { n: n! * 2 }, doublePy: { number: number! * 2 }, triplePy: { number: number! * 3 } }[load.code];
  worker.reply({
    type: 'case-done',
    runId: message.runId,
    caseId: message.caseId,
    outcome: { kind: 'returned', value },
    output: { lines: [{ level: 'log', text: `got ${JSON.stringify(message.input)}` }], truncated: false },
  });
};

const exercise = makeExercise([step('double')], [testCase('n1', 'double', { input: { n: 1 }, expected: { n: 2 } })], {
  solution: 'double',
  timeLimitMs: LIMIT,
  python: {
    entry: 'solve',
    starter: '',
    solution: 'doublePy',
    solutionHtml: '',
    lessonHtml: '',
    lessonParts: [],
    hints: [],
    stepHints: {},
    mistakes: {},
    alternatives: {},
    names: { n: 'number' },
  },
});

function setup() {
  const timers = createFakeTimers();
  const typescript = createFakeWorkerFactory(script);
  const python = createFakeWorkerFactory(script);
  const deps = (factory: typeof typescript): RunnerDeps => ({
    compile: (source) => ({ ok: true, code: source }),
    createWorker: factory.factory,
    timers,
  });
  const all = () => [...typescript.workers, ...python.workers];
  return {
    timers,
    typescript,
    python,
    all,
    both: { typescript: deps(typescript), python: deps(python) } as Record<LanguageId, RunnerDeps>,
  };
}

/** Runs until done, the fake clock moved a time limit whenever everything waits. */
const untilDone = <T>(done: Promise<T>, timers: ReturnType<typeof createFakeTimers>) => waitUntilDone(done, timers, LIMIT);

describe('tryInput', () => {
  it('runs a Python learner’s input on their code, and on the TypeScript reference in TypeScript’s names, and compares in Python’s', async () => {
    const { timers, typescript, python, all, both } = setup();
    const outcome = await untilDone(
      tryInput(exercise, { source: 'triplePy', language: 'python' }, { number: 3 }, (l) => both[l]).done,
      timers,
    );
    expect(python.workers[0]!.posted.find((m) => m.type === 'case')).toMatchObject({ input: { number: 3 } });
    expect(typescript.workers[0]!.posted.find((m) => m.type === 'case')).toMatchObject({ input: { n: 3 } });
    expect(outcome).toMatchObject({
      code: { status: 'returned', value: { number: 9 }, output: { lines: [{ text: 'got {"number":3}' }] } },
      reference: { status: 'returned', value: { number: 6 } },
      differences: [{ kind: 'changed', path: ['number'], expected: 6, received: 9 }],
    });
    // Each call had a sandbox of its own, and none is left running.
    expect(all()).toHaveLength(2);
    expect(all().every((worker) => worker.terminated)).toBe(true);
  });

  it('finds no difference when the code agrees with the reference', async () => {
    const { timers, both } = setup();
    const outcome = await untilDone(
      tryInput(exercise, { source: 'double', language: 'typescript' }, { n: 4 }, (l) => both[l]).done,
      timers,
    );
    expect(outcome?.differences).toEqual([]);
  });

  it('stops code that never ends at the time limit, and compares nothing', async () => {
    const { timers, all, both } = setup();
    const outcome = await untilDone(tryInput(exercise, { source: 'hang', language: 'typescript' }, { n: 4 }, (l) => both[l]).done, timers);
    expect(outcome).toMatchObject({ code: { status: 'timeout', limitMs: LIMIT }, reference: { status: 'returned', value: { n: 8 } } });
    expect(outcome).not.toHaveProperty('differences');
    expect(all().every((worker) => worker.terminated)).toBe(true);
  });

  it('ends every sandbox on cancel, and settles with nothing', async () => {
    const { timers, all, both } = setup();
    const handle = tryInput(exercise, { source: 'hang', language: 'typescript' }, { n: 4 }, (l) => both[l]);
    await new Promise((resolve) => setImmediate(resolve));
    handle.cancel();
    expect(await untilDone(handle.done, timers)).toBeUndefined();
    expect(all().every((worker) => worker.terminated)).toBe(true);
  });

  it('runs the reference in the learner’s language when the page cannot run the first one, and says so when it can run neither', async () => {
    const { timers, typescript, python, both } = setup();
    const pythonOnly = (l: LanguageId) => (l === 'python' ? both.python : undefined);
    const outcome = await untilDone(tryInput(exercise, { source: 'doublePy', language: 'python' }, { number: 5 }, pythonOnly).done, timers);
    expect(typescript.workers).toHaveLength(0);
    expect(python.workers.map((worker) => worker.posted.find((m) => m.type === 'load'))).toMatchObject([
      { code: 'doublePy' },
      { code: 'doublePy' },
    ]);
    expect(outcome).toMatchObject({ reference: { status: 'returned', value: { number: 10 } }, differences: [] });

    const none = await tryInput(exercise, { source: 'double', language: 'typescript' }, { n: 1 }, () => undefined).done;
    expect(none).toEqual({
      code: { status: 'not-run', reason: 'TypeScript cannot run on this page' },
      reference: { status: 'not-run', reason: 'TypeScript cannot run on this page' },
    });
  });
});
