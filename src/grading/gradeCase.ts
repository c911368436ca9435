import type { Case } from '../exercise/types';
import type { CaseRun } from '../core/runTypes';
import { diffValues } from './diff';
import type { CaseResult } from './types';
import { problemOf } from './messages';

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
    case 'timeout':
      return { ...base, status: run.status === 'threw' ? 'error' : 'timeout', problem: problemOf(run)! };
  }
}
