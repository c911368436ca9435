import type { GradeRow, RowStatus } from './gradeRow';
import { agrees, claimedText } from './gradeRow';

const COLUMNS = ['learner', 'exercise', 'language', 'status', 'steps', 'cases', 'browser'] as const;
/** Wide enough for most names; a longer cell is cut with an ellipsis, so the table stays a table. */
const WIDTH = 28;

/**
 * A learner's text made safe for a terminal: control characters (an escape sequence in a name could clear the
 * teacher's screen or hide rows) become "?", and line breaks spaces.
 */
export const printable = (text: string) => text.replace(/[\r\n\t]/g, ' ').replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');

const fit = (text: string) => {
  const shown = printable(text);
  return shown.length > WIDTH ? `${shown.slice(0, WIDTH - 1)}…` : shown;
};

function cells(row: GradeRow): string[] {
  const tally = (t: { passed: number; total: number } | undefined) => (t ? `${t.passed}/${t.total}` : '');
  const agreement = agrees(row);
  const browser = row.exercise ? `${claimedText(row.claimed)}${agreement === false ? ' (disagrees)' : ''}` : '';
  return [
    row.learner || `(${row.file})`,
    row.exercise,
    row.language,
    row.status,
    tally(row.regrade?.steps),
    tally(row.regrade?.cases),
    browser,
  ].map(fit);
}

/** The terminal's summary: a row per graded line, then how many of each status, and the rows with a message. */
export function summaryTable(rows: GradeRow[]): string {
  const table = [[...COLUMNS], ...rows.map(cells)];
  const widths = COLUMNS.map((_, i) => Math.max(...table.map((line) => line[i]!.length)));
  const lines = table.map((line) =>
    line
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  const counts = new Map<RowStatus, number>();
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  const tally = [...counts].map(([status, n]) => `${n} ${status}`).join(', ');
  const notes = rows
    .filter((row) => row.message)
    .map((row) => printable(`  ${row.file}${row.exercise ? ` ${row.exercise} (${row.language})` : ''}: ${row.message}`));
  return [
    ...lines,
    '',
    `${rows.length} row${rows.length === 1 ? '' : 's'}: ${tally || 'nothing to grade'}`,
    ...(notes.length ? ['', ...notes] : []),
  ].join('\n');
}
