import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { identityOf } from '../../exercise/courseIdentity';
import { loadCourseExercises, type CourseOnDisk } from '../../exercise/courseFromDisk';
import type { Exercise } from '../../exercise/types';
import { gradeFolder } from './batchGrade';
import { gradesCsv } from './gradesCsv';
import { junitReport } from './junitReport';
import { printable, summaryTable } from './summaryTable';

export const BATCH_USAGE = `Usage: npm run grade -- --batch <folder of submission files> [--out <folder>]
  Grades every submission file in the folder again (never trusting the verdict the browser showed), and writes
  grades.csv and junit.xml to --out (default: <folder>-grades, beside the folder).
  Exit status: 0 when the batch was graded (whatever the learners' results), 2 when it could not run.`;

export interface BatchCliOptions {
  /** The course the submissions are of (`--course`, else this repository's): its exercises, settings and identity. */
  course: CourseOnDisk;
  log?: (line: string) => void;
  error?: (line: string) => void;
}

/** What the arguments ask for, or why they cannot be followed. */
function parseArgs(args: string[]): { folder: string; out: string } | string {
  const rest = [...args];
  const take = (flag: string) => {
    const at = rest.indexOf(flag);
    if (at < 0) return undefined;
    const [, value] = rest.splice(at, 2);
    return value ?? '';
  };
  const folder = take('--batch');
  const out = take('--out');
  if (!folder || folder.startsWith('--')) return 'Name the folder of submission files after --batch.';
  if (out === '' || out?.startsWith('--')) return 'Name the folder to write the reports to after --out.';
  if (rest.length > 0) return `Unexpected argument${rest.length > 1 ? 's' : ''}: ${rest.join(' ')}`;
  const resolved = resolve(folder);
  return { folder: resolved, out: resolve(out ?? join(dirname(resolved), `${basename(resolved)}-grades`)) };
}

/** The course's exercises, or why they cannot be loaded (then nothing can be graded fairly). */
function loadCourse(course: CourseOnDisk): Map<string, Exercise> | string {
  const loaded = loadCourseExercises(course);
  const broken = loaded.flatMap((result) => ('error' in result ? [result.error.message] : []));
  if (broken.length > 0) return `The course's exercises do not load, so nothing can be graded:\n${broken.join('\n')}`;
  return new Map(loaded.flatMap((result) => ('exercise' in result ? [[result.slug, result.exercise] as const] : [])));
}

/** `npm run grade -- --batch`: grades a folder, writes the reports, prints the summary; resolves with the exit status. */
export async function runBatchCli(args: string[], options: BatchCliOptions): Promise<number> {
  const { log = console.log, error = console.error } = options;
  const course = identityOf(options.course.course);
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') {
    error(`${parsed}\n\n${BATCH_USAGE}`);
    return 2;
  }
  const { folder, out } = parsed;
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    error(`Not a folder: ${folder}\n\n${BATCH_USAGE}`);
    return 2;
  }
  const root = options.course.exercisesDir;
  const exercises = loadCourse(options.course);
  if (typeof exercises === 'string') {
    error(exercises);
    return 2;
  }
  log(`Grading the submissions in ${folder} for “${course.title}” (${course.id})…`);
  const batch = await gradeFolder(folder, { identity: course, exercises, root }, (file) =>
    log(printable(`  ${file.file}: ${file.rows.map((r) => r.status).join(', ')}`)),
  );
  try {
    mkdirSync(out, { recursive: true });
    const rows = batch.files.flatMap((file) => file.rows);
    writeFileSync(join(out, 'grades.csv'), gradesCsv(rows));
    writeFileSync(join(out, 'junit.xml'), junitReport(batch, hostname()));
    log(`\n${summaryTable(rows)}\n\nWrote ${join(out, 'grades.csv')} and ${join(out, 'junit.xml')} (times in UTC).`);
  } catch (failure) {
    error(`Could not write the reports to ${out}: ${(failure as Error).message}`);
    return 2;
  }
  return 0;
}
