import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh module (its once-only flag reset) on a build (`prod`) or the dev server, with a fake service worker container. */
async function load(prod: boolean) {
  vi.stubEnv('PROD', prod);
  vi.useFakeTimers();
  const register = vi.fn(() => Promise.resolve({}));
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
  const { registerOffline } = await import('./offlineRegistration');
  return { registerOffline, register };
}

describe('registerOffline', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.resetModules();
  });

  it('registers the service worker once, when the browser is next idle, however often it is asked', async () => {
    const { registerOffline, register } = await load(true);
    registerOffline();
    registerOffline();
    expect(register).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('./sw.js', { scope: './' });
  });

  it('registers nothing on the dev server, which has no service worker', async () => {
    const { registerOffline, register } = await load(false);
    registerOffline();
    await vi.runAllTimersAsync();
    expect(register).not.toHaveBeenCalled();
  });
});
