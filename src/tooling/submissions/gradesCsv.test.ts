// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { regrade, row } from '../../test/fixtures/gradeRows';
import { CSV_COLUMNS, gradesCsv } from './gradesCsv';

const claimed = (passed: boolean, ofThisCode = true) => ({
  passed,
  steps: { passed: 6, total: 6 },
  cases: { passed: 84, total: 84 },
  ranAt: '2026-12-01T09:31:00.000Z',
  ofThisCode,
});

describe('gradesCsv', () => {
  it('writes a header and one record per row, CRLF between records', () => {
    const csv = gradesCsv([row({ regrade: regrade(true), claimed: claimed(true) })]);
    expect(csv).toBe(
      `${CSV_COLUMNS.join(',')}\r\n` +
        'Ada Lovelace,tool-calling,parse-tool-calls,typescript,passed,6,6,84,84,passed,yes,2026-12-01T09:30:00.000Z,ada.submission.json,\r\n',
    );
  });

  it('says whether the browser agreed, and leaves it empty for a verdict of earlier code or none', () => {
    const csv = gradesCsv([
      row({ status: 'failed', regrade: regrade(false), claimed: claimed(true) }),
      row({ status: 'failed', regrade: regrade(false), claimed: claimed(true, false) }),
      row({ status: 'failed', regrade: regrade(false) }),
    ]);
    const records = parse(csv, { columns: true }) as Record<string, string>[];
    expect(records.map((r) => [r.browser_verdict, r.browser_agrees, r.steps_passed, r.cases_passed])).toEqual([
      ['passed', 'no', '5', '80'],
      ['passed (earlier code)', '', '5', '80'],
      ['none', '', '5', '80'],
    ]);
  });

  it('quotes commas, quotes and line breaks (RFC 4180), and reads back to the same text', () => {
    const message = 'Failed: "Check 2", known tool;\nsee the report';
    const csv = gradesCsv([row({ learner: 'Lovelace, Ada', message })]);
    expect(csv).toContain('"Lovelace, Ada"');
    expect(csv).toContain('"Failed: ""Check 2"", known tool;\nsee the report"');
    const [record] = parse(csv, { columns: true }) as Record<string, string>[];
    expect(record).toMatchObject({ learner: 'Lovelace, Ada', message });
  });

  it('never lets a cell start a spreadsheet formula (OWASP CSV injection)', () => {
    const names = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', 'Ada'];
    const records = parse(gradesCsv(names.map((learner) => row({ learner, file: learner }))), { columns: true }) as Record<
      string,
      string
    >[];
    expect(records.map((r) => r.learner)).toEqual([
      '\'=HYPERLINK("http://evil.example","x")',
      "'+1+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\t=1",
      'Ada',
    ]);
    expect(records.map((r) => r.file)).toEqual(records.map((r) => r.learner));
  });

  it('leaves the counts empty for a row that was not graded', () => {
    const [record] = parse(gradesCsv([row({ status: 'damaged', exercise: '', language: '', savedAt: '', message: 'not valid JSON' })]), {
      columns: true,
    }) as Record<string, string>[];
    expect(record).toMatchObject({ status: 'damaged', steps_passed: '', cases_total: '', browser_verdict: '', message: 'not valid JSON' });
  });
});
