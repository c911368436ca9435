import { chromium, type Browser } from 'playwright-core';

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

/** The localStorage key the app keeps a learner's code under (src/persistence/codeStore.ts). */
export const codeKey = (slug: string) => `tool-calling-playground:v1:code:${slug}`;
export const backupKey = (slug: string) => `tool-calling-playground:v1:backup:${slug}`;
