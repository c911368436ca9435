/** One thing wrong with an exercise folder, precise enough to fix without guessing. */
export interface Problem {
  /** Path relative to the repository, e.g. `exercises/parse-tool-calls/cases.yaml`. */
  file: string;
  /** 1-based line in the file, when the problem sits on one. */
  line?: number;
  /** Dotted path to the field, e.g. `cases[3].step`. */
  field?: string;
  message: string;
}

export function formatProblem(problem: Problem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  const field = problem.field ? ` (${problem.field})` : '';
  return `${where}${field}: ${problem.message}`;
}

/** Thrown when an exercise folder cannot be loaded; carries every problem found, not just the first. */
export class ExerciseError extends Error {
  override name = 'ExerciseError';
  constructor(readonly problems: Problem[]) {
    super(problems.map(formatProblem).join('\n'));
  }
}
