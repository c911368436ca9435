import { statSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { identityOf } from '../../exercise/courseIdentity';
import { loadCourseExercises, type CourseOnDisk } from '../../exercise/courseFromDisk';
import type { Exercise } from '../../exercise/types';
import { defaultJobs, isSetupError, openGradingSession } from '../browserGrading/gradingSession';
import { gradeFolder, inShard, languagesIn, submissionFiles, type Shard } from './batchGrade';
import { mergeReports, MergeError, writeReports } from './batchReports';
import { parseBatchArgs, type BatchArgs } from './batchArgs';
import { batchProgress } from './batchProgress';
import { printable, summaryTable } from './summaryTable';

export const BATCH_USAGE = `Usage: npm run grade -- --batch <folder of submission files> [--out <folder>] [--jobs N] [--shard K/N] [--browser <path>]
       npm run grade -- --merge <report folder> <report folder>… [--out <folder>]
  --batch grades every submission file in the folder again (never trusting the verdict the browser showed), in the
  page's own sandbox in headless Chromium, and writes grades.csv, junit.xml and grades.json to --out (default:
  <folder>-grades, beside the folder). --jobs: files side by side (default: one per core, here ${defaultJobs()}).
  --shard K/N: only the Kth of N parts of the folder (by file name), for a CI job matrix; --merge joins the parts'
  report folders into one report, the same as grading the whole folder at once (default --out: merged-grades).
  Exit status: 0 when the batch was graded (whatever the learners' results), 2 when it could not run.`;

export interface BatchCliOptions {
  /** The course the submissions are of (`--course`, else this repository's): its exercises, settings and identity. */
  course: CourseOnDisk;
  log?: (line: string) => void;
  error?: (line: string) => void;
}

/** The course's exercises, or why they cannot be loaded (then nothing can be graded fairly). */
function loadCourse(course: CourseOnDisk): Map<string, Exercise> | string {
  const loaded = loadCourseExercises(course);
  const broken = loaded.flatMap((result) => ('error' in result ? [result.error.message] : []));
  if (broken.length > 0) return `The course's exercises do not load, so nothing can be graded:\n${broken.join('\n')}`;
  return new Map(loaded.flatMap((result) => ('exercise' in result ? [[result.slug, result.exercise] as const] : [])));
}

/** `npm run grade -- --batch` and `--merge`: grades a folder (or joins reports), writes the reports; resolves with the exit status. */
export async function runBatchCli(args: string[], options: BatchCliOptions): Promise<number> {
  const { log = console.log, error = console.error } = options;
  const parsed = parseBatchArgs(args);
  if (typeof parsed === 'string') {
    error(`${parsed}\n\n${BATCH_USAGE}`);
    return 2;
  }
  if (parsed.mode === 'merge') return merge(parsed.folders, resolve(parsed.out ?? 'merged-grades'), log, error);
  const folder = resolve(parsed.folder);
  const out = resolve(parsed.out ?? join(dirname(folder), `${basename(folder)}-grades`));
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    error(`Not a folder: ${folder}\n\n${BATCH_USAGE}`);
    return 2;
  }
  const exercises = loadCourse(options.course);
  if (typeof exercises === 'string') {
    error(exercises);
    return 2;
  }
  return gradeBatch({ ...parsed, folder, out }, options.course, exercises, { log, error });
}

async function gradeBatch(
  args: Extract<BatchArgs, { mode: 'batch' }> & { out: string },
  courseOnDisk: CourseOnDisk,
  exercises: Map<string, Exercise>,
  { log, error }: { log: (line: string) => void; error: (line: string) => void },
): Promise<number> {
  const course = identityOf(courseOnDisk.course);
  const jobs = args.jobs ?? defaultJobs();
  const part = args.shard ? ` (shard ${args.shard.index}/${args.shard.count})` : '';
  log(`Grading the submissions in ${args.folder}${part} for “${course.title}” (${course.id}), ${jobs} at a time…`);
  let grader;
  try {
    // The languages the class wrote in: no Python is started for a class that wrote none.
    const languages = languagesIn(
      args.folder,
      submissionFiles(args.folder).filter((file) => inShard(file, args.shard)),
    );
    grader = await openGradingSession({
      course: courseOnDisk,
      jobs,
      languages,
      many: true,
      log,
      ...browserOf(args),
    });
  } catch (failure) {
    if (!isSetupError(failure)) throw failure;
    error(failure.message);
    return 2;
  }
  const progress = batchProgress(log);
  try {
    const batch = await gradeFolder(
      args.folder,
      { identity: course, exercises },
      {
        grade: (requests) => grader.grade(requests),
        jobs,
        ...(args.shard ? { shard: args.shard } : {}),
        onStart: progress.started,
        onFile: (file, done, total) =>
          progress.finished(printable(`${file.file}: ${file.rows.map((r) => r.status).join(', ')}`), file.file, done, total),
      },
    );
    progress.end();
    return write(args.out, batch, args.shard, log, error, summaryTable(batch.files.flatMap((file) => file.rows)));
  } finally {
    progress.end();
    await grader.close();
  }
}

const browserOf = (args: { browser?: string }) => (args.browser ? { browser: args.browser } : {});

function merge(folders: string[], out: string, log: (line: string) => void, error: (line: string) => void): number {
  try {
    const { batch, count } = mergeReports(folders.map((folder) => resolve(folder)));
    log(`Merged ${count} report folder${count === 1 ? '' : 's'}: ${batch.files.length} files.`);
    return write(out, batch, undefined, log, error, summaryTable(batch.files.flatMap((file) => file.rows)));
  } catch (failure) {
    if (!(failure instanceof MergeError)) throw failure;
    error(failure.message);
    return 2;
  }
}

function write(
  out: string,
  batch: Parameters<typeof writeReports>[1],
  shard: Shard | undefined,
  log: (line: string) => void,
  error: (line: string) => void,
  table: string,
): number {
  try {
    const written = writeReports(out, batch, shard, hostname());
    log(`\n${table}\n\nWrote ${written.join(', ')} (times in UTC).`);
    return 0;
  } catch (failure) {
    error(`Could not write the reports to ${out}: ${(failure as Error).message}`);
    return 2;
  }
}
