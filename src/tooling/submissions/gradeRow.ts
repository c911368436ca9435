import type { ClaimedVerdict } from '../../persistence/submission/submissionFormat';

/**
 * What became of one (learner, exercise, language), or of a whole file that could not be read:
 * - passed, failed: regraded here; the browser's verdict is only compared with it;
 * - changed: regraded too, but the file was edited after it was downloaded (its checksum no longer matches);
 * - damaged: the file, or this entry of it, cannot be read (not JSON, cut short, another shape, too large);
 * - foreign: a submission of another course;
 * - unknown-exercise, unknown-language: an entry this course cannot grade;
 * - empty: a readable submission that holds no code;
 * - grader-error: the grader itself failed on this entry (a bug here, never the learner's doing).
 */
export type RowStatus =
  'passed' | 'failed' | 'changed' | 'damaged' | 'foreign' | 'unknown-exercise' | 'unknown-language' | 'empty' | 'grader-error';

export interface Tally {
  passed: number;
  total: number;
}

/** The regrade of one entry, as the rows and reports need it. */
export interface Regrade {
  passed: boolean;
  steps: Tally;
  cases: Tally;
  /** The steps that did not pass, as "title (passed/total)", and the generated cases' group when it failed. */
  failedSteps: string[];
  /** The code could not run at all (does not compile, does not load, stopped after timeouts): JUnit's <error>. */
  unrunnable?: string;
  /** `npm run grade`'s text report of the regrade, for the JUnit body. */
  report: string;
}

export interface GradeRow {
  /** As the file names them; empty when a damaged file names no one. */
  learner: string;
  course: string;
  exercise: string;
  language: string;
  status: RowStatus;
  regrade?: Regrade;
  claimed?: ClaimedVerdict;
  savedAt: string;
  /** The submission file's name in the graded folder. */
  file: string;
  /** Why, in a sentence a teacher can act on; empty for a plain pass. */
  message: string;
  durationMs: number;
}

/** Whether the browser's verdict agrees with the regrade: undefined when the file claims none, or one of earlier code. */
export function agrees(row: GradeRow): boolean | undefined {
  if (!row.regrade || !row.claimed?.ofThisCode) return undefined;
  return row.claimed.passed === row.regrade.passed;
}

/** The browser's verdict in words: "passed", "failed", "none", or "passed (earlier code)". */
export function claimedText(claimed: ClaimedVerdict | undefined): string {
  if (!claimed) return 'none';
  const verdict = claimed.passed ? 'passed' : 'failed';
  return claimed.ofThisCode ? verdict : `${verdict} (earlier code)`;
}

/** A row for something that was not regraded. */
export function unGradedRow(fields: Pick<GradeRow, 'learner' | 'course' | 'file' | 'status' | 'message'> & Partial<GradeRow>): GradeRow {
  return { exercise: '', language: '', savedAt: '', durationMs: 0, ...fields };
}
