// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { LearnerLanguage } from '../worker/learnerLanguage';
import { startNodePython } from './nodePython';
import { createTraceSession } from '../worker/trace/recorder';
import { STEP_LIMIT_ERROR, TRACE_LIMITS, type Trace } from '../../core/trace';

/** Pyodide starts once for the file (about 3 s); each test loads its module with a trace session, as a traced load does. */
let python: LearnerLanguage;
beforeAll(async () => {
  python = await startNodePython();
}, 60_000);

const quiet = { log: () => {}, error: () => {} } as unknown as Console;

async function traceCall(code: string, ...args: unknown[]) {
  const session = createTraceSession();
  const exports = await python.load({ type: 'load', runId: 1, slug: 'x', code, entry: 'f', modules: [], trace: true }, quiet, session);
  session.begin(() => {});
  let outcome: { value: unknown } | { error: unknown };
  try {
    outcome = { value: (exports.f as (...a: unknown[]) => unknown)(...args) };
  } catch (error) {
    outcome = { error };
  }
  return { trace: session.finish() as Trace, outcome };
}

const vars = (step: Trace['steps'][number]) =>
  Object.fromEntries(step.vars.map((v) => [v.name, 'data' in v.value ? v.value.data : v.value.text]));

describe('Python traces (sys.settrace)', () => {
  it('records the call, each line with the locals after it, and the return, in the shape TypeScript traces have', async () => {
    const code = ['def f(items):', '    total = 0', '    for item in items:', '        total += item', '    return total', ''].join('\n');
    const { trace, outcome } = await traceCall(code, [2, 3]);
    expect(outcome).toEqual({ value: 5 });
    expect(trace.steps.map((s) => [s.event, s.line])).toEqual([
      ['call', 1],
      ['line', 2],
      ['line', 3],
      ['line', 4],
      ['line', 3],
      ['line', 4],
      ['line', 3],
      ['return', 5],
    ]);
    expect(vars(trace.steps[3]!)).toEqual({ items: [2, 3], total: 2, item: 2 });
    expect(trace.steps[7]!.value).toEqual({ data: 5 });
    expect(trace.steps.every((s) => s.fn === 'f' && s.depth === 1)).toBe(true);
  });

  it("counts the depth of the learner's own calls and records an exception leaving a function", async () => {
    const code = ['def g(n):', '    return 10 // n', '', 'def f(n):', '    a = g(n)', '    return a', ''].join('\n');
    const inner = (await traceCall(code, 2)).trace.steps.filter((s) => s.fn === 'g');
    expect(inner.map((s) => [s.event, s.depth])).toEqual([
      ['call', 2],
      ['return', 2],
    ]);
    const { trace } = await traceCall(code, 0);
    const exceptions = trace.steps.filter((s) => s.event === 'exception');
    expect(exceptions.map((s) => [s.fn, s.line])).toEqual([
      ['g', 2],
      ['f', 5],
    ]);
    expect(exceptions[0]!.value).toEqual({ text: 'ZeroDivisionError: division by zero' });
    expect(trace.steps.some((s) => s.event === 'return')).toBe(false);
  });

  it('stops a loop that never ends at the step limit, through an except Exception, and says so', async () => {
    const code = [
      'def f():',
      '    i = 0',
      '    while True:',
      '        try:',
      '            i += 1',
      '        except Exception:',
      '            pass',
      '',
    ].join('\n');
    const { trace, outcome } = await traceCall(code);
    expect(trace.cut).toEqual({ reason: 'steps', limit: TRACE_LIMITS.maxSteps });
    expect(trace.steps).toHaveLength(TRACE_LIMITS.maxSteps);
    expect('error' in outcome && python.describeError(outcome.error, 'exception').name).toBe(STEP_LIMIT_ERROR);
  }, 30_000);

  it('describes what is not plain data, and cuts a long value', async () => {
    const code = ['def f():', '    s = {1, 2}', '    t = "x" * 5000', '    return 1', ''].join('\n');
    const { trace } = await traceCall(code);
    const last = trace.steps[trace.steps.length - 1]!;
    expect(last.vars[0]).toEqual({ name: 's', value: { text: 'a set' } });
    const t = last.vars[1]!.value as { data: string; cut?: true };
    expect(t.cut).toBe(true);
    expect(t.data.length).toBeLessThanOrEqual(TRACE_LIMITS.maxValueChars);
  });

  it('leaves an untraced load untraced', async () => {
    const exports = await python.load(
      { type: 'load', runId: 1, slug: 'x', code: 'def f():\n    return 1\n', entry: 'f', modules: [] },
      quiet,
    );
    expect((exports.f as () => unknown)()).toBe(1);
  });
});
