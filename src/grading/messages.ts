import type { RunProblem } from '../core/runTypes';
import { formatDiffPath, type Difference } from './diff';
import { formatInline } from './formatValue';
import type { Notation } from './notation';
import type { CaseProblem, CaseResult, Stopped } from './types';
import type { Evaluation } from '../runner/host/evaluator';

/**
 * One line per difference: `errors[0]: expected "bad json: 0", received "bad json: 1"`,
 * or in Python notation `errors[0]: expected 'bad json: 0', received 'bad json: 1'`.
 */
export function describeDifference(difference: Difference, notation: Notation = 'typescript'): string {
  const where = formatDiffPath(difference.path, notation);
  const show = (value: unknown) => formatInline(value, 80, notation);
  switch (difference.kind) {
    case 'changed':
      return `${where}: expected ${show(difference.expected)}, received ${show(difference.received)}`;
    case 'missing':
      return `${where}: missing; expected ${show(difference.expected)}`;
    case 'unexpected':
      return `${where}: not expected, received ${show(difference.received)}`;
  }
}

/** A one-paragraph reason a case did not pass, for the CLI and for screen readers. */
export function caseMessage(result: CaseResult, notation: Notation = 'typescript'): string | undefined {
  if (result.status === 'fail' && result.differences) {
    const shown = result.differences.slice(0, 3).map((difference) => describeDifference(difference, notation));
    const more = result.differences.length - shown.length;
    return shown.join('; ') + (more > 0 ? `; and ${more} more difference${more === 1 ? '' : 's'}` : '');
  }
  if (result.problem) {
    const at = result.problem.line !== undefined ? ` (line ${result.problem.line})` : '';
    return `${result.problem.message}${at}`;
  }
  return undefined;
}

/** The heading and explanation of a problem that stopped every case. */
export function describeProblem(problem: RunProblem): { title: string; message: string; line?: number; column?: number } {
  switch (problem.kind) {
    case 'compile':
      return {
        title: 'Your code does not compile',
        message: problem.message,
        ...(problem.line !== undefined ? { line: problem.line, column: problem.column } : {}),
      };
    case 'load-timeout':
      return {
        title: 'Your code did not finish loading',
        message: `The code outside your functions ran for more than ${formatSeconds(problem.limitMs)}, so it was stopped and no case ran. Look for a loop at the top level of the file.`,
      };
    case 'load': {
      const { error } = problem;
      const titles: Record<string, string> = {
        'missing-export': 'Missing export',
        import: 'Import not allowed',
        exception: 'Your code threw an error while loading',
        crash: 'The worker stopped',
      };
      return {
        title: titles[error.kind] ?? 'Your code could not be loaded',
        message: error.kind === 'exception' ? `${error.name}: ${error.message}` : error.message,
        ...(error.line !== undefined ? { line: error.line, column: error.column } : {}),
      };
    }
  }
}

/**
 * Why the rest of a run was not run: cases kept running past the time limit, which spent the Run's budget of
 * timeouts (one after another: the code most likely loops on every case; apart: on some kind of input).
 */
export function describeStopped({ timeouts, inARow, limitMs, notRun }: Stopped): {
  title: string;
  message: string;
  line?: number;
  column?: number;
} {
  const rest = notRun === 1 ? 'the last case was' : `the other ${notRun} cases were`;
  if (inARow ?? true) {
    return {
      title: `Stopped after ${timeouts} cases in a row took too long`,
      message:
        `Each ran past the ${formatSeconds(limitMs)} limit, so ${rest} not run: ` +
        'they would most likely have been stopped too, one time limit after another. Look for a loop that never ends, or recursion with no base case, then Run again.',
    };
  }
  return {
    title: `Stopped after ${timeouts} cases took too long`,
    message:
      `${timeouts} cases ran past the ${formatSeconds(limitMs)} limit, and a Run waits for at most ${timeouts}, so ${rest} not run. ` +
      'Your code gets stuck on some inputs only: look at what the cases that took too long have in common, for a loop that never ends on them, then Run again.',
  };
}

/** What a case the Run never reached says, after a stop (describeStopped says the rest, once, above the steps). */
export function notRunBecause({ timeouts }: Stopped): CaseProblem {
  return {
    title: 'Not run',
    message: `The Run stopped after ${timeouts} cases took too long.`,
  };
}

export function formatLocation(line?: number, column?: number): string {
  if (line === undefined) return '';
  return column !== undefined ? `line ${line}, column ${column}` : `line ${line}`;
}

const ERROR_TITLES: Record<string, string> = {
  exception: 'Your code threw an error',
  shape: 'The result has the wrong shape',
  'not-plain': 'The result is not plain data',
  crash: 'The worker stopped',
  'missing-export': 'Missing export',
  import: 'Import not allowed',
};

/**
 * Why a call gave no value, in words for the learner (undefined when it returned): it threw, ran past the
 * time limit, or never happened because the code did not compile or load.
 */
export function problemOf(run: Evaluation): CaseProblem | undefined {
  switch (run.status) {
    case 'returned':
      return undefined;
    case 'problem':
      return describeProblem(run.problem);
    case 'threw':
      return {
        title: ERROR_TITLES[run.error.kind] ?? 'Error',
        message: run.error.kind === 'exception' ? `${run.error.name}: ${run.error.message}` : run.error.message,
        ...(run.error.line !== undefined ? { line: run.error.line, column: run.error.column } : {}),
      };
    case 'timeout':
      return {
        title: 'Took too long',
        message: `Did not finish within ${formatSeconds(run.limitMs)}, so it was stopped. Look for a loop that never ends, or recursion with no base case.`,
      };
  }
}

export function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
