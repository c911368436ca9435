// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { exercises } from 'virtual:all-exercises';
import { writeSubmissionFolder } from '../../test/fixtures/submissionFolder';
import { junitSchemaErrors } from '../../test/junitSchema';

const run = promisify(execFile);
const CLI = ['--import', 'tsx', 'scripts/grade.ts'];
const parseToolCalls = exercises.find((e) => e.slug === 'parse-tool-calls')!;

let dir: string;
let result: { stdout: string; csv: Record<string, string>[]; xml: string };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'batch-grade-'));
  mkdirSync(join(dir, 'submissions'));
  await writeSubmissionFolder(join(dir, 'submissions'), parseToolCalls);
  const { stdout } = await run(process.execPath, [...CLI, '--batch', join(dir, 'submissions')], { timeout: 170_000 });
  const out = join(dir, 'submissions-grades');
  result = {
    stdout,
    csv: parse(readFileSync(join(out, 'grades.csv'), 'utf8'), { columns: true }) as Record<string, string>[],
    xml: readFileSync(join(out, 'junit.xml'), 'utf8'),
  };
}, 180_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The CSV's rows as [file, exercise, language, status, browser verdict, agrees]. */
const summary = () => result.csv.map((r) => [r.file, r.exercise, r.language, r.status, r.browser_verdict, r.browser_agrees]);

describe('npm run grade -- --batch', () => {
  it('grades good, failing, tampered, looping, damaged and foreign files, one CSV row per learner, exercise and language', () => {
    expect(summary()).toEqual([
      ['ada.submission.json', 'parse-tool-calls', 'typescript', 'passed', 'passed', 'yes'],
      ['ada.submission.json', 'parse-tool-calls', 'python', 'passed', 'passed', 'yes'],
      ['bob.submission.json', 'parse-tool-calls', 'typescript', 'failed', 'failed', 'yes'],
      ['bob.submission.json', 'no-such-exercise', 'typescript', 'unknown-exercise', 'failed', ''],
      ['bob.submission.json', 'parse-tool-calls', 'rust', 'unknown-language', 'none', ''],
      ['carol.submission.json', 'parse-tool-calls', 'typescript', 'changed', 'passed', 'no'],
      ['dan.submission.json', 'parse-tool-calls', 'typescript', 'failed', 'passed', 'no'],
      ['eve.submission.json', '', '', 'damaged', '', ''],
      ['frank.submission.json', '', '', 'foreign', '', ''],
      ['huge.json', '', '', 'damaged', '', ''],
      ['notes.txt', '', '', 'damaged', '', ''],
    ]);
  });

  it('counts steps and cases of the regrade, and says why in each row that did not pass', () => {
    const [ada, , bob, , , carol, dan, eve, frank, huge, notes] = result.csv;
    const total = String(parseToolCalls.cases.length);
    expect(ada).toMatchObject({
      learner: 'Ada Lovelace',
      course: 'tool-calling',
      steps_passed: '6',
      steps_total: '6',
      cases_passed: total,
      message: '',
    });
    expect(bob!.learner).toBe('\'=HYPERLINK("http://evil.example","Bob")');
    expect(bob!.message).toMatch(/^Failed: Finding the blocks \(\d+\/\d+\);/);
    expect(carol!.message).toMatch(
      /^Changed after it was downloaded; regraded: failed\..*The browser showed passed; the regrade failed\.$/,
    );
    expect(dan!.message).toMatch(/^Stopped after 3 cases in a row took too long/);
    expect(eve!.message).toMatch(/^not valid JSON .*cut short/);
    expect(frank).toMatchObject({
      learner: 'Frank',
      course: 'another-course',
      message: expect.stringMatching(/^from another course: “Another course”/),
    });
    expect(huge!.message).toMatch(/^too large to be a submission/);
    expect(notes!.message).toMatch(/^not valid JSON/);
  });

  it('writes a JUnit report the JUnit XSD accepts: a suite per file, <failure> for failing code, <error> for the rest', async () => {
    expect(await junitSchemaErrors(result.xml)).toEqual([]);
    const suites = [...result.xml.matchAll(/<testsuite name="([^"]*)"[^>]* tests="(\d+)" failures="(\d+)" errors="(\d+)"/g)].map((m) =>
      m.slice(1),
    );
    expect(suites).toEqual([
      ['Ada Lovelace (ada.submission.json)', '2', '0', '0'],
      ['=HYPERLINK(&quot;http://evil.example&quot;,&quot;Bob&quot;) (bob.submission.json)', '3', '1', '2'],
      ['Carol (carol.submission.json)', '1', '0', '1'],
      ['Dan (dan.submission.json)', '1', '0', '1'],
      ['eve.submission.json', '1', '0', '1'],
      ['Frank (frank.submission.json)', '1', '0', '1'],
      ['huge.json', '1', '0', '1'],
      ['notes.txt', '1', '0', '1'],
    ]);
    const types = [...result.xml.matchAll(/<(failure|error) message="[^"]*" type="([^"]+)"/g)].map((m) => `${m[1]}:${m[2]}`);
    expect(types).toEqual([
      'failure:failed',
      'error:unknown-exercise',
      'error:unknown-language',
      'error:changed',
      'error:does-not-run',
      'error:damaged',
      'error:foreign',
      'error:damaged',
      'error:damaged',
    ]);
  });

  it('prints a summary table and where the reports are', () => {
    expect(result.stdout).toMatch(/learner +exercise +language +status +steps +cases +browser/);
    expect(result.stdout).toContain('11 rows: 2 passed, 2 failed, 1 unknown-exercise, 1 unknown-language, 1 changed, 3 damaged, 1 foreign');
    expect(result.stdout).toMatch(/Wrote .*submissions-grades\/grades\.csv and .*junit\.xml/);
  });

  it('exits 2 with the usage when the folder is missing, and writes nothing', async () => {
    const failure = await run(process.execPath, [...CLI, '--batch', join(dir, 'nowhere')]).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^Not a folder: .*nowhere\n\nUsage: npm run grade -- --batch/),
    });
    expect(existsSync(join(dir, 'nowhere-grades'))).toBe(false);
  });
});
