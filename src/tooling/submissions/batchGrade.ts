import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageId } from '../../core/language';
import { MAX_SUBMISSION_CHARS } from '../../persistence/submission/submissionFormat';
import { unGradedRow, type GradeRow } from './gradeRow';
import { gradeSubmissionFile, type BatchCourse, type GradeEntries } from './gradeSubmissionFile';

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
 * The languages the folder's submissions are written in, read cheaply ahead of grading (a file that cannot be
 * read says nothing): the grading pages start those languages' sandboxes as they open, and no Python for a
 * class that wrote none.
 */
export function languagesIn(folder: string, files: string[]): LanguageId[] {
  const seen = new Set<LanguageId>();
  for (const file of files) {
    try {
      if (statSync(join(folder, file)).size > MAX_SUBMISSION_CHARS) continue;
      const entries = (JSON.parse(readFileSync(join(folder, file), 'utf8')) as { entries?: { language?: unknown }[] }).entries;
      for (const entry of Array.isArray(entries) ? entries : []) {
        if (entry?.language === 'typescript' || entry?.language === 'python') seen.add(entry.language);
      }
    } catch {
      // Not a submission, or a damaged one: gradeOne says so in its row.
    }
  }
  return [...seen];
}

/** One Nth of a folder (`--shard K/N`): K counts from 1. */
export interface Shard {
  index: number;
  count: number;
}

/**
 * Whether a file belongs to a shard: by a digest of its name alone, so a file stays in its shard however many
 * files are added or taken away, and every shard's run of one folder takes each file exactly once.
 */
export function inShard(file: string, shard: Shard | undefined): boolean {
  if (!shard || shard.count === 1) return true;
  return createHash('sha256').update(file).digest().readUInt32BE(0) % shard.count === shard.index - 1;
}

export interface GradeFolderOptions {
  /** Runs one learner's entries in the grading browser (gradeSubmissionFile.ts). */
  grade: GradeEntries;
  /** How many files are graded side by side (the grading browser has as many pages). */
  jobs: number;
  shard?: Shard;
  /** Hears of each file as it is done (in the order they finish), with how many are done of how many. */
  onFile?: (graded: GradedFile, done: number, total: number) => void;
  /** Hears of each file as it starts. */
  onStart?: (file: string) => void;
}

/**
 * Grades the submission files of `folder` again (those of the shard, if one is given), `jobs` at a time, and
 * returns their rows in the files' name order, however the grading interleaved.
 */
export async function gradeFolder(folder: string, course: BatchCourse, options: GradeFolderOptions): Promise<BatchResult> {
  const gradedAt = new Date();
  const files = submissionFiles(folder).filter((file) => inShard(file, options.shard));
  const graded: GradedFile[] = new Array<GradedFile>(files.length);
  let nextIndex = 0;
  let done = 0;
  const worker = async () => {
    for (let index = nextIndex++; index < files.length; index = nextIndex++) {
      const file = files[index]!;
      options.onStart?.(file);
      const result = { file, rows: await gradeOne(join(folder, file), file, course, options.grade) };
      graded[index] = result;
      options.onFile?.(result, ++done, files.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.jobs, files.length)) }, worker));
  return { course: course.identity, gradedAt, files: graded };
}

async function gradeOne(path: string, file: string, course: BatchCourse, grade: GradeEntries): Promise<GradeRow[]> {
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
    return await gradeSubmissionFile(file, text, course, grade);
  } catch (error) {
    // Entries catch their own failures; this is the grader failing around them. The batch goes on.
    const message = `the grader failed on this file (${(error as Error).message}); please report it`;
    return [unGradedRow({ learner: '', course: '', file, status: 'grader-error', message })];
  }
}
