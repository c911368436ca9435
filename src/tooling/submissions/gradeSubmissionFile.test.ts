import { describe, expect, it } from 'vitest';
import { exercises } from 'virtual:all-exercises';
import { initialRunState, type RunState } from '../../grading/runState';
import type { GradeRequest } from '../../graderPage/graderProtocol';
import { entry, submissionText, TEST_COURSE } from '../../test/fixtures/submissionFolder';
import { gradeSubmissionFile, type BatchCourse } from './gradeSubmissionFile';
import { BATCH_SEED } from './regradeEntry';

const parse = exercises.find((exercise) => exercise.slug === 'parse-tool-calls')!;
const course: BatchCourse = { identity: TEST_COURSE, exercises: new Map([[parse.slug, parse]]) };

/** A finished Run in which every case passed, as the grading page would return it. */
function allPassed(): RunState {
  const state = initialRunState(parse);
  return { ...state, phase: 'done', steps: state.steps.map((step) => ({ ...step, status: 'pass', passed: step.total })), durationMs: 321 };
}

describe('gradeSubmissionFile', () => {
  it('sends only the entries that can be graded, as one learner’s, with the batch’s seed, and keeps the file’s order', async () => {
    const asked: GradeRequest[][] = [];
    const text = await submissionText('Ada', [
      entry('parse-tool-calls', 'typescript', 'ts code', true),
      entry('no-such-exercise', 'typescript', 'x'),
      entry('parse-tool-calls', 'python', 'py code', true),
    ]);
    const rows = await gradeSubmissionFile('ada.json', text, course, async (requests) => {
      asked.push(requests);
      return requests.map(allPassed);
    });
    expect(asked).toEqual([
      [
        { slug: 'parse-tool-calls', language: 'typescript', code: 'ts code', seed: BATCH_SEED, repeatable: true },
        { slug: 'parse-tool-calls', language: 'python', code: 'py code', seed: BATCH_SEED, repeatable: true },
      ],
    ]);
    expect(rows.map((row) => [row.exercise, row.language, row.status])).toEqual([
      ['parse-tool-calls', 'typescript', 'passed'],
      ['no-such-exercise', 'typescript', 'unknown-exercise'],
      ['parse-tool-calls', 'python', 'passed'],
    ]);
    expect(rows[0]!.durationMs).toBe(321);
  });

  it('gives each graded entry a grader-error row, never a learner’s failure, when the grading browser failed', async () => {
    const text = await submissionText('Ada', [entry('parse-tool-calls', 'typescript', 'ts code', true)]);
    const rows = await gradeSubmissionFile('ada.json', text, course, () => Promise.reject(new Error('the grading browser failed 3 times')));
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'grader-error',
        message: 'the grader failed on this entry (the grading browser failed 3 times); please report it',
      }),
    ]);
  });
});
