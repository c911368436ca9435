// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gradeCase, pendingCase } from './gradeCase';
import { formatSeconds } from './messages';
import { testCase } from '../test/fixtures/exercise';

const output = { lines: [{ level: 'log' as const, text: 'hello' }], truncated: false };
const parseCase = testCase('one-call', 'blocks', {
  title: 'one call',
  example: true,
  input: { text: '<tool_call>…</tool_call>' },
  expected: { calls: [['search', { query: 'cats' }]], errors: [] },
});

describe('pendingCase', () => {
  it('shows the case with its input and expected value and no output yet', () => {
    expect(pendingCase(parseCase)).toEqual({
      id: 'one-call',
      step: 'blocks',
      title: 'one call',
      example: true,
      status: 'pending',
      input: { text: '<tool_call>…</tool_call>' },
      expected: { calls: [['search', { query: 'cats' }]], errors: [] },
      output: { lines: [], truncated: false },
    });
    expect(pendingCase(parseCase, 'not-run').status).toBe('not-run');
  });
});

describe('gradeCase', () => {
  it('passes a case whose returned value equals the expected one', () => {
    const result = gradeCase(parseCase, {
      status: 'returned',
      value: { calls: [['search', { query: 'cats' }]], errors: [] },
      output,
      durationMs: 3,
    });
    expect(result.status).toBe('pass');
    expect(result.differences).toEqual([]);
    expect(result.output).toEqual(output);
    expect(result.durationMs).toBe(3);
    expect(result.problem).toBeUndefined();
  });

  it('fails a case whose value differs, keeping what was received and where it differs', () => {
    const received = { calls: [['search', { query: 'dogs' }]], errors: [] };
    const result = gradeCase(parseCase, { status: 'returned', value: received, output, durationMs: 1 });
    expect(result.status).toBe('fail');
    expect(result.received).toEqual(received);
    expect(result.differences).toEqual([{ kind: 'changed', path: ['calls', 0, 1, 'query'], expected: 'cats', received: 'dogs' }]);
  });

  it('turns a thrown exception into an error with its name, message and line', () => {
    const result = gradeCase(parseCase, {
      status: 'threw',
      error: { kind: 'exception', name: 'TypeError', message: 'text.match is not a function', line: 7, column: 12 },
      output,
      durationMs: 1,
    });
    expect(result.status).toBe('error');
    expect(result.problem).toEqual({
      title: 'Your code threw an error',
      message: 'TypeError: text.match is not a function',
      line: 7,
      column: 12,
    });
    expect(result.received).toBeUndefined();
  });

  it('shows a shape error message as the driver wrote it, with no line', () => {
    const result = gradeCase(parseCase, {
      status: 'threw',
      error: { kind: 'shape', name: 'ShapeError', message: 'parseToolCalls must return [calls, errors]' },
      output,
      durationMs: 1,
    });
    expect(result.status).toBe('error');
    expect(result.problem).toEqual({ title: 'The result has the wrong shape', message: 'parseToolCalls must return [calls, errors]' });
  });

  it.each([
    ['not-plain', 'The result is not plain data'],
    ['crash', 'The worker stopped'],
    ['missing-export', 'Missing export'],
    ['import', 'Import not allowed'],
  ] as const)('titles a %s error "%s"', (kind, title) => {
    const result = gradeCase(parseCase, { status: 'threw', error: { kind, name: 'X', message: 'why' }, output, durationMs: 1 });
    expect(result.problem).toEqual({ title, message: 'why' });
  });

  it('explains a timeout with the limit in seconds', () => {
    const result = gradeCase(parseCase, { status: 'timeout', limitMs: 2000, output: { lines: [], truncated: false }, durationMs: 2000 });
    expect(result.status).toBe('timeout');
    expect(result.problem?.title).toBe('Took too long');
    expect(result.problem?.message).toContain('Did not finish within 2 s');
    expect(result.problem?.message).toContain('loop that never ends');
  });
});

describe('formatSeconds', () => {
  it('shows whole seconds without decimals and others with one', () => {
    expect(formatSeconds(2000)).toBe('2 s');
    expect(formatSeconds(1500)).toBe('1.5 s');
    expect(formatSeconds(50)).toBe('0.1 s');
  });
});
