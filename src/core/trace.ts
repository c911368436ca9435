/**
 * A trace: the steps one call of the learner's function went through, for the
 * learner to read (issue #20). The same shape comes from TypeScript (the
 * compiled code instrumented on the page, run in the worker) and Python (sys.settrace in the
 * worker), so one view and one terminal printer serve both.
 *
 * A trace is shown, never graded: the verdict of a case comes from its
 * outcome alone, so a forged trace can only mislead the one who forged it.
 */

/** A variable's value at a step: a plain-data copy (cut past a size), or a description of what is not plain data. */
export type TraceValue = { data: unknown; cut?: true } | { text: string };

export interface TraceVariable {
  name: string;
  value: TraceValue;
}

export interface TraceStep {
  /**
   * `call`: a function of the learner's was entered (its parameters as `vars`); `line`: the statement on
   * `line` ran (the variables as they are after it); `return`: the function returned `value`;
   * `exception`: an exception (`value`, as text) left the function.
   */
  event: 'call' | 'line' | 'return' | 'exception';
  line: number;
  /** The name of the learner's function this step is in. */
  fn: string;
  /** Calls of the learner's functions on the stack, the traced entry being 1. */
  depth: number;
  /** The function's local variables after the step, in the order they were declared. */
  vars: TraceVariable[];
  /** What was returned (`return`) or raised (`exception`). */
  value?: TraceValue;
}

export interface Trace {
  steps: TraceStep[];
  /** Why the trace stops short: too many steps (the program was stopped there) or too many bytes (it ran on, unrecorded). */
  cut?: { reason: 'steps' | 'bytes'; limit: number };
}

/** The limits every trace keeps, stated in the view. */
export const TRACE_LIMITS = {
  /** Steps before the program is stopped: a loop that never ends shows its first steps. */
  maxSteps: 2_000,
  /** Bytes of the whole trace (JSON), past which steps are no longer recorded. */
  maxBytes: 512 * 1024,
  /** Characters of JSON one value's copy may take before it is cut. */
  maxValueChars: 1_000,
} as const;

/** The message of the error that stops a program at `maxSteps`. */
export function stepLimitMessage(limit: number): string {
  return `The trace stopped your code after ${limit} steps: a loop that never ends, or one that runs very long.`;
}

/** The error name of that stop, so every side recognises it. */
export const STEP_LIMIT_ERROR = 'TraceStepLimit';

/**
 * The name TypeScript code compiled for a trace calls its recorder by (runner/worker/trace/instrument.ts): the
 * worker passes the recorder in under it, as a parameter like `require`. Learner code that uses the name only
 * spoils its own trace.
 */
export const TRACE_RECORDER = '__pgTrace';
