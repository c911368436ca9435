// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { runExercise, type PipelineDeps, type PipelineEvent } from './runExercise';
import { createReferenceSlot } from './generatedGroup';
import { createInputsAhead } from './inputsAhead';
import { drawInputs } from '../generatedCases/runGenerated';
import { runPassed } from '../grading/verdict';
import type { Generator } from '../generatedCases/defineGenerator';
import { makeExercise, step, testCase } from '../test/fixtures/exercise';
import { createFakeTimers } from '../test/fixtures/fakeTimers';
import { untilDone as waitUntilDone } from '../test/untilDone';
import { createFakeWorkerFactory, type FakeScript } from '../test/fixtures/fakeWorker';
import type { HostMessage } from '../runner/protocol';
import type { LanguageId } from '../core/language';

const LIMIT = 1000;
const noOutput = { lines: [], truncated: false };

/**
 * Workers that run "code" by name: the compiled code is the source itself, and
 * each case returns what the named behaviour gives (`double` is right, `triple` wrong).
 */
const behaviours: Record<string, (input: number) => number | 'hang' | 'crash'> = {
  double: (n) => n * 2,
  triple: (n) => n * 3,
  hang: () => 'hang',
  crashOnTwo: (n) => (n === 2 ? 'crash' : n * 2),
  hangOnTwo: (n) => (n === 2 ? 'hang' : n * 2),
  // Loops only on some inputs (as `if (text.includes('weather')) while (true) {}` would).
  hangOnOdd: (n) => (n % 2 === 1 ? 'hang' : n * 2),
  hangOnBig: (n) => (n > 30 ? 'hang' : n * 2),
};
const byName: FakeScript = (message, worker) => {
  const load = worker.posted.find((m): m is Extract<HostMessage, { type: 'load' }> => m.type === 'load');
  if (message.type === 'load') return worker.reply({ type: 'loaded', runId: message.runId, output: noOutput });
  if (message.type !== 'case' || !load) return;
  // A Python learner reads the input in Python's names (`number`, see pythonNames below).
  const { n, number } = message.input as { n?: number; number?: number };
  const result = behaviours[load.code]!((n ?? number)!);
  if (result === 'hang') return 'hang';
  // Its death reaches the host after the replies it sent before it, as a real worker's would.
  if (result === 'crash') return void queueMicrotask(() => worker.crash('out of memory'));
  worker.reply({
    type: 'case-done',
    runId: message.runId,
    caseId: message.caseId,
    outcome: { kind: 'returned', value: result },
    output: noOutput,
  });
};

const generator: Generator = {
  title: 'Random numbers',
  runs: 5,
  promoteToStep: 'double',
  input: (fc) => fc.integer({ min: 3, max: 50 }).map((n) => ({ n })),
};
const cases = [1, 2, 3, 4].map((n) => testCase(`n${n}`, 'double', { input: { n }, expected: n * 2 }));
const exercise = makeExercise([step('double')], cases, { solution: 'double', hasGenerator: true, timeLimitMs: LIMIT });

function setup(overrides: Partial<PipelineDeps> = {}) {
  const workers = createFakeWorkerFactory(byName);
  const timers = createFakeTimers();
  const loadGenerator = vi.fn(async () => generator);
  const deps: PipelineDeps = {
    compile: (source) => ({ ok: true, code: source }),
    createWorker: workers.factory,
    timers,
    loadGenerator,
    ...overrides,
  };
  const events: PipelineEvent[] = [];
  return { workers, timers, deps, events, loadGenerator, onEvent: (event: PipelineEvent) => events.push(event) };
}

/** Runs until done, the fake clock moved a time limit whenever everything waits. */
const untilDone = <T>(done: Promise<T>, timers: ReturnType<typeof createFakeTimers>) => waitUntilDone(done, timers, LIMIT);

const kinds = (events: PipelineEvent[]) => events.map((e) => e.type);

describe('runExercise', () => {
  it('runs the fixed cases, shows their verdict, then ends with the generated group', async () => {
    const { deps, events, onEvent, timers } = setup();
    const state = await untilDone(runExercise(exercise, 'double', {}, deps, onEvent).done, timers);
    expect(kinds(events)).toEqual(['started', 'case', 'case', 'case', 'case', 'generated-started', 'finished', 'generated-finished']);
    expect(state.generated).toMatchObject({ status: 'pass', runs: 5 });
    expect(runPassed(state)).toBe(true);
  });

  it('fails a Run whose fixed cases pass when the generated inputs find a difference', async () => {
    const { deps, onEvent, timers } = setup();
    const wrongBeyondFour = { ...behaviours };
    behaviours.bigWrong = (n) => (n > 4 ? n : n * 2);
    const state = await untilDone(runExercise(exercise, 'bigWrong', { seed: 7 }, deps, onEvent).done, timers);
    Object.assign(behaviours, wrongBeyondFour);
    expect(state.steps.every((s) => s.status === 'pass')).toBe(true);
    expect(state.generated).toMatchObject({ status: 'fail' });
    expect(runPassed(state)).toBe(false);
  });

  it('stops after three timeouts in a row and skips the generated group', async () => {
    const { deps, events, onEvent, timers, loadGenerator } = setup();
    const state = await untilDone(runExercise(exercise, 'hang', {}, deps, onEvent).done, timers);
    expect(state.stopped).toEqual({ timeouts: 3, inARow: true, limitMs: LIMIT, notRun: 1 });
    expect(state.cases.map((c) => c.status)).toEqual(['timeout', 'timeout', 'timeout', 'not-run']);
    expect(kinds(events)).not.toContain('generated-started');
    expect(loadGenerator).toHaveBeenCalledTimes(1); // it loads while the fixed cases run, and is then not used
    expect(runPassed(state)).toBe(false);
  });

  it('stops after three timeouts apart (the Run’s budget), says why on each case not run, and never reads as passed', async () => {
    const { deps, events, onEvent, timers } = setup();
    const eight = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => testCase(`n${n}`, n <= 4 ? 'low' : 'high', { input: { n }, expected: n * 2 }));
    const partial = makeExercise([step('low'), step('high')], eight, { solution: 'double', hasGenerator: true, timeLimitMs: LIMIT });
    const state = await untilDone(runExercise(partial, 'hangOnOdd', {}, deps, onEvent).done, timers);
    expect(state.cases.map((c) => c.status)).toEqual(['timeout', 'pass', 'timeout', 'pass', 'timeout', 'not-run', 'not-run', 'not-run']);
    expect(state.stopped).toEqual({ timeouts: 3, inARow: false, limitMs: LIMIT, notRun: 3 });
    expect(state.cases.at(-1)?.problem).toEqual({ title: 'Not run', message: 'The Run stopped after 3 cases took too long.' });
    // The cases not run are no pass: their step has not passed, and the generated group is not reached.
    expect(state.steps.map((s) => s.status)).toEqual(['timeout', 'timeout']);
    expect(kinds(events)).not.toContain('generated-started');
    expect(state.summary?.text).toBe('0 of 2 steps passed');
    expect(runPassed(state)).toBe(false);
  });

  it('runs every case after timeouts when asked (the mistakes matrix)', async () => {
    const { deps, onEvent, timers } = setup();
    const state = await untilDone(runExercise(exercise, 'hang', { everyCase: true, skipGenerated: true }, deps, onEvent).done, timers);
    expect(state.stopped).toBeUndefined();
    expect(state.cases.map((c) => c.status)).toEqual(['timeout', 'timeout', 'timeout', 'timeout']);
  });

  it.each([
    ['one at a time', false],
    ['posted ahead', true],
  ])(
    'ends the generated group at the first input that times out, and reports that input unshrunk, with its seed (inputs %s)',
    async (_, postAhead) => {
      const { deps, onEvent, timers, workers } = setup({ postAhead });
      const state = await untilDone(runExercise(exercise, 'hangOnBig', { seed: 11 }, deps, onEvent).done, timers);
      expect(state.cases.every((c) => c.status === 'pass')).toBe(true);
      const generated = state.generated;
      expect(generated).toMatchObject({ status: 'fail', shrinks: 0 });
      if (generated?.status !== 'fail') return;
      // The failure is the input that timed out, as it was tried: its path is its place among the inputs.
      const { n } = generated.failure.input as { n: number };
      expect(n).toBeGreaterThan(30);
      expect(generated.failure.status).toBe('timeout');
      expect(generated.seed).toBe(`11@${generated.runs - 1}`);
      expect(generated.failure.title).toBe(`Failing input found (seed 11@${generated.runs - 1})`);
      // No input ran after it: not to shrink it, and not to show it again (each try would cost a time limit).
      // The inputs were posted ahead, but the worker that hung on it ran none of them and was stopped, and no
      // other worker took the learner's code.
      const learnerWorkers = workers.workers.filter((w) => w.posted.some((m) => m.type === 'load' && m.code === 'hangOnBig'));
      expect(learnerWorkers).toHaveLength(1);
      expect(learnerWorkers[0]!.terminated).toBe(true);
      const posted = learnerWorkers[0]!.posted.flatMap((m) => (m.type === 'case' ? [m.input as { n: number }] : []));
      expect(posted.findIndex((input) => input.n > 30)).toBe(cases.length + generated.runs - 1);
      if (!postAhead) expect(posted).toHaveLength(cases.length + generated.runs);
      expect(runPassed(state)).toBe(false);
    },
  );

  it('reports a worker that dies as an error of that case, and goes on in a fresh worker', async () => {
    const { deps, onEvent, timers, workers } = setup();
    const state = await untilDone(runExercise(exercise, 'crashOnTwo', { skipGenerated: true }, deps, onEvent).done, timers);
    expect(state.cases.map((c) => c.status)).toEqual(['pass', 'error', 'pass', 'pass']);
    expect(state.cases[1]!.problem?.message).toContain('out of memory');
    expect(workers.workers).toHaveLength(2);
  });

  it('stops at once when cancelled mid-Run: no event after, every worker terminated', async () => {
    const { deps, events, onEvent, timers, workers } = setup();
    const run = runExercise(exercise, 'hangOnTwo', {}, deps, onEvent);
    while (!events.some((e) => e.type === 'case')) await new Promise((resolve) => setImmediate(resolve));
    run.cancel();
    const count = events.length;
    const state = await untilDone(run.done, timers);
    expect(events).toHaveLength(count);
    expect(state.phase).toBe('running');
    expect(workers.workers.every((w) => w.terminated)).toBe(true);
  });

  it('goes on with the generated inputs in the worker the fixed cases ran in: one for the learner, one for the reference', async () => {
    const { deps, onEvent, timers, workers } = setup();
    const state = await untilDone(runExercise(exercise, 'double', { seed: 5 }, deps, onEvent).done, timers);
    expect(state.generated).toMatchObject({ status: 'pass', runs: 5 });
    expect(workers.workers).toHaveLength(2);
    const [learner] = workers.workers;
    expect(learner!.posted.filter((m) => m.type === 'load')).toHaveLength(1);
    expect(learner!.posted.filter((m) => m.type === 'case')).toHaveLength(cases.length + 5);
    expect(workers.workers.every((w) => w.terminated)).toBe(true);
  });

  it('keeps the reference in its slot from Run to Run, even when the Run before is cancelled after it ended (a newer Run does that)', async () => {
    const { deps, onEvent, timers, workers } = setup();
    const reference = createReferenceSlot();
    const first = runExercise(exercise, 'double', { seed: 5, reference }, deps, onEvent);
    await untilDone(first.done, timers);
    first.cancel();
    const second = await untilDone(runExercise(exercise, 'double', { seed: 6, reference }, deps, onEvent).done, timers);
    expect(second.generated).toMatchObject({ status: 'pass' });
    // Two learners' workers, one reference's, which is still there for a third Run.
    expect(workers.workers).toHaveLength(3);
    expect(workers.workers.filter((w) => !w.terminated)).toHaveLength(1);
    reference.dispose();
  });

  it("tries the inputs drawn ahead (their seed is the group's), and draws the next Run's when the page is idle", async () => {
    const { deps, onEvent, timers } = setup();
    const idle: (() => void)[] = [];
    const inputsAhead = createInputsAhead((work) => (idle.push(work), () => undefined));
    inputsAhead.drawNow(() => drawInputs(generator, 1234));
    const first = await untilDone(runExercise(exercise, 'double', { inputsAhead }, deps, onEvent).done, timers);
    expect(first.generated).toMatchObject({ status: 'pass', seed: '1234' });
    expect(inputsAhead.take(generator)).toBeUndefined(); // taken by that Run; the next is drawn once idle
    expect(idle).toHaveLength(1);
    idle[0]!();
    const next = inputsAhead.take(generator)!;
    expect(next.inputs).toHaveLength(generator.runs);
    inputsAhead.drawNow(() => next);
    const second = await untilDone(runExercise(exercise, 'double', { inputsAhead }, deps, onEvent).done, timers);
    expect(second.generated).toMatchObject({ status: 'pass', seed: String(next.seed) });
  });

  /** A Python version that spells the input's key `number`; its reference is never run (the TypeScript one is). */
  const python = {
    entry: 'solve',
    starter: '',
    solution: 'not run',
    solutionHtml: '',
    lessonHtml: '',
    lessonParts: [],
    hints: [],
    stepHints: {},
    mistakes: {},
    alternatives: {},
    names: { n: 'number' },
  };

  it('gives Python learners the same generated inputs, in Python names, judged by the TypeScript reference in a TypeScript worker', async () => {
    const typescript = createFakeWorkerFactory(byName);
    const { deps, onEvent, timers, workers } = setup();
    const pythonDeps = { ...deps, typescript: { ...deps, createWorker: typescript.factory } };
    const run = (source: string) =>
      untilDone(
        runExercise(
          { ...exercise, python, languages: ['typescript', 'python'] as LanguageId[] },
          source,
          { language: 'python', seed: 9 },
          pythonDeps,
          onEvent,
        ).done,
        timers,
      );

    expect((await run('double')).generated).toMatchObject({ status: 'pass', runs: 5 });
    // No second Python worker for the random inputs: the fixed cases' one went on.
    expect(workers.workers).toHaveLength(1);
    expect(workers.workers[0]!.posted.filter((m) => m.type === 'case').every((m) => Object.keys(m.input as object)[0] === 'number')).toBe(
      true,
    );
    expect(typescript.workers).toHaveLength(1);
    expect(typescript.workers[0]!.posted.find((m) => m.type === 'load')).toMatchObject({ code: 'double' });

    behaviours.bigWrong = (n) => (n > 4 ? n : n * 2);
    const failed = await run('bigWrong');
    delete behaviours.bigWrong;
    expect(failed.steps.every((s) => s.status === 'pass')).toBe(true);
    expect(failed.generated).toMatchObject({ status: 'fail' });
    // The smallest failing input is shown as the Python learner's function got it.
    expect(failed.generated?.status === 'fail' && failed.generated.failure.input).toEqual({ number: expect.any(Number) });
    expect(runPassed(failed)).toBe(false);
  });

  it('gives a language it cannot compare with the TypeScript reference no generated cases, and never loads its generator', async () => {
    const { deps, events, onEvent, timers, loadGenerator } = setup();
    const state = await untilDone(
      runExercise(
        { ...exercise, python, languages: ['typescript', 'python'] as LanguageId[] },
        'double',
        { language: 'python' },
        deps,
        onEvent,
      ).done,
      timers,
    );
    expect(kinds(events)).toEqual(['started', 'case', 'case', 'case', 'case', 'finished']);
    expect(state.generated).toBeUndefined();
    expect(loadGenerator).not.toHaveBeenCalled();
    expect(runPassed(state)).toBe(true);
  });

  it('ends with a readable error, not a hang, when the generator cannot load', async () => {
    const { deps, onEvent, timers } = setup({ loadGenerator: () => Promise.reject(new Error('chunk failed')) });
    const state = await untilDone(runExercise(exercise, 'double', { seed: 3 }, deps, onEvent).done, timers);
    expect(state.phase).toBe('done');
    expect(state.generated).toMatchObject({ status: 'error', message: expect.stringContaining('chunk failed') });
  });
});
