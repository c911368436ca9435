/**
 * Batch grading's throughput (issue #33): `npm run grade -- --batch`'s own path (the grading browser on the
 * built site, gradeFolder), on folders of BENCH_BATCH_LEARNERS learners (default 8) who solved every exercise:
 * in TypeScript only, in Python only, and in both. Each folder is graded with one file at a time and with the
 * default (one per core); the class of 200 is extrapolated from the start-up (until the first file is done)
 * and the pace after it. Every row must pass: anything else is a problem of the bench.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { identityOf } from '../../src/exercise/courseIdentity';
import { loadCourseExercises, readCourse } from '../../src/exercise/courseFromDisk';
import type { LanguageId } from '../../src/core/language';
import type { Exercise } from '../../src/exercise/types';
import { defaultJobs, openGradingSession } from '../../src/tooling/browserGrading/gradingSession';
import { gradeFolder } from '../../src/tooling/submissions/batchGrade';
import { entry, submissionText } from '../../src/test/fixtures/submissionFolder';
import { CHROMIUM_PATH } from '../../e2e/support/browser';
import { ROOT } from '../../e2e/support/server';
import type { Metric } from './stats';

const LEARNERS = Number(process.env.BENCH_BATCH_LEARNERS ?? 8);
const CLASS = 200;

interface Timed {
  totalMs: number;
  firstFileMs: number;
  perFileMs: number;
}

async function folderOf(exercises: Exercise[], languages: LanguageId[]): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-batch-'));
  const entries = exercises.flatMap((exercise) =>
    languages.flatMap((language) => {
      if (!exercise.languages.includes(language)) return [];
      return [entry(exercise.slug, language, language === 'python' ? exercise.python!.solution : exercise.solution, true)];
    }),
  );
  for (let n = 1; n <= LEARNERS; n++) {
    writeFileSync(join(folder, `learner-${String(n).padStart(3, '0')}.submission.json`), await submissionText(`Learner ${n}`, entries));
  }
  return folder;
}

async function gradeOnce(folder: string, jobs: number, problems: string[]): Promise<Timed> {
  const course = readCourse(ROOT);
  const exercises = new Map(loadCourseExercises(course).flatMap((r) => ('exercise' in r ? [[r.slug, r.exercise] as const] : [])));
  const started = performance.now();
  const done: number[] = [];
  const grader = await openGradingSession({
    course,
    jobs,
    languages: ['typescript', 'python'],
    many: true,
    browser: CHROMIUM_PATH,
    log: () => {},
  });
  try {
    const batch = await gradeFolder(
      folder,
      { identity: identityOf(course.course), exercises },
      {
        grade: (requests) => grader.grade(requests),
        jobs,
        onFile: () => done.push(performance.now() - started),
      },
    );
    const failed = batch.files.flatMap((file) => file.rows).filter((row) => row.status !== 'passed');
    for (const row of failed)
      problems.push(`batch grading: ${row.file} ${row.exercise} (${row.language}) was ${row.status}: ${row.message}`);
  } finally {
    await grader.close();
  }
  const totalMs = performance.now() - started;
  const firstFileMs = done[0] ?? totalMs;
  const perFileMs = done.length > 1 ? (done.at(-1)! - firstFileMs) / (done.length - 1) : totalMs;
  return { totalMs, firstFileMs, perFileMs };
}

/** The batch grading rows of the report: per file, and a class of 200 (start-up plus the pace after it). */
export async function batchGrading(problems: string[]): Promise<Metric[]> {
  const exercises = loadCourseExercises(readCourse(ROOT)).flatMap((r) => ('exercise' in r ? [r.exercise] : []));
  const folders: [string, LanguageId[]][] = [
    ['TypeScript', ['typescript']],
    ['Python', ['python']],
    ['both languages', ['typescript', 'python']],
  ];
  const metrics: Metric[] = [];
  for (const [name, languages] of folders) {
    const folder = await folderOf(exercises, languages);
    const entries = exercises.flatMap((exercise) => languages.filter((language) => exercise.languages.includes(language))).length;
    try {
      for (const jobs of [...new Set([1, defaultJobs()])]) {
        const timed = await gradeOnce(folder, jobs, problems);
        const classMs = timed.firstFileMs + timed.perFileMs * (CLASS - 1);
        const what = `batch, ${name}, --jobs ${jobs}`;
        metrics.push(
          {
            label: `${what}: per file after the first`,
            unit: 'ms',
            samples: [timed.perFileMs],
            note: `${LEARNERS} files of ${entries} entries each`,
          },
          { label: `${what}: start-up to the first file done`, unit: 'ms', samples: [timed.firstFileMs] },
          {
            label: `${what}: a class of ${CLASS}, extrapolated`,
            unit: 'ms',
            samples: [classMs],
            note: `${(classMs / 60_000).toFixed(1)} min`,
          },
        );
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
  return metrics;
}
