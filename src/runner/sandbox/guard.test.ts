// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardWorkerMessage } from './guard';
import { OUTPUT_LIMITS } from '../consoleCapture';

const noOutput = { lines: [], truncated: false };

describe('guardWorkerMessage', () => {
  it('passes a well-formed message through unchanged', () => {
    const message = { type: 'case-done', runId: 1, caseId: 'a', outcome: { kind: 'returned', value: { calls: [], errors: [] } }, output: noOutput };
    expect(guardWorkerMessage(message)).toEqual(message);
  });

  it('drops anything that is not a protocol message', () => {
    for (const data of [null, 'loaded', { type: 'loaded' }, { type: 'case-done', runId: 1, caseId: 'a', outcome: { kind: 'pass' }, output: noOutput }]) {
      expect(guardWorkerMessage(data)).toBeUndefined();
    }
  });

  it('turns a returned value the results view could not show into an error for that case', () => {
    const cyclic: unknown[] = [];
    cyclic.push(cyclic);
    for (const value of [cyclic, 'x'.repeat(1_000_001), new Map([[1, 2]])]) {
      const guarded = guardWorkerMessage({ type: 'case-done', runId: 1, caseId: 'a', outcome: { kind: 'returned', value }, output: noOutput });
      expect(guarded).toMatchObject({ type: 'case-done', caseId: 'a', outcome: { kind: 'threw', error: { kind: 'not-plain', name: 'Not plain data' } } });
    }
  });

  it('cuts huge error messages and console output to the per-case caps', () => {
    const flood = { lines: Array.from({ length: 5_000 }, () => ({ level: 'log' as const, text: 'y'.repeat(10_000) })), truncated: false };
    const guarded = guardWorkerMessage({
      type: 'load-error',
      runId: 1,
      error: { kind: 'exception', name: 'Error', message: 'm'.repeat(1_000_000) },
      output: flood,
    });
    expect(guarded?.type).toBe('load-error');
    if (guarded?.type !== 'load-error') return;
    expect(guarded.error.message.length).toBeLessThan(5_000);
    expect(guarded.output.truncated).toBe(true);
    expect(guarded.output.lines.length).toBeLessThanOrEqual(OUTPUT_LIMITS.linesPerCase);
    expect(guarded.output.lines.reduce((n, line) => n + line.text.length, 0)).toBeLessThanOrEqual(OUTPUT_LIMITS.charsPerCase);
  });
});
