// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHintStore } from './hintStore';
import { hintsKey } from './storageKeys';
import { FakeStorage } from '../test/fixtures/fakeStorage';

describe('createHintStore', () => {
  it('keeps revealed hints for the next visit, per exercise, and tells its listeners of each', () => {
    const storage = new FakeStorage();
    const hints = createHintStore(storage, 'agent-loop');
    let calls = 0;
    hints.subscribe(() => calls++);
    hints.revealExerciseHint();
    hints.revealStepHint('limits');
    hints.revealStepHint('limits');
    expect(calls).toBe(3);
    expect(hints.getState()).toEqual({ exercise: 1, steps: { limits: 2 } });
    expect(createHintStore(storage, 'agent-loop').getState()).toEqual({ exercise: 1, steps: { limits: 2 } });
    expect(createHintStore(storage, 'agent-loop.py').getState()).toEqual({ exercise: 0, steps: {} });
  });

  it('reveals for this visit when storage refuses, and starts from none when the entry is unreadable', () => {
    const storage = new FakeStorage();
    storage.setItem(hintsKey('agent-loop'), '{not json');
    storage.refuse();
    const hints = createHintStore(storage, 'agent-loop');
    expect(hints.getState()).toEqual({ exercise: 0, steps: {} });
    let calls = 0;
    hints.subscribe(() => calls++);
    hints.revealExerciseHint();
    expect(hints.getState().exercise).toBe(1);
    expect(calls).toBe(1);
  });
});
