import { describe, expect, it } from 'vitest';
import { compile } from '../../host/compile';
import { evaluateModule } from '../evaluateModule';
import { createTraceSession } from './recorder';
import { instrument } from './instrument';
import { traceView } from '../../../grading/trace/traceView';
import { STEP_LIMIT_ERROR, TRACE_RECORDER, type Trace } from '../../../core/trace';

/** Compiles `source` as the page does for a trace (instrumented), loads it, and traces one call of `entry`. */
function traceCall(source: string, entry: string, args: unknown[], limits?: Parameters<typeof createTraceSession>[0]) {
  const compiled = compile(source);
  if (!compiled.ok) throw new Error(compiled.error.message);
  const session = createTraceSession(limits);
  const exports = evaluateModule(instrument(compiled.code, TRACE_RECORDER), () => ({}), console, session.recorder);
  const early: Trace[] = [];
  session.begin((trace) => early.push(trace));
  let outcome: { value: unknown } | { error: unknown };
  try {
    outcome = { value: (exports[entry] as (...a: unknown[]) => unknown)(...args) };
  } catch (error) {
    outcome = { error };
  }
  const trace = session.finish() ?? early[0]!;
  return { trace, outcome, early };
}

const vars = (step: Trace['steps'][number]) =>
  Object.fromEntries(step.vars.map((v) => [v.name, 'data' in v.value ? v.value.data : v.value.text]));

describe('compiling for a trace', () => {
  it("instruments the compiled code on the page, as traceCall above does, and leaves a Run's code as it was", async () => {
    const source = 'export function f(x: number) {\n  const y = x + 1;\n  return y;\n}';
    const plain = compile(source);
    if (!plain.ok) throw new Error(plain.error.message);
    expect(await compile(source, { trace: true })).toEqual({ ok: true, code: instrument(plain.code, TRACE_RECORDER) });
    expect(instrument(plain.code, TRACE_RECORDER)).toContain(TRACE_RECORDER);
    expect(compile(source, undefined)).toEqual(plain);
  });

  it('reports a compile error as it is, without instrumenting', () => {
    expect(compile('export function f( {', { trace: true })).toMatchObject({ ok: false });
  });
});

describe('instrument', () => {
  it('records a call, each statement with the variables after it, and the return, on the lines of the source', () => {
    const source = [
      'export function total(items: number[]): number {',
      '  let sum = 0;',
      '  for (const item of items) {',
      '    sum += item;',
      '  }',
      '  return sum;',
      '}',
    ].join('\n');
    const { trace, outcome } = traceCall(source, 'total', [[2, 3]]);
    expect(outcome).toEqual({ value: 5 });
    // Each turn of the loop is a step at its line, with the item it took, before the body's own steps.
    expect(trace.steps.map((s) => [s.event, s.line])).toEqual([
      ['call', 1],
      ['line', 2],
      ['line', 3],
      ['line', 4],
      ['line', 3],
      ['line', 4],
      ['return', 6],
    ]);
    expect(vars(trace.steps[0]!)).toEqual({ items: [2, 3] });
    expect(vars(trace.steps[2]!)).toEqual({ items: [2, 3], sum: 0, item: 2 });
    expect(vars(trace.steps[3]!)).toEqual({ items: [2, 3], sum: 2, item: 2 });
    expect(vars(trace.steps[5]!)).toEqual({ items: [2, 3], sum: 5, item: 3 });
    expect(trace.steps[6]!.value).toEqual({ data: 5 });
    expect(trace.cut).toBeUndefined();
  });

  it('copies a value at its step, so a later change does not rewrite earlier steps', () => {
    const source = 'export function f() {\n  const list: number[] = [];\n  list.push(1);\n  list.push(2);\n  return list;\n}';
    const { trace } = traceCall(source, 'f', []);
    expect(trace.steps.filter((s) => s.event === 'line').map((s) => vars(s).list)).toEqual([[], [1], [1, 2]]);
  });

  it('counts the depth of calls between the learner’s functions, arrows and braceless bodies included', () => {
    const source = [
      'const double = (n: number) => n * 2;',
      'export function f(xs: number[]) {',
      '  const out = [];',
      '  for (const x of xs) if (x > 0) out.push(double(x)); else out.push(0);',
      '  return out;',
      '}',
    ].join('\n');
    const { trace, outcome } = traceCall(source, 'f', [[1, -1]]);
    expect(outcome).toEqual({ value: [2, 0] });
    const inner = trace.steps.filter((s) => s.fn === 'double');
    expect(inner.map((s) => [s.event, s.depth, s.line])).toEqual([
      ['call', 2, 1],
      ['return', 2, 1],
    ]);
    expect(inner[1]!.value).toEqual({ data: 2 });
    expect(trace.steps.filter((s) => s.fn === 'f').every((s) => s.depth === 1)).toBe(true);
  });

  it('records an exception leaving a function', () => {
    const source = 'export function f(text: string) {\n  const data = JSON.parse(text);\n  return data;\n}';
    const { trace, outcome } = traceCall(source, 'f', ['{bad']);
    expect('error' in outcome).toBe(true);
    const last = trace.steps[trace.steps.length - 1]!;
    expect(last.event).toBe('exception');
    expect(last.value && 'text' in last.value && last.value.text).toMatch(/^SyntaxError/);
    // On the line that threw, not the closing brace.
    expect(last.line).toBe(2);
  });

  it("shows an enclosing function's variables that a callback reads, at the callback's own steps", () => {
    const source = [
      'const LIMIT = 2;',
      'export function f(items: string[]) {',
      '  const kept: string[] = [];',
      '  items.forEach((item) => {',
      '    if (kept.length < LIMIT) kept.push(item.toUpperCase());',
      '  });',
      '  return kept;',
      '}',
    ].join('\n');
    const { trace } = traceCall(source, 'f', [['a', 'b', 'c']]);
    // A push is a step of the callback, with the list it pushed to; the third item pushes nothing.
    const inCallback = trace.steps.filter((step) => step.depth === 2 && step.event === 'line');
    expect(inCallback.map(vars)).toEqual([
      { LIMIT: 2, kept: ['A'], item: 'a' },
      { LIMIT: 2, kept: ['A', 'B'], item: 'b' },
    ]);
    expect(trace.steps.filter((step) => step.depth === 2 && step.event === 'call').map(vars)[2]).toEqual({
      LIMIT: 2,
      kept: ['A', 'B'],
      item: 'c',
    });
    // The function's own steps read no variable it does not use, nor one declared after it.
    expect(Object.keys(vars(trace.steps[0]!))).toEqual(['items']);
  });

  it('finds the first difference at the push inside a callback, not at the caller once the callback returned', () => {
    const source = [
      'export function f(items: string[]) {',
      '  const kept: string[] = [];',
      '  items.forEach((item) => {',
      '    kept.push(item === "b" ? "wrong" : item);',
      '  });',
      '  return kept;',
      '}',
    ].join('\n');
    const { trace } = traceCall(source, 'f', [['a', 'b']]);
    const first = traceView(trace, 'typescript', ['a', 'b']).firstDifference!;
    expect(trace.steps[first]).toMatchObject({ event: 'line', line: 4, depth: 2 });
    expect(vars(trace.steps[first]!)).toMatchObject({ kept: ['a', 'wrong'] });
  });

  it('never reads a variable of a block the function is not in, nor one its own declaration shadows', () => {
    const source = [
      'export function f(list: number[]) {',
      '  if (list.length > 5) { const hidden = 1; void hidden; }',
      '  const total = 0;',
      '  return list.map((n) => { const total = n * 2; return total; });',
      '}',
    ].join('\n');
    const { trace, outcome } = traceCall(source, 'f', [[1, 2]]);
    expect(outcome).toEqual({ value: [2, 4] });
    const callback = trace.steps.filter((step) => step.fn === '(anonymous)');
    expect(callback.length).toBeGreaterThan(0);
    for (const step of callback) expect(Object.keys(vars(step))).not.toContain('hidden');
    // Its own total, not the outer one (0), once declared.
    expect(callback.filter((step) => step.event === 'line').map((step) => vars(step).total)).toEqual([2, 4]);
  });

  it('places an exception on the line each function it leaves was at: the callee where it threw, the caller at the call', () => {
    const source = [
      'function inner(list: number[]) {',
      '  const first = list[0]!;',
      '  if (first > 1) throw new Error("too big");',
      '  return first;',
      '}',
      'export function outer(list: number[]) {',
      '  const doubled = list.map((n) => n * 2);',
      '  const got = inner(doubled);',
      '  return got;',
      '}',
    ].join('\n');
    const { trace } = traceCall(source, 'outer', [[1, 2]]);
    const exceptions = trace.steps.filter((step) => step.event === 'exception').map((step) => [step.fn, step.line]);
    expect(exceptions).toEqual([
      ['inner', 3],
      ['outer', 8],
    ]);
  });

  it('stops a loop that never ends at the step limit, hands the trace over at once and says it was cut', () => {
    const source = 'export function f() {\n  let i = 0;\n  while (true) {\n    try { i++; } catch {}\n  }\n}';
    const { trace, outcome, early } = traceCall(source, 'f', [], { maxSteps: 50, maxBytes: 1e6, maxValueChars: 100 });
    // The learner's catch swallowed the stop inside the loop, yet the program ended: every step after the limit stops it again.
    expect(early).toHaveLength(1);
    expect(trace.cut).toEqual({ reason: 'steps', limit: 50 });
    // Each turn is a step too (at the loop's line): the limit's steps are turns and statements, half and half.
    expect(trace.steps.length).toBe(50);
    expect(trace.steps.filter((s) => s.line === 3).length).toBeGreaterThan(20);
    expect('error' in outcome && (outcome.error as Error).name).toBe(STEP_LIMIT_ERROR);
  });

  it('stops an empty loop too: each turn of a loop counts as a step', () => {
    const { trace, outcome } = traceCall('export function f() {\n  let i = 0;\n  while (true) {}\n}', 'f', [], {
      maxSteps: 50,
      maxBytes: 1e6,
      maxValueChars: 100,
    });
    expect(trace.cut).toEqual({ reason: 'steps', limit: 50 });
    // Every turn a step at the loop's line, up to the limit.
    expect(trace.steps.map((s) => s.line)).toEqual([1, 2, ...Array<number>(48).fill(3)]);
    expect('error' in outcome && (outcome.error as Error).name).toBe(STEP_LIMIT_ERROR);
  });

  it('cuts a large value and stops recording past the byte cap, letting the program finish', () => {
    const source = 'export function f() {\n  let s = "";\n  for (let i = 0; i < 100; i++) s += "xxxxxxxxxx";\n  return s.length;\n}';
    const { trace, outcome } = traceCall(source, 'f', [], { maxSteps: 1000, maxBytes: 6000, maxValueChars: 100 });
    expect(outcome).toEqual({ value: 1000 });
    expect(trace.cut).toEqual({ reason: 'bytes', limit: 6000 });
    expect(JSON.stringify(trace.steps).length).toBeLessThanOrEqual(6000);
    const big = trace.steps.map((s) => s.vars.find((v) => v.name === 's')?.value).find((v) => v && 'cut' in v);
    expect(big && 'data' in big && (big.data as string).length).toBeLessThanOrEqual(100);
  });

  it('keeps every line of the code where it was, and leaves code without functions as it was', () => {
    const { code } = compile('export function f(a: number) {\n  const b = a + 1;\n  return b;\n}\nexport const k = 1;') as { code: string };
    const instrumented = instrument(code!, 'T');
    expect(instrumented.split('\n')).toHaveLength(code!.split('\n').length);
    expect(instrument('const x = 1;\nx + 1;', 'T')).toBe('const x = 1;\nx + 1;');
  });

  it('describes values that are not plain data instead of copying them', () => {
    const source = 'export function f() {\n  const m = new Map();\n  const g = () => 1;\n  return 1;\n}';
    const { trace } = traceCall(source, 'f', []);
    const last = trace.steps.find((s) => s.event === 'return' && s.fn === 'f')!;
    expect(vars(last)).toEqual({ m: 'an instance of Map', g: 'a function' });
  });
});
