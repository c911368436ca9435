import { describe, expect, it } from 'vitest';
import { createStore } from './store';
import { createFakeTimers } from '../test/fixtures/fakeTimers';

describe('createStore', () => {
  it('tells every listener of each change, and no longer once unsubscribed', () => {
    const store = createStore({ count: 0 });
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getState().count));
    store.setState({ count: 1 });
    store.setState((current) => ({ count: current.count + 1 }));
    unsubscribe();
    store.setState({ count: 3 });
    expect(seen).toEqual([1, 2]);
    expect(store.getState()).toEqual({ count: 3 });
  });

  it('holds throttled changes back until the interval passes, and an urgent change tells them at once', () => {
    const timers = createFakeTimers();
    const store = createStore(0, { throttleMs: 50, timers });
    let calls = 0;
    store.subscribe(() => calls++);
    store.setState(1, { throttle: true });
    store.setState(2, { throttle: true });
    expect(calls).toBe(0);
    timers.advance(50);
    expect(calls).toBe(1);
    store.setState(3, { throttle: true });
    store.setState(4);
    expect(calls).toBe(2);
    timers.advance(50);
    expect(calls).toBe(2);
  });

  it('tells nobody after destroy, even of a change that was pending', () => {
    const timers = createFakeTimers();
    const store = createStore(0, { throttleMs: 50, timers });
    let calls = 0;
    store.subscribe(() => calls++);
    store.setState(1, { throttle: true });
    store.destroy();
    timers.advance(100);
    store.setState(2);
    expect(calls).toBe(0);
  });
});
