/**
 * `npm run grade -- --batch`, as a teacher runs it: every learner's code graded in the built site's sandbox in
 * headless Chromium (the site e2e's global setup built), the reports written, the summary printed. And the same
 * folder graded in two shards and merged, which must equal the single run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { writeSubmissionFolder } from '../src/test/fixtures/submissionFolder';
import { junitSchemaErrors } from '../src/test/junitSchema';
import { exercise as parseToolCalls } from './support/exercise';
import { CHROMIUM_PATH } from './support/browser';
import { ROOT } from './support/server';

const run = promisify(execFile);
const CLI = ['--import', 'tsx', 'scripts/grade.ts'];
const env = { ...process.env, PLAYGROUND_CHROMIUM: CHROMIUM_PATH };
const grade = (...args: string[]) => run(process.execPath, [...CLI, ...args], { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 });

let dir: string;
let result: { stdout: string; csv: Record<string, string>[]; xml: string };

const reportsOf = (out: string) => ({
  csv: readFileSync(join(out, 'grades.csv'), 'utf8'),
  xml: readFileSync(join(out, 'junit.xml'), 'utf8'),
  json: JSON.parse(readFileSync(join(out, 'grades.json'), 'utf8')) as { files: { file: string; rows: Record<string, unknown>[] }[] },
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'batch-grade-'));
  mkdirSync(join(dir, 'submissions'));
  await writeSubmissionFolder(join(dir, 'submissions'), parseToolCalls);
  const { stdout } = await grade('--batch', join(dir, 'submissions'));
  const out = join(dir, 'submissions-grades');
  const reports = reportsOf(out);
  result = { stdout, csv: parse(reports.csv, { columns: true }) as Record<string, string>[], xml: reports.xml };
}, 300_000);

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
    expect(result.stdout).toMatch(/Wrote .*submissions-grades\/grades\.csv, .*junit\.xml, .*grades\.json/);
  });

  it('exits 2 with the usage when the folder is missing, and writes nothing', async () => {
    const failure = await grade('--batch', join(dir, 'nowhere')).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Not a folder: .*nowhere\n\nUsage: npm run grade -- --batch/),
    });
    expect(existsSync(join(dir, 'nowhere-grades'))).toBe(false);
  });

  it('grades one shard of the folder, and the shards merged equal the whole folder graded at once', async () => {
    const folder = join(dir, 'submissions');
    const shards = [join(dir, 'shard-1'), join(dir, 'shard-2')];
    await grade('--batch', folder, '--shard', '1/2', '--out', shards[0]!, '--jobs', '1');
    await grade('--batch', folder, '--shard', '2/2', '--out', shards[1]!, '--jobs', '1');
    const parts = shards.map((shard) => reportsOf(shard).json.files.map((file) => file.file));
    expect(parts[0]!.length + parts[1]!.length, 'each file in exactly one shard').toBe(
      result.csv.filter((r, i, all) => all.findIndex((o) => o.file === r.file) === i).length,
    );
    expect(parts[0]!.filter((file) => parts[1]!.includes(file))).toEqual([]);
    const merged = join(dir, 'merged');
    const { stdout } = await grade('--merge', ...shards, '--out', merged);
    expect(stdout).toContain('Merged 2 report folders');
    const whole = reportsOf(join(dir, 'submissions-grades'));
    const joined = reportsOf(merged);
    // Times differ from run to run; everything else is the same, byte for byte.
    expect(joined.csv).toBe(whole.csv);
    const timeless = (xml: string) => xml.replace(/ (time|timestamp|hostname)="[^"]*"/g, '');
    expect(timeless(joined.xml)).toBe(timeless(whole.xml));
    const rows = (json: ReturnType<typeof reportsOf>['json']) =>
      json.files.map((file) => ({ ...file, rows: file.rows.map(({ durationMs: _durationMs, ...row }) => row) }));
    expect(rows(joined.json)).toEqual(rows(whole.json));
  }, 300_000);

  it('refuses to merge when a shard is missing, and says which', async () => {
    const failure = await grade('--merge', join(dir, 'shard-1'), '--out', join(dir, 'half')).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining('Shard 2/2 missing') });
    expect(existsSync(join(dir, 'half'))).toBe(false);
  });
});
