/**
 * A busy machine is never a learner's fault (issue #33): with every core kept busy by other processes, a batch
 * of submissions (every exercise's reference in both languages, and known mistakes of three) grades exactly as on a
 * quiet machine, and the content check passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { SubmissionEntry } from '../src/persistence/submission/submissionFormat';
import { entry, submissionText } from '../src/test/fixtures/submissionFolder';
import { allExercises } from './support/exercise';
import { CHROMIUM_PATH } from './support/browser';
import { ROOT } from './support/server';

const run = promisify(execFile);
const env = { ...process.env, PLAYGROUND_CHROMIUM: CHROMIUM_PATH };
let dir: string;

/** Every exercise's reference in each of its languages: a learner who solved everything. */
function solvedEverything(): SubmissionEntry[] {
  return allExercises.flatMap((exercise) => [
    ...(exercise.languages.includes('typescript') ? [entry(exercise.slug, 'typescript', exercise.solution, true)] : []),
    ...(exercise.python ? [entry(exercise.slug, 'python', exercise.python.solution, true)] : []),
  ]);
}

/** The first known mistake of three exercises in each language: a learner who got them wrong. */
function oneMistakeEach(): SubmissionEntry[] {
  return allExercises.slice(0, 3).flatMap((exercise) =>
    (['ts', 'py'] as const).flatMap((extension) => {
      const name = Object.keys(exercise.mistakes)
        .filter((file) => file.endsWith(`.${extension}`))
        .sort()[0];
      return name ? [entry(exercise.slug, extension === 'ts' ? 'typescript' : 'python', exercise.mistakes[name]!, false)] : [];
    }),
  );
}

/** Keeps every core busy with a process of its own until stopped. */
function busyCores(): { stop(): void } {
  const burners: ChildProcess[] = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return { stop: () => burners.forEach((burner) => burner.kill('SIGKILL')) };
}

const grade = async (out: string) => {
  await run(process.execPath, ['--import', 'tsx', 'scripts/grade.ts', '--batch', join(dir, 'submissions'), '--out', out], {
    cwd: ROOT,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  return readFileSync(join(out, 'grades.csv'), 'utf8');
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'grade-load-'));
  mkdirSync(join(dir, 'submissions'));
  writeFileSync(join(dir, 'submissions', 'ada.submission.json'), await submissionText('Ada', solvedEverything()));
  writeFileSync(join(dir, 'submissions', 'bob.submission.json'), await submissionText('Bob', oneMistakeEach()));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('grading with every core kept busy by other processes', () => {
  it('gives the same grades as on a quiet machine: every reference passes, every mistake fails as it does', async () => {
    const quiet = await grade(join(dir, 'quiet'));
    const load = busyCores();
    let busy: string;
    try {
      busy = await grade(join(dir, 'busy'));
    } finally {
      load.stop();
    }
    expect(busy).toBe(quiet);
    const rows = quiet.trim().split('\r\n').slice(1);
    const statuses = rows.map((row) => `${row.split(',')[0]} ${row.split(',')[4]}`);
    expect(
      statuses.filter((line) => line.startsWith('Ada ')).every((line) => line === 'Ada passed'),
      quiet,
    ).toBe(true);
    expect(
      statuses.filter((line) => line.startsWith('Bob ')).every((line) => line === 'Bob failed'),
      quiet,
    ).toBe(true);
    expect(quiet).not.toMatch(/did not start|grader-error|machine/);
  }, 900_000);

  it('passes the content check of an exercise in both languages', async () => {
    const load = busyCores();
    try {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/check-exercises.ts', 'parse-tool-calls'], {
        cwd: ROOT,
        env,
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(stdout).toMatch(/sound/);
    } finally {
      load.stop();
    }
  }, 900_000);
});
