import { stringify } from 'csv-stringify/sync';
import { agrees, claimedText, type GradeRow } from './gradeRow';

/**
 * The columns of grades.csv, a promise to teachers' spreadsheets and scripts: add columns at the end only.
 * Counts are two columns each, not "3/4", which a spreadsheet may read as a date.
 */
export const CSV_COLUMNS = [
  'learner',
  'course',
  'exercise',
  'language',
  'status',
  'steps_passed',
  'steps_total',
  'cases_passed',
  'cases_total',
  'browser_verdict',
  'browser_agrees',
  'saved_at',
  'file',
  'message',
] as const;

const yesNo = (value: boolean | undefined) => (value === undefined ? '' : value ? 'yes' : 'no');

function record(row: GradeRow): Record<(typeof CSV_COLUMNS)[number], string | number> {
  const { regrade } = row;
  return {
    learner: row.learner,
    course: row.course,
    exercise: row.exercise,
    language: row.language,
    status: row.status,
    steps_passed: regrade?.steps.passed ?? '',
    steps_total: regrade?.steps.total ?? '',
    cases_passed: regrade?.cases.passed ?? '',
    cases_total: regrade?.cases.total ?? '',
    browser_verdict: row.exercise ? claimedText(row.claimed) : '',
    browser_agrees: yesNo(agrees(row)),
    saved_at: row.savedAt,
    file: row.file,
    message: row.message,
  };
}

/**
 * grades.csv: one row per learner, exercise and language, RFC 4180 (fields quoted when they hold a comma, a
 * quote or a line break; CRLF between records). A learner's name or a file name is text a learner chose, so
 * a cell starting with = + - @ (or a tab or carriage return) gets a leading apostrophe, as OWASP advises
 * against CSV injection: a spreadsheet shows it as text instead of running it as a formula.
 */
export function gradesCsv(rows: GradeRow[]): string {
  return stringify(rows.map(record), { header: true, columns: [...CSV_COLUMNS], record_delimiter: 'windows', escape_formulas: true });
}
