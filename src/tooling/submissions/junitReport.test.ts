import { describe, expect, it } from 'vitest';
import { regrade, row } from '../../test/fixtures/gradeRows';
import { junitSchemaErrors } from '../../test/junitSchema';
import type { BatchResult } from './batchGrade';
import { junitReport } from './junitReport';

const batch = (files: BatchResult['files']): BatchResult => ({
  course: { id: 'tool-calling', title: 'Build a tool-calling agent' },
  gradedAt: new Date(Date.UTC(2026, 11, 2, 15, 4, 5, 678)),
  files,
});

/** The elements of a report, read back by the DOM parser of the test's own runtime. */
function read(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  return doc;
}

describe('junitReport', () => {
  it('writes a testsuite per file and a testcase per exercise and language, failing and erring as the rows say', async () => {
    const xml = junitReport(
      batch([
        {
          file: 'ada.submission.json',
          rows: [
            row({ regrade: regrade(true) }),
            row({ language: 'python', status: 'failed', regrade: regrade(false), message: 'Failed: Check 2: known tool (9/13).' }),
            row({
              exercise: 'agent-loop',
              status: 'changed',
              regrade: regrade(true),
              message: 'Changed after it was downloaded; regraded: passed.',
            }),
            row({
              exercise: 'agent-loop',
              language: 'python',
              status: 'failed',
              regrade: regrade(false, { unrunnable: 'Does not compile: line 3' }),
              message: 'Does not compile: line 3',
            }),
          ],
        },
        {
          file: 'notes.txt',
          rows: [
            row({ learner: '', course: '', exercise: '', language: '', status: 'damaged', file: 'notes.txt', message: 'not valid JSON' }),
          ],
        },
      ]),
      'grader  host',
    );
    expect(await junitSchemaErrors(xml)).toEqual([]);
    const doc = read(xml);
    const suites = [...doc.querySelectorAll('testsuite')];
    expect(
      suites.map((s) => [s.getAttribute('name'), s.getAttribute('tests'), s.getAttribute('failures'), s.getAttribute('errors')]),
    ).toEqual([
      ['Ada Lovelace (ada.submission.json)', '4', '1', '2'],
      ['notes.txt', '1', '0', '1'],
    ]);
    expect(suites[0]!.getAttribute('timestamp')).toBe('2026-12-02T15:04:05');
    const cases = [...doc.querySelectorAll('testcase')].map((c) => [
      c.getAttribute('name'),
      c.firstElementChild?.tagName ?? 'passed',
      c.firstElementChild?.getAttribute('type'),
    ]);
    expect(cases).toEqual([
      ['parse-tool-calls (typescript)', 'passed', undefined],
      ['parse-tool-calls (python)', 'failure', 'failed'],
      ['agent-loop (typescript)', 'error', 'changed'],
      ['agent-loop (python)', 'error', 'does-not-run'],
      ['submission file', 'error', 'damaged'],
    ]);
    expect(doc.querySelector('failure')!.getAttribute('message')).toBe('Failed steps: Check 2: known tool (9/13).');
    expect(doc.querySelector('failure')!.textContent).toContain('5 of 6 steps passed');
  });

  it('stays valid XML whatever a learner wrote: markup, quotes, control characters and names the schema reads as tokens', async () => {
    const learner = '  <script>"Ada"\u0001 &\tLovelace  ';
    const xml = junitReport(
      batch([
        {
          file: 'x&y.json',
          rows: [
            row({ learner, status: 'failed', regrade: regrade(false, { report: 'printed \u0000\u0007 <b>' }), message: ']]> <![CDATA[' }),
          ],
        },
      ]),
      'host',
    );
    expect(await junitSchemaErrors(xml)).toEqual([]);
    const doc = read(xml);
    expect(doc.querySelector('testsuite')!.getAttribute('name')).toBe('<script>"Ada"\uFFFD & Lovelace (x&y.json)');
    expect(doc.querySelector('failure')!.textContent).toContain('printed \uFFFD\uFFFD <b>');
  });

  it('is valid with no files at all; the schema check itself refuses a report that lacks what the schema asks', async () => {
    expect(await junitSchemaErrors(junitReport(batch([]), 'host'))).toEqual([]);
    expect(await junitSchemaErrors('<testsuites><testsuite name="x"/></testsuites>')).not.toEqual([]);
  });
});
