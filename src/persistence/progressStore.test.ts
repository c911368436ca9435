// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createProgressStore, runsOf, statusOf } from './progressStore';
import { PROGRESS_KEY } from './storageKeys';
import { FakeStorage } from '../test/fixtures/fakeStorage';

describe('createProgressStore', () => {
  it('records the first start, Run and solve at the clock it is given, once each, and keeps them for the next visit', () => {
    const storage = new FakeStorage();
    let clock = 100;
    const progress = createProgressStore(storage, () => clock);
    let calls = 0;
    progress.subscribe(() => calls++);
    progress.markRan('agent-loop');
    clock = 200;
    progress.markStarted('agent-loop');
    progress.markRan('agent-loop');
    progress.markSolved('agent-loop');
    clock = 300;
    progress.markSolved('agent-loop');
    expect(progress.getState()).toEqual({ 'agent-loop': { startedAt: 100, ranAt: 100, solvedAt: 200 } });
    // Nothing changed after the first Run and the first solve: nobody is told.
    expect(calls).toBe(2);
    expect(createProgressStore(storage).getState()).toEqual(progress.getState());
    expect(statusOf(progress.getState()['agent-loop'])).toBe('solved');
  });

  it('merges imported progress, keeping the earliest of each time, and tells its listeners', () => {
    const progress = createProgressStore(new FakeStorage(), () => 50);
    progress.markSolved('a');
    let calls = 0;
    progress.subscribe(() => calls++);
    progress.merge({ a: { startedAt: 10, solvedAt: 90 }, b: { startedAt: 20 } });
    expect(progress.getState()).toEqual({ a: { startedAt: 10, solvedAt: 50 }, b: { startedAt: 20 } });
    expect(calls).toBe(1);
  });

  it('counts Runs per language, for the next visit too, offers after Runs in any language, and merges counts by taking the larger', () => {
    const storage = new FakeStorage();
    const progress = createProgressStore(storage, () => 10);
    progress.countRun('a', 'python');
    progress.countRun('a', 'python');
    progress.markRan('a');
    expect(runsOf(progress.getState().a)).toBe(2);
    progress.countRun('a', 'typescript');
    expect(runsOf(progress.getState().a)).toBe(3);
    expect(createProgressStore(storage).getState().a?.runs).toEqual({ python: 2, typescript: 1 });
    progress.merge({ a: { runs: { python: 1, typescript: 4 } } });
    expect(progress.getState().a?.runs).toEqual({ python: 2, typescript: 4 });
    expect(runsOf(progress.getState().a)).toBe(6);
  });

  it('reads progress kept before Runs were counted as one Run, and none as none', () => {
    expect(runsOf({ ranAt: 5 })).toBe(1);
    const progress = createProgressStore(new FakeStorage());
    progress.merge({ a: { ranAt: 5 } });
    progress.countRun('a', 'typescript');
    expect(runsOf(progress.getState().a)).toBe(1);
    expect(runsOf({ startedAt: 5 })).toBe(0);
    expect(runsOf(undefined)).toBe(0);
  });

  it('keeps progress for the visit when storage refuses, and ignores an unreadable entry', () => {
    const storage = new FakeStorage();
    storage.setItem(PROGRESS_KEY, '["not", "progress"]');
    expect(createProgressStore(storage).getState()).toEqual({});
    storage.setItem(PROGRESS_KEY, '{not json');
    storage.refuse();
    const progress = createProgressStore(storage, () => 7);
    progress.markStarted('a');
    expect(progress.getState()).toEqual({ a: { startedAt: 7 } });
  });
});
