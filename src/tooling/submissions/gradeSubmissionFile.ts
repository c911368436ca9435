import type { CourseIdentity } from '../../exercise/courseIdentity';
import type { Exercise } from '../../exercise/types';
import type { LanguageId } from '../../core/language';
import type { RunState } from '../../grading/runState';
import type { GradeRequest } from '../../graderPage/graderProtocol';
import { readSubmission, type EntryRead } from '../../persistence/submission/readSubmission';
import { claimedText, unGradedRow, type GradeRow } from './gradeRow';
import { BATCH_SEED, languageProblem, regradeOf } from './regradeEntry';

/** What the batch knows before it grades a file: the course and its exercises. */
export interface BatchCourse {
  identity: CourseIdentity;
  exercises: Map<string, Exercise>;
}

/**
 * Runs one learner's entries, in order, in the grading browser's sandbox (browserGrading/browserGrader.ts) and
 * resolves with each Run's state; rejects when the grader itself failed (never for what the code did).
 */
export type GradeEntries = (requests: GradeRequest[]) => Promise<RunState[]>;

interface FileContext {
  learner: string;
  file: string;
  /** False when the file was changed after it was downloaded. */
  intact: boolean;
}

/** A row's fields up to its status, and the entry's code to grade when it can be graded. */
type Planned = { row: GradeRow } | { named: Omit<GradeRow, 'status' | 'message' | 'durationMs'>; request: GradeRequest };

/**
 * The rows of one submission file: one per entry, or one for the whole file when it cannot be read. The
 * entries that can be graded go to the browser together, as one learner's (`grade`): none of their code runs
 * anywhere another learner's code ran.
 */
export async function gradeSubmissionFile(file: string, text: string, course: BatchCourse, grade: GradeEntries): Promise<GradeRow[]> {
  const read = await readSubmission(text, course.identity);
  if (read.kind !== 'read') {
    const courseId = read.kind === 'foreign' ? read.course.id : '';
    return [unGradedRow({ learner: read.learner ?? '', course: courseId, file, status: read.kind, message: read.message })];
  }
  const { learner, course: identity } = read.submission;
  if (read.entries.length === 0) {
    return [unGradedRow({ learner, course: identity.id, file, status: 'empty', message: 'the submission holds no code' })];
  }
  const context = { learner, file, intact: read.intact };
  const planned = read.entries.map((entry) => plan(entry, context, course));
  const requests = planned.flatMap((item) => ('request' in item ? [item.request] : []));
  let states: RunState[] | Error = [];
  try {
    if (requests.length > 0) states = await grade(requests);
  } catch (error) {
    states = error instanceof Error ? error : new Error(String(error));
  }
  let next = 0;
  return planned.map((item) => {
    if ('row' in item) return item.row;
    const state = Array.isArray(states) ? states[next++] : undefined;
    if (!state) {
      const why = states instanceof Error ? states.message : 'no result came back';
      return unGradedRow({ ...item.named, status: 'grader-error', message: `the grader failed on this entry (${why}); please report it` });
    }
    return gradedRow(item.named, state, context.intact);
  });
}

/** What becomes of an entry: a row already (it cannot be graded), or the request that grades it. */
function plan(read: EntryRead, context: FileContext, course: BatchCourse): Planned {
  const base = { learner: context.learner, course: course.identity.id, file: context.file };
  if (!read.ok) {
    const row = unGradedRow({
      ...base,
      exercise: read.exercise ?? '',
      language: read.language ?? '',
      status: 'damaged',
      message: read.message,
    });
    return { row };
  }
  const { entry } = read;
  const named = {
    ...base,
    exercise: entry.exercise,
    language: entry.language,
    savedAt: entry.savedAt,
    ...(entry.verdict ? { claimed: entry.verdict } : {}),
  };
  const exercise = course.exercises.get(entry.exercise);
  if (!exercise) {
    return { row: unGradedRow({ ...named, status: 'unknown-exercise', message: `this course has no exercise "${entry.exercise}"` }) };
  }
  const wrongLanguage = languageProblem(exercise, entry.language);
  if (wrongLanguage) return { row: unGradedRow({ ...named, status: 'unknown-language', message: wrongLanguage }) };
  // Every learner meets the same random inputs (BATCH_SEED), as many of them whatever the machine's load (repeatable).
  const request = { slug: entry.exercise, language: entry.language as LanguageId, code: entry.code, seed: BATCH_SEED, repeatable: true };
  return { named, request };
}

function gradedRow(named: Omit<GradeRow, 'status' | 'message' | 'durationMs'>, state: RunState, intact: boolean): GradeRow {
  const regrade = regradeOf(named.exercise, state, named.language as LanguageId);
  const status = !intact ? 'changed' : regrade.passed ? 'passed' : 'failed';
  return { ...named, status, regrade, durationMs: state.durationMs ?? 0, message: messageOf(status, regrade, named.claimed) };
}

/** The row's message: what the regrade found, and how it compares with what the browser showed. */
function messageOf(status: GradeRow['status'], regrade: NonNullable<GradeRow['regrade']>, claimed: GradeRow['claimed']): string {
  const parts: string[] = [];
  if (status === 'changed') parts.push(`Changed after it was downloaded; regraded: ${regrade.passed ? 'passed' : 'failed'}.`);
  if (regrade.unrunnable) parts.push(regrade.unrunnable);
  else if (regrade.failedSteps.length > 0) parts.push(`Failed: ${regrade.failedSteps.join('; ')}.`);
  if (claimed?.ofThisCode && claimed.passed !== regrade.passed) {
    parts.push(`The browser showed ${claimedText(claimed)}; the regrade ${regrade.passed ? 'passed' : 'failed'}.`);
  }
  return parts.join(' ');
}
