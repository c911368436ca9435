import type { CourseIdentity } from '../../exercise/courseIdentity';
import type { Exercise } from '../../exercise/types';
import { readSubmission, type EntryRead } from '../../persistence/submission/readSubmission';
import { workerPools, type WorkerPools } from '../nodeDeps';
import { claimedText, unGradedRow, type GradeRow } from './gradeRow';
import { languageProblem, regradeEntry } from './regradeEntry';

/** What the batch knows before it grades a file: the course, its exercises and where their drivers are. */
export interface BatchCourse {
  identity: CourseIdentity;
  exercises: Map<string, Exercise>;
  /** The exercises folder (drivers and generators are imported from it). */
  root: string;
}

/** The rows of one submission file: one per entry, or one for the whole file when it cannot be read. */
export async function gradeSubmissionFile(file: string, text: string, course: BatchCourse): Promise<GradeRow[]> {
  const read = await readSubmission(text, course.identity);
  if (read.kind !== 'read') {
    const courseId = read.kind === 'foreign' ? read.course.id : '';
    return [unGradedRow({ learner: read.learner ?? '', course: courseId, file, status: read.kind, message: read.message })];
  }
  const { learner, course: identity } = read.submission;
  if (read.entries.length === 0) {
    return [unGradedRow({ learner, course: identity.id, file, status: 'empty', message: 'the submission holds no code' })];
  }
  // One set of workers per file: a learner's runs share workers (Pyodide starts once per learner), but code
  // from one learner's file never runs in a worker that another learner's code ran in before.
  const pools = workerPools(course.root);
  try {
    const rows: GradeRow[] = [];
    for (const entry of read.entries) rows.push(await gradeEntry(entry, { learner, file, intact: read.intact }, course, pools));
    return rows;
  } finally {
    pools.dispose();
  }
}

interface FileContext {
  learner: string;
  file: string;
  /** False when the file was changed after it was downloaded. */
  intact: boolean;
}

async function gradeEntry(read: EntryRead, context: FileContext, course: BatchCourse, pools: WorkerPools): Promise<GradeRow> {
  const base = { learner: context.learner, course: course.identity.id, file: context.file };
  if (!read.ok) {
    return unGradedRow({ ...base, exercise: read.exercise ?? '', language: read.language ?? '', status: 'damaged', message: read.message });
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
    return unGradedRow({ ...named, status: 'unknown-exercise', message: `this course has no exercise "${entry.exercise}"` });
  }
  const wrongLanguage = languageProblem(exercise, entry.language);
  if (wrongLanguage) return unGradedRow({ ...named, status: 'unknown-language', message: wrongLanguage });
  const started = performance.now();
  try {
    const regrade = await regradeEntry(exercise, entry, course.root, pools);
    const durationMs = performance.now() - started;
    const status = !context.intact ? 'changed' : regrade.passed ? 'passed' : 'failed';
    return { ...named, status, regrade, durationMs, message: messageOf(status, regrade, named.claimed) };
  } catch (error) {
    const message = `the grader failed on this entry (${(error as Error).message}); please report it`;
    return unGradedRow({ ...named, status: 'grader-error', message, durationMs: performance.now() - started });
  }
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
