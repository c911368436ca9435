/**
 * What the command-line grader (src/tooling/browserGrading/) asks of the built site's grading page
 * (grader.html), and what it gets back. The page runs the learner's code exactly as an exercise's page
 * does (the same Run pipeline, sandbox frame, policy and worker); the command line only reads the result.
 *
 * Everything that crosses is a string or a small record of strings and numbers: results travel as tagged
 * JSON (persistence/taggedJson.ts), which keeps `undefined`, NaN, -0 and a key named `__proto__` as they were.
 */
import type { LanguageId } from '../core/language';

/** The name of the page's global the command line calls (`window[GRADER_GLOBAL].grade(...)`). */
export const GRADER_GLOBAL = '__playgroundGrader';

/** The grading page's file in the built site, beside index.html. */
export const GRADER_PAGE = 'grader.html';

export interface GradeRequest {
  slug: string;
  language: LanguageId;
  code: string;
  /** The generated cases' seed (and shrink path): a batch gives every learner the same one. */
  seed?: number;
  path?: string;
  /** A grade, not a learner's Run: the generated group's size does not depend on the machine's speed (RunOptions.repeatable). */
  repeatable?: boolean;
}

export interface TraceRequest {
  slug: string;
  language: LanguageId;
  code: string;
  caseId: string;
}

/** Where the page's Python is in starting up (the command line shows it while it waits). */
export interface GraderStatus {
  python: string;
}

export interface GraderApi {
  /**
   * Grades one learner's entries, in order: resolves with each Run's final RunState as tagged JSON. Rejects only
   * when the page itself fails (never for what the code does). Each TypeScript Run gets a fresh sandbox; the
   * Python entries of one call share one (Pyodide starts once per learner), which no other call's code reaches.
   */
  grade(requests: GradeRequest[]): Promise<string[]>;
  /** Resolves with the traced call (runner/host/traceCase.ts) as tagged JSON. */
  trace(request: TraceRequest): Promise<string>;
  /**
   * Starts sandboxes (and Python) ahead of the first request, while the command line reads the files. `many`: many
   * files will follow (a batch), so Python starts from a memory snapshot taken once (python/snapshot.ts), which
   * costs a start of its own but makes every later start about ten times quicker.
   */
  prepare(languages: LanguageId[], many: boolean): void;
  status(): GraderStatus;
}
