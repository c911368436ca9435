// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardWorkerMessage } from './pageGuard';
import { OUTPUT_LIMITS } from '../consoleCapture';

const noOutput = { lines: [], truncated: false };

describe('guardWorkerMessage', () => {
  it('passes a well-formed message through unchanged', () => {
    const message = {
      type: 'case-done',
      runId: 1,
      caseId: 'a',
      outcome: { kind: 'returned', value: { calls: [], errors: [] } },
      output: noOutput,
    };
    expect(guardWorkerMessage(message)).toEqual(message);
  });

  it('drops anything that is not a protocol message', () => {
    for (const data of [
      null,
      'loaded',
      { type: 'loaded' },
      { type: 'case-done', runId: 1, caseId: 'a', outcome: { kind: 'pass' }, output: noOutput },
    ]) {
      expect(guardWorkerMessage(data)).toBeUndefined();
    }
  });

  it('turns a returned value the results view could not show into an error for that case', () => {
    const cyclic: unknown[] = [];
    cyclic.push(cyclic);
    for (const value of [cyclic, 'x'.repeat(1_000_001), new Map([[1, 2]])]) {
      const guarded = guardWorkerMessage({
        type: 'case-done',
        runId: 1,
        caseId: 'a',
        outcome: { kind: 'returned', value },
        output: noOutput,
      });
      expect(guarded).toMatchObject({
        type: 'case-done',
        caseId: 'a',
        outcome: { kind: 'threw', error: { kind: 'not-plain', name: 'Not plain data' } },
      });
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

  it('keeps a live model request whose params are not small plain data, without them, so the host refuses it', () => {
    const params: Record<string, unknown> = { model: 'm' };
    params.self = params;
    expect(guardWorkerMessage({ type: 'model-request', runId: 1, requestId: 1, params, output: noOutput })).toEqual({
      type: 'model-request',
      runId: 1,
      requestId: 1,
      params: undefined,
      problem: 'the request contains itself (a cycle), so it cannot be shown',
      output: noOutput,
    });
    const fine = { type: 'model-request', runId: 1, requestId: 2, params: { model: 'm', messages: [] }, output: noOutput };
    expect(guardWorkerMessage(fine)).toEqual(fine);
  });

  it('checks a live run’s returned value like a case’s', () => {
    const message = { type: 'live-done', runId: 1, outcome: { kind: 'returned', value: 'x'.repeat(2_000_000) }, output: noOutput };
    expect(guardWorkerMessage(message)).toMatchObject({ outcome: { kind: 'threw', error: { kind: 'not-plain' } } });
  });
});
