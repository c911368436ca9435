// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { regrade, row } from '../../test/fixtures/gradeRows';
import { summaryTable } from './summaryTable';

describe('summaryTable', () => {
  it('lines up a row per entry, counts each status, and lists the rows with something to say', () => {
    const text = summaryTable([
      row({ regrade: regrade(true) }),
      row({ language: 'python', status: 'failed', regrade: regrade(false), message: 'Failed: Check 2: known tool (9/13).' }),
      row({ learner: '', exercise: '', language: '', status: 'damaged', file: 'notes.txt', message: 'not valid JSON' }),
    ]);
    expect(text.split('\n').slice(0, 5)).toEqual([
      'learner       exercise          language    status   steps  cases  browser',
      '------------  ----------------  ----------  -------  -----  -----  -------',
      'Ada Lovelace  parse-tool-calls  typescript  passed   6/6    84/84  none',
      'Ada Lovelace  parse-tool-calls  python      failed   5/6    80/84  none',
      '(notes.txt)                                 damaged',
    ]);
    expect(text).toContain('3 rows: 1 passed, 1 failed, 1 damaged');
    expect(text).toContain('  ada.submission.json parse-tool-calls (python): Failed: Check 2: known tool (9/13).');
    expect(text).toContain('  notes.txt: not valid JSON');
  });

  it('never prints a learner’s control characters to the terminal', () => {
    const text = summaryTable([row({ learner: 'Eve\u001b[2J\u0007', message: 'from another course: “\u001b]0;owned\u0007”' })]);
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(text).toContain('Eve?[2J?');
  });
});
