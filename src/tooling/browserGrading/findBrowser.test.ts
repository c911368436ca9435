import { describe, expect, it } from 'vitest';
import { BROWSER_ENV, findBrowser, KNOWN_BROWSERS, NoBrowserError } from './findBrowser';

describe('findBrowser', () => {
  it('takes the browser named by --browser, then the environment, then the first one installed', () => {
    const installed = new Set(['/opt/mine/chrome', '/usr/bin/google-chrome']);
    const exists = (path: string) => installed.has(path);
    expect(findBrowser('/opt/mine/chrome', { [BROWSER_ENV]: '/nowhere' }, exists)).toBe('/opt/mine/chrome');
    expect(findBrowser(undefined, { [BROWSER_ENV]: '/opt/mine/chrome' }, exists)).toBe('/opt/mine/chrome');
    expect(findBrowser(undefined, { CHROMIUM_PATH: '/opt/mine/chrome' }, exists)).toBe('/opt/mine/chrome');
    expect(findBrowser(undefined, {}, exists)).toBe('/usr/bin/google-chrome');
  });

  it('says which name did not work, and how to get a browser when none is found', () => {
    expect(() => findBrowser('/nowhere', {}, () => false)).toThrow('No browser can be started at /nowhere (named by --browser).');
    expect(() => findBrowser(undefined, { [BROWSER_ENV]: '/x' }, () => false)).toThrow(`(named by ${BROWSER_ENV})`);
    let thrown: unknown;
    try {
      findBrowser(undefined, {}, () => false);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(NoBrowserError);
    expect((thrown as Error).message).toContain('apt-get install chromium');
    expect((thrown as Error).message).toContain(KNOWN_BROWSERS[0]);
  });
});
