// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { RunStore } from './runStore';
import type { Generator } from '../generatedCases/defineGenerator';
import { makeExercise, step, testCase } from '../test/fixtures/exercise';
import { createFakeTimers } from '../test/fixtures/fakeTimers';
import { createFakeWorkerFactory, politeScript, type FakeScript } from '../test/fixtures/fakeWorker';

const generator: Generator = { title: 'Random numbers', runs: 5, promoteToStep: 'echo', input: (fc) => fc.integer() };
// The fake workers echo every input, so any code passes a case whose expected value is its echo.
const cases = [1, 2].map((n) => testCase(`n${n}`, 'echo', { input: n, expected: { echo: n } }));
const exercise = makeExercise([step('echo')], cases, { solution: 'reference', hasGenerator: true });

/** Fake workers that echo, the generator above, and a count of the page's own warm-ups. */
function fakeDeps(script?: FakeScript) {
  const workers = createFakeWorkerFactory(script);
  let warmUps = 0;
  const deps = {
    compile: (source: string) => ({ ok: true as const, code: source }),
    createWorker: workers.factory,
    timers: createFakeTimers(),
    loadGenerator: async () => generator,
    warmUp: () => void warmUps++,
  };
  return { workers, deps, warmedUp: () => warmUps };
}

describe('RunStore.warmUp', () => {
  it('starts the reference and loads it before the first Run, which then uses it instead of starting another', async () => {
    const { workers, deps, warmedUp } = fakeDeps();
    const store = new RunStore(exercise, deps);
    store.warmUp();
    const loads = () => workers.workers.flatMap((w) => w.posted.filter((m) => m.type === 'load').map((m) => m.code));
    // The generated group's code is imported first (a module load, not a turn of the event loop).
    await vi.waitFor(() => expect(loads()).toContain('reference'));
    expect(workers.workers).toHaveLength(1);
    // The reference took the sandbox started first: the page is asked again for one for the learner's code.
    await vi.waitFor(() => expect(warmedUp()).toBe(2));

    await store.run('learner');
    expect(store.getState().generated).toMatchObject({ status: 'pass', runs: 5 });
    // The learner's worker is the only one the Run started; the reference's served the random inputs.
    expect(loads()).toEqual(['reference', 'learner']);
    expect(workers.workers[0]!.posted.filter((m) => m.type === 'case')).toHaveLength(5);
    store.dispose();
  });

  it('pressed before the page prepared, starts the reference while its fixed cases run, not after them', async () => {
    // The learner's code never answers its fixed cases; the reference (any other load) answers politely.
    const learnerWorkers = new Set<unknown>();
    const { workers, deps } = fakeDeps((message, worker) => {
      if (message.type === 'load' && message.code === 'learner') learnerWorkers.add(worker);
      if (learnerWorkers.has(worker) && message.type === 'case') return 'hang';
      return politeScript(message, worker);
    });
    const store = new RunStore(exercise, deps);
    void store.run('learner');
    const loads = () => workers.workers.map((w) => w.posted.find((m) => m.type === 'load')?.code);
    await vi.waitFor(() => expect(loads()).toEqual(['learner', 'reference']));
    // The fixed cases (in the first sandbox, taken first) are still running: the Run has no verdict yet.
    expect(store.getState().phase).toBe('running');
    expect(store.getState().generated).toBeUndefined();
    store.dispose();
  });

  it('started while a Run it did not finish preparing is under way, starts no spare sandbox beside that Run', async () => {
    const { deps, warmedUp } = fakeDeps();
    const store = new RunStore(exercise, deps);
    store.warmUp();
    await store.run('learner');
    expect(store.getState().generated).toMatchObject({ status: 'pass', runs: 5 });
    // The page's one sandbox, started before the Run; the next is the sandbox factory's to start once the Run ends.
    expect(warmedUp()).toBe(1);
    store.dispose();
  });

  it('asked after a Run has started (the page prepares when the browser is idle), prepares nothing beside it', async () => {
    const { workers, deps, warmedUp } = fakeDeps();
    const store = new RunStore(exercise, deps);
    const run = store.run('learner');
    store.warmUp();
    await run;
    expect(warmedUp()).toBe(0);
    expect(store.getState().generated).toMatchObject({ status: 'pass', runs: 5 });
    // One learner's worker and one reference's, both the Run's own: no second reference loaded into its slot.
    const loads = workers.workers.flatMap((w) => w.posted.filter((m) => m.type === 'load').map((m) => m.code));
    expect(loads.filter((code) => code === 'reference')).toHaveLength(1);
    store.dispose();
  });
});
