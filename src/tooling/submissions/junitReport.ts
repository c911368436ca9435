import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { BatchResult, GradedFile } from './batchGrade';
import { claimedText, type GradeRow } from './gradeRow';

/**
 * junit.xml, in the Ant JUnit schema that GitHub Classroom, GitLab and Jenkins read (the windyroad JUnit.xsd,
 * which the tests validate it against): a <testsuite> per submission file (a learner), a <testcase> per
 * exercise and language, <failure> for code that ran and failed, <error> for what could not be graded as it
 * stands (a damaged, foreign, empty or changed file, an unknown exercise or language, code that does not run).
 */
export function junitReport(batch: BatchResult, hostname: string): string {
  // XML 1.0 cannot hold most control characters, even escaped: a learner's output may print them.
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '\uFFFD' });
  const suites = doc.ele('testsuites');
  batch.files.forEach((file, index) => suite(suites, file, index, batch, hostname));
  return doc.end({ prettyPrint: true });
}

/** xs:token: no line breaks or tabs, no leading, trailing or double spaces; the schema asks it of names. */
const token = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The schema's timestamp: local ISO 8601 without a zone or fraction; UTC is written, as the batch summary says. */
const timestamp = (date: Date) => date.toISOString().slice(0, 19);

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function suite(parent: XMLBuilder, file: GradedFile, index: number, batch: BatchResult, hostname: string): void {
  const learner = file.rows.find((row) => row.learner)?.learner ?? '';
  const failures = file.rows.filter((row) => element(row)?.name === 'failure').length;
  const errors = file.rows.filter((row) => element(row)?.name === 'error').length;
  const node = parent.ele('testsuite', {
    name: token(learner ? `${learner} (${file.file})` : file.file) || 'submission',
    package: token(batch.course.id),
    id: String(index),
    timestamp: timestamp(batch.gradedAt),
    hostname: token(hostname) || 'localhost',
    tests: String(file.rows.length),
    failures: String(failures),
    errors: String(errors),
    time: seconds(file.rows.reduce((sum, row) => sum + row.durationMs, 0)),
  });
  const properties = node.ele('properties');
  properties.ele('property', { name: 'learner', value: learner });
  properties.ele('property', { name: 'file', value: file.file });
  properties.ele('property', { name: 'course', value: batch.course.id });
  for (const row of file.rows) testcase(node, row, learner || file.file);
  node.ele('system-out');
  node.ele('system-err');
}

function testcase(parent: XMLBuilder, row: GradeRow, classname: string): void {
  const name = row.exercise ? `${row.exercise} (${row.language || 'no language'})` : 'submission file';
  const node = parent.ele('testcase', {
    name: token(name) || 'entry',
    classname: token(classname) || 'submission',
    time: seconds(row.durationMs),
  });
  const found = element(row);
  if (found) node.ele(found.name, { message: found.message, type: found.type }).txt(found.body);
}

/** The <failure> or <error> a row gets, if any. */
function element(row: GradeRow): { name: 'failure' | 'error'; type: string; message: string; body: string } | undefined {
  const regrade = row.regrade;
  const body = [row.message, regrade?.report ?? ''].filter(Boolean).join('\n\n');
  if (row.status === 'passed') return undefined;
  if (row.status === 'failed' && regrade && !regrade.unrunnable) {
    const browser = row.claimed ? ` The browser showed: ${claimedText(row.claimed)}.` : '';
    return { name: 'failure', type: 'failed', message: `Failed steps: ${regrade.failedSteps.join('; ')}.${browser}`, body };
  }
  const type = row.status === 'failed' ? 'does-not-run' : row.status;
  return { name: 'error', type, message: row.message || row.status, body };
}
