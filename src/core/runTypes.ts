/**
 * The ground floor of a Run: the words every layer above uses to speak of one
 * (a case's raw outcome, a problem that stops every case, the runner's events).
 * Plain types and constants only, so the exercise format, the runner, grading,
 * the pipeline and the UI can share them without importing each other.
 * The worker protocol (src/runner/protocol.ts) checks that its schemas match.
 */

/**
 * The name learner code carries in stack traces: the host compiles it under
 * this name, and the worker looks for it to point an error at the learner's line.
 */
export const LEARNER_FILE = 'learner.ts';

/** What went wrong, for choosing wording: a thrown exception, a missing export, a bad return value... */
export interface ErrorInfo {
  kind: 'exception' | 'missing-export' | 'import' | 'shape' | 'not-plain' | 'crash';
  name: string;
  message: string;
  /** Line in the learner's code where the error was thrown, when the stack names it. */
  line?: number | undefined;
  column?: number | undefined;
}

export interface ConsoleLine {
  level: 'log' | 'info' | 'warn' | 'error' | 'debug';
  text: string;
}

/** What the learner's code printed, capped (see consoleCapture.ts): `truncated` says the cap was hit. */
export interface ConsoleOutput {
  lines: ConsoleLine[];
  truncated: boolean;
}

/** How a call of the learner's function ended, as the worker reports it. */
export type CaseOutcome = { kind: 'returned'; value: unknown } | { kind: 'threw'; error: ErrorInfo };

/** How one case ended, before grading (grading needs the expected value, which only the page has). */
export type CaseRun =
  | { status: 'returned'; value: unknown; output: ConsoleOutput; durationMs: number }
  | { status: 'threw'; error: ErrorInfo; output: ConsoleOutput; durationMs: number }
  | { status: 'timeout'; limitMs: number; output: ConsoleOutput; durationMs: number };

/** A problem that stops every case: the code does not compile, or its module does not load. */
export type RunProblem =
  | { kind: 'compile'; message: string; line?: number; column?: number }
  | { kind: 'load'; error: ErrorInfo; output: ConsoleOutput }
  | { kind: 'load-timeout'; limitMs: number; output: ConsoleOutput };

/** What the fixed cases' runner reports, in order: `started`, then cases (or a problem), maybe `stopped`, then `finished`. */
export type RunEvent =
  | { type: 'started'; runId: number; caseIds: string[] }
  /** The Run waits for its sandbox (or Python) to start: the machine's time, never counted against the code. */
  | { type: 'waiting'; runId: number }
  | { type: 'problem'; runId: number; problem: RunProblem }
  | { type: 'case'; runId: number; caseId: string; run: CaseRun }
  /**
   * Cases ran past the limit `timeouts` times (`inARow`: one after another), which spent the Run's budget,
   * so the other `notRun` were not run (see `STOP_AFTER_TIMEOUTS`).
   */
  | { type: 'stopped'; runId: number; timeouts: number; inARow: boolean; limitMs: number; notRun: number }
  | { type: 'finished'; runId: number; durationMs: number };

/** What any call of an exercise's code needs to know of the exercise, whoever makes it. */
export interface CodeRequest {
  slug: string;
  entry: string;
  modules: string[];
  timeLimitMs: number;
  source: string;
}

export interface RunRequest extends CodeRequest {
  /** Inputs only: expected values never leave the page. */
  cases: { id: string; input: unknown }[];
  /**
   * Cases past the time limit, in a row or apart, after which the rest are
   * not run; STOP_AFTER_TIMEOUTS when absent. The content check runs every
   * case (Infinity): it must know exactly which cases catch a mistake.
   */
  stopAfterTimeouts?: number;
}

/**
 * A Run's budget of timeouts: after this many cases run past the time limit,
 * in a row or apart, the rest of the Run is not run. Each timeout keeps the
 * learner waiting a whole time limit (and, in Python, a new Pyodide): code
 * that loops on every case, or on every input with some feature (a word, a
 * shape), would otherwise take minutes for the verdict three cases give. So a
 * Run waits on timeouts for at most this many time limits (6 s at 2 s).
 */
export const STOP_AFTER_TIMEOUTS = 3;

export const EMPTY_OUTPUT: ConsoleOutput = { lines: [], truncated: false };

/** A worker that died on its own (out of memory, a crash) or never started, said for the learner. */
export function crashInfo(reason: string): ErrorInfo {
  return {
    kind: 'crash',
    name: 'Worker stopped',
    message: `The code stopped the worker that runs it (${reason}). Very large allocations or deep recursion can do this.`,
  };
}
