import { chromium, type Browser } from 'playwright-core';

/** The localStorage keys the app keeps a learner's code under: the app's own, so a test seeds and reads exactly what it uses. */
export { backupKey, codeKey } from '../../src/persistence/storageKeys';

/** Debian's Chromium, headless; `npx playwright install` is not available here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `extraArgs` are added to the usual flags (e.g. a smaller JavaScript heap, to test running out of memory). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}
