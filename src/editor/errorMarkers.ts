import type { RunState } from '../grading/runState';

/** A line of the learner's code to mark in the editor, with what went wrong there. */
export interface ErrorMarker {
  line: number;
  column?: number;
  message: string;
}

/**
 * The lines a Run's errors point at: a problem that stopped the run (a
 * SyntaxError, an exception while loading), else the first case that raised
 * with a line. One marker: the first error is the one to fix first.
 */
export function errorMarkers(run: RunState): ErrorMarker[] {
  const problem = run.problem;
  if (problem?.kind === 'compile' && problem.line !== undefined)
    return [{ line: problem.line, ...(problem.column !== undefined ? { column: problem.column } : {}), message: problem.message }];
  if (problem?.kind === 'load' && problem.error.line !== undefined)
    return [{ line: problem.error.line, message: `${problem.error.name}: ${problem.error.message}` }];
  const failing = run.cases.find((c) => c.status === 'error' && c.problem?.line !== undefined);
  if (failing?.problem?.line !== undefined) return [{ line: failing.problem.line, message: failing.problem.message }];
  return [];
}
