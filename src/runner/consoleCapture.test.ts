// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createConsoleCapture, createRunOutputBudget, OUTPUT_LIMITS, OWN_OUTPUT_PER_CASE } from './consoleCapture';

describe('createConsoleCapture', () => {
  it('records each call with its level, in order', () => {
    const { console, take } = createConsoleCapture();
    console.log('a', 1);
    console.info('b');
    console.warn('c');
    console.error('d');
    console.debug('e');
    expect(take()).toEqual({
      lines: [
        { level: 'log', text: 'a 1' },
        { level: 'info', text: 'b' },
        { level: 'warn', text: 'c' },
        { level: 'error', text: 'd' },
        { level: 'debug', text: 'e' },
      ],
      truncated: false,
    });
  });

  it('maps the less common methods onto levels, and asserts only on a false condition', () => {
    const { console, take } = createConsoleCapture();
    console.trace('t');
    console.dir({ a: 1 });
    console.table([1]);
    console.assert(true, 'not shown');
    console.assert(false, 'shown', 2);
    expect(take().lines).toEqual([
      { level: 'log', text: 't' },
      { level: 'log', text: '{ a: 1 }' },
      { level: 'log', text: '[1]' },
      { level: 'error', text: 'Assertion failed shown 2' },
    ]);
  });

  it('hands over what was printed since the last take, and starts afresh', () => {
    const { console, take } = createConsoleCapture();
    console.log('first case');
    expect(take().lines).toEqual([{ level: 'log', text: 'first case' }]);
    expect(take()).toEqual({ lines: [], truncated: false });
    console.log('second case');
    expect(take().lines).toEqual([{ level: 'log', text: 'second case' }]);
  });

  it(`keeps at most ${OUTPUT_LIMITS.linesPerCase} lines and flags the rest as truncated`, () => {
    const { console, take } = createConsoleCapture();
    for (let i = 0; i < OUTPUT_LIMITS.linesPerCase + 50; i++) console.log(`line ${i}`);
    const output = take();
    expect(output.lines).toHaveLength(OUTPUT_LIMITS.linesPerCase);
    expect(output.lines.at(-1)).toEqual({ level: 'log', text: `line ${OUTPUT_LIMITS.linesPerCase - 1}` });
    expect(output.truncated).toBe(true);
  });

  it('is not truncated at exactly the line limit', () => {
    const { console, take } = createConsoleCapture();
    for (let i = 0; i < OUTPUT_LIMITS.linesPerCase; i++) console.log('x');
    expect(take().truncated).toBe(false);
  });

  it('cuts a very long line and says so', () => {
    const { console, take } = createConsoleCapture();
    console.log('y'.repeat(OUTPUT_LIMITS.charsPerLine + 500));
    const [line] = take().lines;
    expect(line!.text).toBe(`${'y'.repeat(OUTPUT_LIMITS.charsPerLine)}… (line cut)`);
  });

  it('stops at the character budget of a case, and prints nothing more after the cut', () => {
    const { console, take } = createConsoleCapture();
    const chunk = 'z'.repeat(OUTPUT_LIMITS.charsPerLine - 100);
    const fits = Math.floor(OUTPUT_LIMITS.charsPerCase / chunk.length);
    for (let i = 0; i < fits + 3; i++) console.log(chunk);
    console.log('short, but after the cut');
    const output = take();
    expect(output.lines).toHaveLength(fits);
    expect(output.lines.reduce((sum, l) => sum + l.text.length, 0)).toBeLessThanOrEqual(OUTPUT_LIMITS.charsPerCase);
    expect(output.truncated).toBe(true);
    expect(output.lines.some((l) => l.text.startsWith('short'))).toBe(false);
  });

  it('resets the truncated flag for the next case', () => {
    const { console, take } = createConsoleCapture();
    for (let i = 0; i <= OUTPUT_LIMITS.linesPerCase; i++) console.log('x');
    expect(take().truncated).toBe(true);
    console.log('next case');
    expect(take()).toEqual({ lines: [{ level: 'log', text: 'next case' }], truncated: false });
  });
});

describe('createRunOutputBudget', () => {
  const lines = (count: number, text = 'x') => Array.from({ length: count }, () => ({ level: 'log' as const, text }));

  // No own share: the shared budget alone.
  const none = { lines: 0, chars: 0 };

  it('passes output through while the run is within its budget', () => {
    const budget = createRunOutputBudget({ lines: 10, chars: 100 }, none);
    const output = { lines: lines(4), truncated: false };
    expect(budget.take(output)).toBe(output);
    expect(budget.take({ lines: [], truncated: true })).toEqual({ lines: [], truncated: true });
  });

  it('cuts the case that crosses the run budget, and every case after it that prints, marking each', () => {
    const budget = createRunOutputBudget({ lines: 10, chars: 100 }, none);
    expect(budget.take({ lines: lines(6), truncated: false }).lines).toHaveLength(6);
    expect(budget.take({ lines: lines(6), truncated: false })).toEqual({ lines: lines(4), truncated: true });
    expect(budget.take({ lines: lines(1), truncated: false })).toEqual({ lines: [], truncated: true });
    // A case that printed nothing says nothing.
    expect(budget.take({ lines: [], truncated: false })).toEqual({ lines: [], truncated: false });
  });

  it('keeps the start of every case’s own output, however much the cases before it printed', () => {
    const budget = createRunOutputBudget({ lines: 10, chars: 1_000 }, { lines: 2, chars: 50 });
    // A loud first case: its own two lines, then the run's ten, then cut.
    expect(budget.take({ lines: lines(40), truncated: false })).toEqual({ lines: lines(12), truncated: true });
    // The failing case after it still shows how it started.
    expect(budget.take({ lines: [{ level: 'log', text: 'got 3' }], truncated: false })).toEqual({
      lines: [{ level: 'log', text: 'got 3' }],
      truncated: false,
    });
    expect(budget.take({ lines: lines(5, 'late'), truncated: false })).toEqual({ lines: lines(2, 'late'), truncated: true });
    // Its own share is counted in characters too.
    expect(budget.take({ lines: lines(2, 'y'.repeat(40)), truncated: false })).toEqual({
      lines: lines(1, 'y'.repeat(40)),
      truncated: true,
    });
  });

  it('counts characters as well as lines', () => {
    const budget = createRunOutputBudget({ lines: 1_000, chars: 25 }, none);
    expect(budget.take({ lines: lines(3, 'abcdefghij'), truncated: false })).toEqual({ lines: lines(2, 'abcdefghij'), truncated: true });
  });

  it('defaults to the per-run limits, which are larger than one case may print, and each case’s own first lines', () => {
    expect(OUTPUT_LIMITS.linesPerRun).toBeGreaterThan(OUTPUT_LIMITS.linesPerCase);
    expect(OUTPUT_LIMITS.charsPerRun).toBeGreaterThan(OUTPUT_LIMITS.charsPerCase);
    const budget = createRunOutputBudget();
    // Each case's first OWN_OUTPUT_PER_CASE.lines lie outside the shared budget.
    const cases = Math.ceil(OUTPUT_LIMITS.linesPerRun / (OUTPUT_LIMITS.linesPerCase - OWN_OUTPUT_PER_CASE.lines));
    for (let i = 0; i < cases - 1; i++) {
      expect(budget.take({ lines: lines(OUTPUT_LIMITS.linesPerCase), truncated: false }).truncated).toBe(false);
    }
    expect(budget.take({ lines: lines(OUTPUT_LIMITS.linesPerCase), truncated: false }).truncated).toBe(true);
    expect(budget.take({ lines: lines(OWN_OUTPUT_PER_CASE.lines + 1), truncated: false })).toEqual({
      lines: lines(OWN_OUTPUT_PER_CASE.lines),
      truncated: true,
    });
  });
});
