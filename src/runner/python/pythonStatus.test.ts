// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPythonStatusStore } from './pythonStatus';

describe('createPythonStatusStore', () => {
  it('tells its listeners of each phase, and its get works unbound (as useSyncExternalStore calls it)', () => {
    const status = createPythonStatusStore();
    const { get } = status;
    const seen: string[] = [];
    status.subscribe(() => seen.push(get().phase));
    status.set({ phase: 'downloading', loaded: 1, total: 2 });
    status.set({ phase: 'starting' });
    status.set({ phase: 'ready' });
    expect(seen).toEqual(['downloading', 'starting', 'ready']);
  });

  it('once ready, ignores a later download or start, but not a failure', () => {
    const status = createPythonStatusStore();
    status.set({ phase: 'ready' });
    let calls = 0;
    status.subscribe(() => calls++);
    status.set({ phase: 'downloading', loaded: 1, total: 2 });
    status.set({ phase: 'starting' });
    expect(status.get()).toEqual({ phase: 'ready' });
    expect(calls).toBe(0);
    status.set({ phase: 'failed', message: 'the sandbox went away' });
    expect(status.get()).toEqual({ phase: 'failed', message: 'the sandbox went away' });
    expect(calls).toBe(1);
  });
});
