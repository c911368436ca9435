import { STEP_LIMIT_ERROR, stepLimitMessage, TRACE_LIMITS, type Trace, type TraceStep, type TraceVariable } from '../../../core/trace';
import { snapshotValue } from './snapshot';
import { describeValue } from '../describeValue';
import { LEARNER_FILE } from '../../../core/runTypes';

const LEARNER_FRAME = new RegExp(`${LEARNER_FILE.replace('.', '\\.')}:(\\d+):\\d+`);
/** The compiler's helpers (see instrument.ts): frames in the learner's file, but not traced calls of theirs. */
const HELPER_FRAME =
  /\bat _(interop|createNamedExportFrom|createStarExport|optionalChain|asyncOptionalChain|nullishCoalesce|asyncNullishCoalesce)/;

/** The lines of the learner's traced frames in a stack, innermost first. */
function learnerLines(stack: string): number[] {
  return stack.split('\n').flatMap((frame) => {
    const match = HELPER_FRAME.test(frame) ? null : LEARNER_FRAME.exec(frame);
    return match ? [Number(match[1])] : [];
  });
}

type Limits = { maxSteps: number; maxBytes: number; maxValueChars: number };
/** Reads the variables in scope at a step (a closure the instrumented code passes): their values in `names`' order. */
type Read = () => unknown[];

/**
 * What the instrumented learner code calls (see instrument.ts): one method per
 * kind of step. It lives in the worker, beside the learner's code, and is
 * only ever read back by the worker core, which posts the trace as data.
 */
export interface TraceRecorder {
  enter(fn: string, line: number, names: string[], read: Read): void;
  step(line: number, names: string[], read: Read): void;
  ret<T>(line: number, names: string[], read: Read, value: T): T;
  threw(line: number, error: unknown): void;
  exit(): void;
  /**
   * At the top of every loop body, outside any try of the learner's there: the turn is a step at the loop's line
   * (its condition held), and the program stops there once the trace was cut.
   */
  loop(line: number, names: string[], read: Read): void;
}

/** The recorder and the worker core's handle on it: start a case's trace, then take it when the case ends. */
export interface TraceSession {
  recorder: TraceRecorder;
  /** Starts a fresh trace; `onCut` gets it at once when a limit is reached (the program may then never end). */
  begin(onCut: (trace: Trace) => void): void;
  /** The trace of the case, unless `onCut` already had it. */
  finish(): Trace | undefined;
  /**
   * For a language that records its trace itself (Python's sys.settrace): hands over a trace it made,
   * `early` when a limit was reached and the program may never end, otherwise the case's whole trace.
   */
  deliver(trace: Trace, early: boolean): void;
}

export function createTraceSession(limits: Limits = TRACE_LIMITS): TraceSession {
  const state = new Recording(limits);
  return {
    recorder: recorderOver(state, limits),
    begin: (onCut) => state.begin(onCut),
    finish: () => state.finish(),
    deliver: (trace, early) => state.deliver(trace, early),
  };
}

/** The steps of the current case, the limits' bookkeeping and the stack of the learner's calls. */
class Recording {
  steps: TraceStep[] = [];
  private bytes = 0;
  private cut: Trace['cut'];
  private onCut: ((trace: Trace) => void) | undefined;
  private recording = false;
  private posted = false;
  /** Set while a value is copied: a getter of the learner's that runs then is not a step of its own. */
  busy = false;
  private stepCount = 0;
  readonly frames: string[] = [];

  constructor(private readonly limits: Limits) {}

  begin(onCut: (trace: Trace) => void) {
    this.steps = [];
    this.bytes = 0;
    this.cut = undefined;
    this.stepCount = 0;
    this.posted = false;
    this.frames.length = 0;
    this.onCut = onCut;
    this.recording = true;
  }

  finish(): Trace | undefined {
    this.recording = false;
    if (this.posted) return undefined;
    this.posted = true;
    return this.trace();
  }

  deliver(trace: Trace, early: boolean) {
    this.steps = trace.steps;
    this.cut = trace.cut;
    if (early) this.hand();
  }

  /** Recording, and not inside a copy of a value. */
  get active(): boolean {
    return this.recording && !this.busy;
  }

  get fn(): string {
    return this.frames[this.frames.length - 1] ?? '';
  }

  /** Throws the stop again once the step limit was reached: called where a learner's catch cannot swallow it for good. */
  stopIfCut() {
    if (this.recording && this.cut?.reason === 'steps') stopHere(this.limits.maxSteps);
  }

  /** Counts a step (a statement, or a loop's turn: an empty loop body has no statement); stops the code past the limit. */
  count() {
    this.stopIfCut();
    if (++this.stepCount > this.limits.maxSteps) {
      this.cut = { reason: 'steps', limit: this.limits.maxSteps };
      this.hand();
      stopHere(this.limits.maxSteps);
    }
  }

  record(make: () => TraceStep) {
    if (!this.recording || this.busy) return;
    this.count();
    if (this.cut) return;
    this.busy = true;
    try {
      const step = make();
      this.bytes += JSON.stringify(step).length + 1;
      if (this.bytes > this.limits.maxBytes) {
        this.cut = { reason: 'bytes', limit: this.limits.maxBytes };
        return this.hand();
      }
      this.steps.push(step);
    } finally {
      this.busy = false;
    }
  }

  private trace(): Trace {
    return { steps: this.steps, ...(this.cut && { cut: this.cut }) };
  }

  /** Hands the trace over at once: a program stopped at the limit, or past the byte cap, may never reach its end. */
  private hand() {
    if (this.posted) return;
    this.posted = true;
    this.onCut?.(this.trace());
  }
}

function stopHere(limit: number): never {
  const error = new Error(stepLimitMessage(limit));
  error.name = STEP_LIMIT_ERROR;
  throw error;
}

function recorderOver(state: Recording, limits: Limits): TraceRecorder {
  const variables = (names: string[], read: Read): TraceVariable[] => {
    let values: unknown[];
    try {
      values = read();
    } catch {
      return []; // a variable not initialised yet (let in its dead zone): nothing to show at this step
    }
    return names.map((name, i) => ({ name, value: snapshotValue(values[i], limits.maxValueChars) }));
  };
  const at = () => ({ fn: state.fn, depth: state.frames.length });
  // The depth each exception was first seen leaving, so a caller it passes through finds its own frame in the stack.
  const thrownFrom = new WeakMap<object, number>();
  /**
   * The line of this function the exception left it from: its frame in the error's stack (the learner's frames,
   * innermost first, one per traced call), not the function's closing brace. The closing brace when the stack
   * does not say (a thrown string, a stack cut short by deep recursion, a learner's odd error).
   */
  const lineThrown = (error: unknown, fallback: number): number => {
    if (typeof error !== 'object' || error === null) return fallback;
    // A getter of the learner's that runs on reading the stack is not a step of its own.
    const wasBusy = state.busy;
    state.busy = true;
    try {
      const depth = state.frames.length;
      const first = thrownFrom.get(error) ?? depth;
      if (!thrownFrom.has(error)) thrownFrom.set(error, depth);
      const stack = (error as { stack?: unknown }).stack;
      return typeof stack === 'string' ? (learnerLines(stack)[first - depth] ?? fallback) : fallback;
    } catch {
      return fallback;
    } finally {
      state.busy = wasBusy;
    }
  };
  return {
    enter(name, line, names, read) {
      if (!state.busy) state.frames.push(name);
      state.record(() => ({ event: 'call', line, ...at(), vars: variables(names, read) }));
    },
    step(line, names, read) {
      state.record(() => ({ event: 'line', line, ...at(), vars: variables(names, read) }));
    },
    ret(line, names, read, value) {
      const copy = () => snapshotValue(value, limits.maxValueChars);
      state.record(() => ({ event: 'return', line, ...at(), vars: variables(names, read), value: copy() }));
      return value;
    },
    threw(line, error) {
      // The stop at the step limit passes through every frame: it is the trace's own, not the learner's exception.
      if (error instanceof Error && error.name === STEP_LIMIT_ERROR) return;
      const thrownAt = lineThrown(error, line);
      state.record(() => ({ event: 'exception', line: thrownAt, ...at(), vars: [], value: { text: describeError(error) } }));
    },
    exit() {
      if (!state.busy) state.frames.pop();
    },
    loop(line, names, read) {
      state.stopIfCut();
      state.record(() => ({ event: 'line', line, ...at(), vars: variables(names, read) }));
    },
  };
}

function describeError(error: unknown): string {
  try {
    if (error instanceof Error) return `${error.name}: ${error.message}`;
  } catch {
    // a learner's odd error: described below
  }
  return `threw ${describeValue(error)}`;
}
