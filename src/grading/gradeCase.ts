import type { Case } from '../exercise/types';
import type { CaseRun } from '../core/runTypes';
import { diffValues } from './diff';
import type { CaseResult } from './types';

const ERROR_TITLES: Record<string, string> = {
  exception: 'Your code threw an error',
  shape: 'The result has the wrong shape',
  'not-plain': 'The result is not plain data',
  crash: 'The worker stopped',
  'missing-export': 'Missing export',
  import: 'Import not allowed',
};

/** A case before any result: what the results view shows while it waits. */
export function pendingCase(testCase: Case, status: 'pending' | 'not-run' = 'pending'): CaseResult {
  return {
    id: testCase.id,
    step: testCase.step,
    ...(testCase.involves?.length ? { involves: testCase.involves } : {}),
    title: testCase.title,
    example: testCase.example,
    status,
    input: testCase.input,
    expected: testCase.expected,
    output: { lines: [], truncated: false },
  };
}

/**
 * Grades one case on the page, where the expected value lives. Learner code
 * has no part in this: whatever it returned is only data by now.
 */
export function gradeCase(testCase: Case, run: CaseRun): CaseResult {
  const base = { ...pendingCase(testCase), output: run.output, durationMs: run.durationMs };
  switch (run.status) {
    case 'returned': {
      const differences = diffValues(testCase.expected, run.value);
      return { ...base, status: differences.length === 0 ? 'pass' : 'fail', received: run.value, differences };
    }
    case 'threw':
      return {
        ...base,
        status: 'error',
        problem: {
          title: ERROR_TITLES[run.error.kind] ?? 'Error',
          message: run.error.kind === 'exception' ? `${run.error.name}: ${run.error.message}` : run.error.message,
          ...(run.error.line !== undefined ? { line: run.error.line, column: run.error.column } : {}),
        },
      };
    case 'timeout':
      return {
        ...base,
        status: 'timeout',
        problem: {
          title: 'Took too long',
          message: `Did not finish within ${formatSeconds(run.limitMs)}, so it was stopped. Look for a loop that never ends, or recursion with no base case.`,
        },
      };
  }
}

export function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
