import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_SUBMISSION_CHARS } from '../../persistence/submission/submissionFormat';
import { unGradedRow, type GradeRow } from './gradeRow';
import { gradeSubmissionFile, type BatchCourse } from './gradeSubmissionFile';

/** The rows of one file of the folder. */
export interface GradedFile {
  file: string;
  rows: GradeRow[];
}

export interface BatchResult {
  course: BatchCourse['identity'];
  /** When the batch started: the JUnit report's timestamp. */
  gradedAt: Date;
  files: GradedFile[];
}

/**
 * The files a batch grades: every file directly in the folder but hidden ones (`.DS_Store`), in name order.
 * Not only `*.json`: a learner's file renamed on the way is still theirs, and gets a row that says what it is.
 */
export function submissionFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((item) => !item.name.startsWith('.') && statSync(join(folder, item.name)).isFile())
    .map((item) => item.name)
    .sort();
}

/**
 * Grades every submission file of `folder` again, one file after another (two cores are shared with the
 * learners' code's own workers). `onFile` hears of each file as it is done, for progress on a terminal.
 */
export async function gradeFolder(folder: string, course: BatchCourse, onFile?: (graded: GradedFile) => void): Promise<BatchResult> {
  const gradedAt = new Date();
  const files: GradedFile[] = [];
  for (const file of submissionFiles(folder)) {
    const graded = { file, rows: await gradeOne(join(folder, file), file, course) };
    files.push(graded);
    onFile?.(graded);
  }
  return { course: course.identity, gradedAt, files };
}

async function gradeOne(path: string, file: string, course: BatchCourse): Promise<GradeRow[]> {
  const damaged = (message: string) => [unGradedRow({ learner: '', course: '', file, status: 'damaged', message })];
  let text: string;
  try {
    // Never read a huge file: its size alone says it is not a submission.
    const { size } = statSync(path);
    if (size > MAX_SUBMISSION_CHARS) {
      return damaged(`too large to be a submission (${(size / 1e6).toFixed(1)} MB; one is at most ${MAX_SUBMISSION_CHARS / 1e6} MB)`);
    }
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return damaged(`could not be read (${(error as Error).message})`);
  }
  try {
    return await gradeSubmissionFile(file, text, course);
  } catch (error) {
    // Entries catch their own failures; this is the grader failing around them. The batch goes on.
    const message = `the grader failed on this file (${(error as Error).message}); please report it`;
    return [unGradedRow({ learner: '', course: '', file, status: 'grader-error', message })];
  }
}
