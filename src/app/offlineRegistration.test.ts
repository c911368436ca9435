import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh module (its once-only flag reset) on a build (`prod`) or the dev server, with a fake service worker container. */
async function load(prod: boolean) {
  vi.stubEnv('PROD', prod);
  vi.useFakeTimers();
  const register = vi.fn(() => Promise.resolve({}));
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
  const { registerOffline, QUIET_MS } = await import('./offlineRegistration');
  return { registerOffline, register, QUIET_MS };
}

describe('registerOffline', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.resetModules();
  });

  it('registers the service worker once, after a quiet while when the browser is idle, however often it is asked', async () => {
    const { registerOffline, register } = await load(true);
    registerOffline();
    registerOffline();
    expect(register).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('./sw.js', { scope: './' });
  });

  it('waits until the learner has left the page alone for a while: each click or key press starts the wait again', async () => {
    const { registerOffline, register, QUIET_MS } = await load(true);
    registerOffline();
    for (let press = 0; press < 5; press++) {
      await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true }));
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    }
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    expect(register).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(register).toHaveBeenCalledTimes(1);
    // Once registered, pressing keys asks for nothing more.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await vi.runAllTimersAsync();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers nothing on the dev server, which has no service worker', async () => {
    const { registerOffline, register } = await load(false);
    registerOffline();
    await vi.runAllTimersAsync();
    expect(register).not.toHaveBeenCalled();
  });
});
