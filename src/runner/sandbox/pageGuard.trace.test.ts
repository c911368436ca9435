import { describe, expect, it } from 'vitest';
import { guardWorkerMessage } from './pageGuard';
import { TRACE_LIMITS } from '../../core/trace';

const step = (line: number, data: unknown = 1) => ({ event: 'line', line, fn: 'f', depth: 1, vars: [{ name: 'x', value: { data } }] });

describe('guardWorkerMessage, a trace', () => {
  it('passes a trace within its limits as it is', () => {
    const message = { type: 'trace', runId: 1, caseId: 'a', trace: { steps: [step(1), step(2)] } };
    expect(guardWorkerMessage(message)).toEqual(message);
  });

  it('drops a message that is not a trace of the protocol’s shape', () => {
    expect(guardWorkerMessage({ type: 'trace', runId: 1, caseId: 'a', trace: { steps: [{ line: 'one' }] } })).toBeUndefined();
  });

  it('replaces a trace past its limits, in steps or in bytes, by an empty one that says it was cut', () => {
    const tooMany = {
      type: 'trace',
      runId: 1,
      caseId: 'a',
      trace: { steps: Array.from({ length: TRACE_LIMITS.maxSteps + 1 }, (_, i) => step(i)) },
    };
    const tooBig = { type: 'trace', runId: 1, caseId: 'a', trace: { steps: [step(1, 'x'.repeat(TRACE_LIMITS.maxBytes * 2))] } };
    for (const message of [tooMany, tooBig]) {
      expect(guardWorkerMessage(message)).toEqual({
        ...message,
        trace: { steps: [], cut: { reason: 'bytes', limit: TRACE_LIMITS.maxBytes } },
      });
    }
  });
});
