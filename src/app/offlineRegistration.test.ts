import { afterEach, describe, expect, it, vi } from 'vitest';

describe('registerOffline', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.resetModules();
  });

  it('registers the service worker once, when the browser is next idle, however often it is asked', async () => {
    vi.stubEnv('PROD', true);
    vi.useFakeTimers();
    const register = vi.fn(() => Promise.resolve({}));
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
    const { registerOffline } = await import('./offlineRegistration');
    registerOffline();
    registerOffline();
    expect(register).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('./sw.js', { scope: './' });
  });

  it('registers nothing on the dev server, which has no service worker', async () => {
    vi.stubEnv('PROD', false);
    vi.useFakeTimers();
    const register = vi.fn(() => Promise.resolve({}));
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
    const { registerOffline } = await import('./offlineRegistration');
    registerOffline();
    await vi.runAllTimersAsync();
    expect(register).not.toHaveBeenCalled();
  });
});
