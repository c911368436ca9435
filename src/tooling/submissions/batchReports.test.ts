// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { regrade, row } from '../../test/fixtures/gradeRows';
import { TEST_COURSE } from '../../test/fixtures/submissionFolder';
import type { BatchResult } from './batchGrade';
import { GRADES_JSON, mergeReports, MergeError, writeReports } from './batchReports';

const dirs: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'batch-reports-'));
  dirs.push(made);
  return made;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const file = (name: string, learner: string) => ({ file: name, rows: [row({ learner, file: name, regrade: regrade(true) })] });
const batch = (files: BatchResult['files'], at = '2026-12-03T10:00:00.000Z'): BatchResult => ({
  course: TEST_COURSE,
  gradedAt: new Date(at),
  files,
});

describe('writeReports and mergeReports', () => {
  it('joins shards into the reports one run of the whole folder writes', () => {
    const [whole, one, two, merged] = [folder(), folder(), folder(), folder()];
    const [ada, bob, carol] = [file('ada.json', 'Ada'), file('bob.json', 'Bob'), file('carol.json', 'Carol')];
    writeReports(whole, batch([ada, bob, carol]), undefined, 'host');
    writeReports(one, batch([bob], '2026-12-03T10:05:00.000Z'), { index: 1, count: 2 }, 'host');
    writeReports(two, batch([ada, carol]), { index: 2, count: 2 }, 'host');
    const joined = mergeReports([one, two]);
    expect(joined.count).toBe(2);
    writeReports(merged, joined.batch, undefined, 'host');
    for (const name of ['grades.csv', 'junit.xml', GRADES_JSON]) {
      expect(readFileSync(join(merged, name), 'utf8'), name).toBe(readFileSync(join(whole, name), 'utf8'));
    }
  });

  it('refuses a missing shard, a shard given twice, a file in two shards, and another course', () => {
    const [one, two, again, other] = [folder(), folder(), folder(), folder()];
    writeReports(one, batch([file('ada.json', 'Ada')]), { index: 1, count: 3 }, 'host');
    writeReports(two, batch([file('ada.json', 'Ada')]), { index: 2, count: 3 }, 'host');
    writeReports(again, batch([file('bob.json', 'Bob')]), { index: 1, count: 3 }, 'host');
    expect(() => mergeReports([one, two])).toThrow('Shard 3/3 missing.');
    expect(() => mergeReports([one, again])).toThrow('A shard is given twice.');
    writeReports(two, batch([file('ada.json', 'Ada')]), { index: 2, count: 2 }, 'host');
    writeReports(one, batch([file('ada.json', 'Ada')]), { index: 1, count: 2 }, 'host');
    expect(() => mergeReports([one, two])).toThrow(/ada\.json is graded in both/);
    writeReports(
      other,
      { ...batch([file('bob.json', 'Bob')]), course: { id: 'another', title: 'Another' } },
      { index: 2, count: 2 },
      'host',
    );
    expect(() => mergeReports([one, other])).toThrow(/course another/);
  });

  it('names a folder that holds no report, or a damaged one', () => {
    const empty = folder();
    expect(() => mergeReports([empty])).toThrow(MergeError);
    expect(() => mergeReports([empty])).toThrow(/grades\.json is missing/);
    writeFileSync(join(empty, GRADES_JSON), '{"format": "something else"}');
    expect(() => mergeReports([empty])).toThrow(/is not a report of `npm run grade -- --batch`/);
  });
});
