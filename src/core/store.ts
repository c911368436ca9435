import { realTimers, type Timers } from './timers';

/**
 * The one store primitive (in the manner of zustand's vanilla store): state,
 * replaced as a whole, and listeners told after each change. React reads it
 * through `useStore` (useSyncExternalStore); engine code and tests use it as is.
 */
export interface Store<S> {
  getState: () => S;
  /** Replaces the state (or derives it from the current one) and tells the listeners. */
  setState: (next: S | ((current: S) => S), options?: { throttle?: boolean }) => void;
  subscribe: (listener: () => void) => () => void;
  /** Drops every listener and any notification still pending. */
  destroy: () => void;
}

export interface StoreOptions {
  /**
   * With `setState(next, { throttle: true })`, listeners are told at most once
   * every `throttleMs` (results stream in faster than anyone reads them); any
   * other `setState` tells them at once, including of the changes held back.
   */
  throttleMs?: number;
  timers?: Timers;
}

export function createStore<S>(initial: S, options: StoreOptions = {}): Store<S> {
  const timers = options.timers ?? realTimers;
  const listeners = new Set<() => void>();
  let state = initial;
  let pending: unknown;

  const notify = () => {
    if (pending !== undefined) timers.clearTimeout(pending);
    pending = undefined;
    for (const listener of [...listeners]) listener();
  };

  return {
    // Arrow functions: React and callers pass these around unbound.
    getState: () => state,
    setState: (next, { throttle = false } = {}) => {
      state = typeof next === 'function' ? (next as (current: S) => S)(state) : next;
      if (throttle && options.throttleMs !== undefined) pending ??= timers.setTimeout(notify, options.throttleMs);
      else notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy: () => {
      if (pending !== undefined) timers.clearTimeout(pending);
      pending = undefined;
      listeners.clear();
    },
  };
}
