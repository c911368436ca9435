import type { Trace, TraceStep, TraceValue } from '../../core/trace';
import { formatInline } from '../formatValue';
import type { Notation } from '../notation';
import { firstDifferingStep } from './firstDifference';

/** How a variable's value at a step compares with the step before in the same call. */
export type VariableChange = 'new' | 'changed' | 'same';

export interface TraceVariableRow {
  name: string;
  text: string;
  change: VariableChange;
}

export interface TraceRow {
  event: TraceStep['event'];
  line: number;
  fn: string;
  depth: number;
  vars: TraceVariableRow[];
  /** The returned value or the exception, in the learner's notation. */
  value?: string;
  /** The calls under way at this step, outermost first, each at the line it was at: the last is this step's own. */
  stack: { fn: string; line: number }[];
}

export interface TraceViewModel {
  rows: TraceRow[];
  /** Why the trace stops short, in a sentence for the learner; undefined when it is whole. */
  cutMessage?: string;
  /** The index of the first step where a value differs from the expected value (see firstDifference.ts), if any. */
  firstDifference?: number;
  /**
   * One sentence on how much of the run the trace holds: every step, or where it was cut and by which limit. Only
   * the limit that was reached is named (three limits quoted at once read as a contradiction beside "Step 1 of 348").
   */
  limits: string;
}

/** The most characters one value shows in a step: past it the value is cut, with "…". */
export const VALUE_WIDTH = 200;

/** How much of the run a trace of `count` steps holds, cut or whole: the one limit reached, if any. */
export function limitsNote(count: number, cut: Trace['cut']): string {
  const steps = `${count} step${count === 1 ? '' : 's'}`;
  if (!cut) return `Every step of the call: ${steps}. A trace never changes a verdict.`;
  const held = count === 1 ? 'The first step' : `The first ${steps}`;
  return cut.reason === 'steps'
    ? `${held}: a trace stops the code at ${cut.limit} steps. A trace never changes a verdict.`
    : `${held}: a trace records at most ${Math.round(cut.limit / 1024)} KB of values. A trace never changes a verdict.`;
}

/** The text of a value at a step: its data in the learner's notation (marked when cut), or the worker's description of it. */
export function traceValueText(value: TraceValue, notation: Notation): string {
  if ('text' in value) return value.text;
  const text = formatInline(value.data, VALUE_WIDTH, notation);
  return value.cut ? `${text} … (cut)` : text;
}

/** A key that tells two copies of a value apart: their JSON, with undefined and non-finite numbers kept apart too. */
function valueKey(value: TraceValue): string {
  if ('text' in value) return `text:${value.text}`;
  return (
    JSON.stringify(value.data, (_key, v: unknown) =>
      v === undefined ? '\0undefined' : typeof v === 'number' && !Number.isFinite(v) ? `\0${v}` : v,
    ) ?? ''
  );
}

/**
 * The rows a trace view draws: each step with its variables in the learner's
 * notation, each marked new or changed against the step before it in the same
 * call (a call's first step shows all of them new).
 */
export function traceView(trace: Trace, notation: Notation, expected?: unknown): TraceViewModel {
  // The variables last seen at each depth: a call resets its own depth; a return leaves the caller's as they were.
  const lastAt = new Map<number, Map<string, string>>();
  // The call at each depth and the line it was last at: a caller stays at the line of its call while the callee runs.
  const frames: { fn: string; line: number }[] = [];
  const rows = trace.steps.map((step): TraceRow => {
    frames.length = Math.min(frames.length, Math.max(0, step.depth - 1));
    // A step deeper than the calls seen (a trace that began inside a call): its callers are not known by name.
    while (frames.length < step.depth - 1) frames.push({ fn: '(caller)', line: 0 });
    frames.push({ fn: step.fn, line: step.line });
    if (step.event === 'call') lastAt.set(step.depth, new Map());
    const before = lastAt.get(step.depth) ?? new Map<string, string>();
    const now = new Map<string, string>();
    const vars = step.vars.map(({ name, value }): TraceVariableRow => {
      const key = valueKey(value);
      now.set(name, key);
      const previous = before.get(name);
      return {
        name,
        text: traceValueText(value, notation),
        change: previous === undefined ? 'new' : previous === key ? 'same' : 'changed',
      };
    });
    lastAt.set(step.depth, now);
    return {
      event: step.event,
      line: step.line,
      fn: step.fn,
      depth: step.depth,
      vars,
      ...(step.value && { value: traceValueText(step.value, notation) }),
      stack: frames.map((frame) => ({ ...frame })),
    };
  });
  const first = expected === undefined ? undefined : firstDifferingStep(trace, expected);
  return {
    rows,
    ...(trace.cut && { cutMessage: cutMessage(trace.cut) }),
    ...(first !== undefined && { firstDifference: first }),
    limits: limitsNote(rows.length, trace.cut),
  };
}

export function cutMessage(cut: NonNullable<Trace['cut']>): string {
  return cut.reason === 'steps'
    ? `Cut after ${cut.limit} steps: the trace stopped your code there (a loop that never ends, or one that runs very long).`
    : `Cut at ${Math.round(cut.limit / 1024)} KB: your code ran on, but its later steps were not recorded.`;
}
