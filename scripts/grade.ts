/**
 * npm run grade -- <slug> <solution-file> [--course <folder>] [--json] [--seed <seed>] [--trace <case-id>]
 * npm run grade -- --batch <folder of submission files> [--course <folder>] [--out <folder>]   (docs/submissions.md)
 * Grades a solution file exactly as the browser would; exits 0 only when every case passes.
 * With --trace, runs the file's function on that one case instead, and prints the steps it took (issue #20).
 * A `.py` file is graded as Python (Pyodide in a worker thread), against the same cases.
 */
import { readFileSync } from 'node:fs';
import { ExerciseError } from '../src/exercise/problems';
import { gradeInNode } from '../src/tooling/gradeInNode';
import { formatTextReport, toGradeReport } from '../src/grading/report';
import { parseSeed } from '../src/generatedCases/defineGenerator';
import { traceInNode } from '../src/tooling/traceInNode';
import { formatTraceText } from '../src/grading/trace/traceText';
import type { RunProblem } from '../src/core/runTypes';
import { courseFromArgs } from './courseArgs';
import { readCourseExercise } from '../src/exercise/courseFromDisk';

/** Why a traced call could not start: the code does not compile or load. */
function problemText(problem: RunProblem): string {
  if (problem.kind === 'compile') return `Does not compile${problem.line ? ` (line ${problem.line})` : ''}: ${problem.message}`;
  if (problem.kind === 'load') return `Does not load: ${problem.error.name}: ${problem.error.message}`;
  return `Loading took longer than ${problem.limitMs} ms`;
}

const { course, args } = courseFromArgs();
// Batch grading of learners' submission files has its own arguments and reports (src/tooling/submissions/).
if (args.includes('--batch')) {
  const { runBatchCli } = await import('../src/tooling/submissions/batchCli');
  process.exit(await runBatchCli(args, { course }));
}
const json = args.includes('--json');
const seedAt = args.indexOf('--seed');
const seedToken = seedAt >= 0 ? args.splice(seedAt, 2)[1] : undefined;
const seed = seedToken === undefined ? {} : parseSeed(seedToken);
const traceAt = args.indexOf('--trace');
const traceId = traceAt >= 0 ? args.splice(traceAt, 2)[1] : undefined;
const [slug, file] = args.filter((a) => a !== '--json');
if (!slug || !file || !seed || (traceAt >= 0 && !traceId)) {
  console.error(
    'Usage: npm run grade -- <exercise-slug> <solution-file> [--json] [--seed <seed>] [--trace <case-id>]\n  --seed replays the generated cases of an earlier run (e.g. 1234567 or 1234567@3:0:1)\n  --trace prints the steps the code takes on that one case, with its variables after each',
  );
  process.exit(2);
}

const root = course.exercisesDir;
try {
  const exercise = readCourseExercise(course, slug);
  const language = file.endsWith('.py') ? 'python' : 'typescript';
  if (!exercise.languages.includes(language)) {
    console.error(
      language === 'python'
        ? `${slug} has no Python version (no solution.py), so ${file} cannot be graded as Python.`
        : `${slug} is a Python-only exercise (no solution.ts), so ${file} cannot be graded as TypeScript; grade a .py file.`,
    );
    process.exit(2);
  }
  if (traceId !== undefined) {
    const found = exercise.cases.find((c) => c.id === traceId);
    const traced = await traceInNode(exercise, readFileSync(file, 'utf8'), traceId, root, language);
    if (traced.status === 'problem') {
      console.error(problemText(traced.problem));
      process.exit(1);
    }
    console.log(formatTraceText(`Trace of ${traceId}: ${found?.title ?? ''}`, traced.trace, traced, language, found?.expected));
    process.exit(0);
  }
  // The generated cases run in both languages, compared with the TypeScript reference.
  // A worker is kept started ahead, so that a case past its time limit costs that limit only.
  const state = await gradeInNode(exercise, readFileSync(file, 'utf8'), root, { language, generated: seed, spareWorker: true });
  // Differences are written in the file's language: None and {'key': value} for a .py file.
  const report = toGradeReport(slug, state, language);
  console.log(json ? JSON.stringify(report) : formatTextReport(slug, state, language));
  process.exit(report.passed ? 0 : 1);
} catch (error) {
  if (error instanceof ExerciseError) console.error(error.message);
  else if ((error as NodeJS.ErrnoException).code === 'ENOENT') console.error(`Not found: ${(error as NodeJS.ErrnoException).path}`);
  else throw error;
  process.exit(2);
}
