// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { caseMessage, describeDifference, describeProblem, formatLocation } from './messages';
import { pendingCase } from './gradeCase';
import type { CaseResult } from './types';
import { testCase } from '../test/fixtures/exercise';

const base = pendingCase(testCase('c', 's'));
const noOutput = { lines: [], truncated: false };

describe('describeDifference', () => {
  it('says what was expected and what was received at a readable path', () => {
    expect(describeDifference({ kind: 'changed', path: ['errors', 0], expected: 'bad json: 0', received: 'bad json: 1' })).toBe(
      'errors[0]: expected "bad json: 0", received "bad json: 1"',
    );
  });

  it('names a missing value and an unexpected one', () => {
    expect(describeDifference({ kind: 'missing', path: ['calls', 1], expected: ['search', { query: 'x' }] })).toBe(
      'calls[1]: missing; expected ["search", { query: "x" }]',
    );
    expect(describeDifference({ kind: 'unexpected', path: ['args', 'my key'], received: undefined })).toBe(
      'args["my key"]: not expected, received undefined',
    );
  });

  it('speaks of "the result" for a difference at the top', () => {
    expect(describeDifference({ kind: 'changed', path: [], expected: [], received: null })).toBe('the result: expected [], received null');
  });

  it('cuts long values so one line stays readable', () => {
    const text = describeDifference({ kind: 'changed', path: ['a'], expected: 'x'.repeat(300), received: 1 });
    expect(text.length).toBeLessThan(120);
    expect(text).toContain('…');
    expect(text.endsWith('received 1')).toBe(true);
  });
});

describe('caseMessage', () => {
  const fail = (count: number): CaseResult => ({
    ...base,
    status: 'fail',
    differences: Array.from({ length: count }, (_, i) => ({ kind: 'changed' as const, path: [i], expected: i, received: i + 1 })),
  });

  it('lists up to three differences', () => {
    expect(caseMessage(fail(2))).toBe('[0]: expected 0, received 1; [1]: expected 1, received 2');
    expect(caseMessage(fail(3))).toBe('[0]: expected 0, received 1; [1]: expected 1, received 2; [2]: expected 2, received 3');
  });

  it('counts the differences it does not show, singular and plural', () => {
    expect(caseMessage(fail(4))).toMatch(/; and 1 more difference$/);
    expect(caseMessage(fail(6))).toMatch(/; and 3 more differences$/);
  });

  it('gives the problem message with its line', () => {
    const error: CaseResult = {
      ...base,
      status: 'error',
      problem: { title: 'Your code threw an error', message: 'TypeError: boom', line: 7, column: 3 },
    };
    expect(caseMessage(error)).toBe('TypeError: boom (line 7)');
    const timeout: CaseResult = { ...base, status: 'timeout', problem: { title: 'Took too long', message: 'Did not finish' } };
    expect(caseMessage(timeout)).toBe('Did not finish');
  });

  it('has nothing to say about a passing or pending case', () => {
    expect(caseMessage({ ...base, status: 'pass', differences: [] })).toBeUndefined();
    expect(caseMessage(base)).toBeUndefined();
  });
});

describe('describeDifference and caseMessage in Python notation', () => {
  it('speaks Python: None, True, quoted strings, dicts and subscript paths', () => {
    expect(describeDifference({ kind: 'changed', path: ['errors', 0], expected: 'bad json: 0', received: null }, 'python')).toBe(
      "errors[0]: expected 'bad json: 0', received None",
    );
    expect(describeDifference({ kind: 'missing', path: ['calls', 1], expected: ['search', { query: 'x', exact: true }] }, 'python')).toBe(
      "calls[1]: missing; expected ['search', {'query': 'x', 'exact': True}]",
    );
    expect(describeDifference({ kind: 'unexpected', path: ['args', 'my key'], received: false }, 'python')).toBe(
      "args['my key']: not expected, received False",
    );
  });

  it('cuts long values as in TypeScript notation', () => {
    const text = describeDifference({ kind: 'changed', path: ['a'], expected: 'x'.repeat(300), received: 1 }, 'python');
    expect(text.length).toBeLessThan(120);
    expect(text).toContain('…');
    expect(text.endsWith('received 1')).toBe(true);
  });

  it('passes the notation to every difference it lists', () => {
    const result: CaseResult = {
      ...base,
      status: 'fail',
      differences: [
        { kind: 'changed', path: ['done'], expected: true, received: null },
        { kind: 'changed', path: ['calls', 0, 'name'], expected: 'a', received: 'b' },
      ],
    };
    expect(caseMessage(result, 'python')).toBe("done: expected True, received None; calls[0]['name']: expected 'a', received 'b'");
    expect(caseMessage(result)).toBe('done: expected true, received null; calls[0].name: expected "a", received "b"');
  });
});

describe('describeProblem', () => {
  it('describes a compile error with its position', () => {
    expect(describeProblem({ kind: 'compile', message: 'Unexpected token', line: 3, column: 9 })).toEqual({
      title: 'Your code does not compile',
      message: 'Unexpected token',
      line: 3,
      column: 9,
    });
    expect(describeProblem({ kind: 'compile', message: 'Unexpected token' })).toEqual({
      title: 'Your code does not compile',
      message: 'Unexpected token',
    });
  });

  it('describes a load that ran out of time, with the limit in seconds', () => {
    const described = describeProblem({ kind: 'load-timeout', limitMs: 2000, output: noOutput });
    expect(described.title).toBe('Your code did not finish loading');
    expect(described.message).toContain('more than 2 s');
    expect(described.message).toContain('top level');
  });

  it.each([
    ['missing-export', 'Missing export', 'Export a function named solve'],
    ['import', 'Import not allowed', 'This exercise allows no imports'],
    ['crash', 'The worker stopped', 'The code stopped the worker'],
  ] as const)('titles a %s load error "%s" and shows its message as is', (kind, title, message) => {
    expect(describeProblem({ kind: 'load', error: { kind, name: 'X', message }, output: noOutput })).toEqual({ title, message });
  });

  it('shows an exception thrown while loading with its name and line', () => {
    expect(
      describeProblem({
        kind: 'load',
        error: { kind: 'exception', name: 'ReferenceError', message: 'x is not defined', line: 4, column: 1 },
        output: noOutput,
      }),
    ).toEqual({ title: 'Your code threw an error while loading', message: 'ReferenceError: x is not defined', line: 4, column: 1 });
  });
});

describe('formatLocation', () => {
  it('says line and column when known', () => {
    expect(formatLocation(3, 9)).toBe('line 3, column 9');
    expect(formatLocation(3)).toBe('line 3');
    expect(formatLocation()).toBe('');
  });
});
