import { accessSync, constants } from 'node:fs';

/** The environment variable that names the browser to grade in (the `--browser` option does too). */
export const BROWSER_ENV = 'PLAYGROUND_CHROMIUM';

/** Where Chromium and Chrome are installed by Debian, Ubuntu, Fedora, Arch, Homebrew and the installers of macOS. */
export const KNOWN_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/opt/google/chrome/chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export class NoBrowserError extends Error {}

const runnable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The Chromium or Chrome to grade in: the one named (`--browser`, else PLAYGROUND_CHROMIUM, else CHROMIUM_PATH,
 * which the browser tests read), or the first one installed in a usual place. Learner code runs only in that
 * browser's sandbox, so without one nothing is graded.
 */
export function findBrowser(named: string | undefined, env: Record<string, string | undefined> = process.env, exists = runnable): string {
  const chosen = named ?? env[BROWSER_ENV] ?? env.CHROMIUM_PATH;
  if (chosen !== undefined) {
    if (exists(chosen)) return chosen;
    throw new NoBrowserError(
      `No browser can be started at ${chosen} (named by ${named ? '--browser' : env[BROWSER_ENV] ? BROWSER_ENV : 'CHROMIUM_PATH'}).`,
    );
  }
  const found = KNOWN_BROWSERS.find((path) => exists(path));
  if (found) return found;
  throw new NoBrowserError(
    [
      'Learner code is graded in the same sandbox as the page, in Chromium or Chrome, and none was found.',
      'Install one (Debian and Ubuntu: sudo apt-get install chromium; macOS: install Google Chrome), or name it:',
      `  npm run grade -- … --browser /path/to/chromium   (or ${BROWSER_ENV}=/path/to/chromium)`,
      `Looked in: ${KNOWN_BROWSERS.join(', ')}`,
    ].join('\n'),
  );
}
