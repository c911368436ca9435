import { availableParallelism } from 'node:os';
import type { LanguageId } from '../../core/language';
import type { CourseOnDisk } from '../../exercise/courseFromDisk';
import { startBrowserGrader, type BrowserGrader } from './browserGrader';
import { findBrowser, NoBrowserError } from './findBrowser';
import { gradingSite, GradingSiteError } from './gradingSite';

export interface GradingSessionOptions {
  course: CourseOnDisk;
  /** Side by side; the machine's cores by default. */
  jobs?: number;
  /** `--browser`: the Chromium or Chrome to use (findBrowser.ts says where else it looks). */
  browser?: string;
  /** The languages the files are written in: their sandboxes start as the pages open. */
  languages: LanguageId[];
  /** Many files will follow (a batch): see BrowserGraderOptions.many. */
  many?: boolean;
  log: (line: string) => void;
}

/** Why grading cannot start at all (no browser, the site does not build): the command's exit status 2. */
export function isSetupError(error: unknown): error is Error {
  return error instanceof NoBrowserError || error instanceof GradingSiteError;
}

/** How many submissions are graded side by side when the teacher does not say: one per core. */
export function defaultJobs(): number {
  return Math.max(1, availableParallelism());
}

/**
 * The grading browser for a command: the course's site (built when its sources changed), the browser found or
 * named, and the pages. Learner code given to a command line runs nowhere else (docs/security.md).
 */
export async function openGradingSession(options: GradingSessionOptions): Promise<BrowserGrader> {
  const browser = findBrowser(options.browser);
  const site = await gradingSite(options.course, options.log);
  return startBrowserGrader({
    site,
    browser,
    jobs: options.jobs ?? defaultJobs(),
    languages: options.languages,
    many: options.many ?? false,
  });
}
