/**
 * npm run grade -- <slug> <solution-file> [--course <folder>] [--json] [--seed <seed>] [--trace <case-id>] [--browser <path>]
 * npm run grade -- --batch <folder of submission files> [--course <folder>] [--out <folder>] [--jobs N] [--shard K/N]
 * npm run grade -- --merge <report folders>   (docs/submissions.md)
 * Grades a solution file exactly as the browser does, in the page's own sandbox in headless Chromium (the file is
 * not the course's own: it may be anyone's); exits 0 only when every case passes.
 * With --trace, runs the file's function on that one case instead, and prints the steps it took (issue #20).
 * A `.py` file is graded as Python, against the same cases.
 */
import { readFileSync } from 'node:fs';
import { ExerciseError } from '../src/exercise/problems';
import { isSetupError, openGradingSession } from '../src/tooling/browserGrading/gradingSession';
import { formatTextReport, toGradeReport } from '../src/grading/report';
import { parseSeed } from '../src/generatedCases/defineGenerator';
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
if (args.includes('--batch') || args.includes('--merge')) {
  const { runBatchCli } = await import('../src/tooling/submissions/batchCli');
  process.exit(await runBatchCli(args, { course }));
}
const json = args.includes('--json');
const seedAt = args.indexOf('--seed');
const seedToken = seedAt >= 0 ? args.splice(seedAt, 2)[1] : undefined;
const seed = seedToken === undefined ? {} : parseSeed(seedToken);
const traceAt = args.indexOf('--trace');
const traceId = traceAt >= 0 ? args.splice(traceAt, 2)[1] : undefined;
const browserAt = args.indexOf('--browser');
const browser = browserAt >= 0 ? args.splice(browserAt, 2)[1] : undefined;
const [slug, file] = args.filter((a) => a !== '--json');
if (!slug || !file || !seed || (traceAt >= 0 && !traceId) || (browserAt >= 0 && !browser)) {
  console.error(
    'Usage: npm run grade -- <exercise-slug> <solution-file> [--json] [--seed <seed>] [--trace <case-id>] [--browser <path>]\n  --seed replays the generated cases of an earlier run (e.g. 1234567 or 1234567@3:0:1)\n  --trace prints the steps the code takes on that one case, with its variables after each\n  --browser names the Chromium or Chrome to grade in (else PLAYGROUND_CHROMIUM, else one installed in a usual place)',
  );
  process.exit(2);
}

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
  const source = readFileSync(file, 'utf8');
  if (traceId !== undefined && !exercise.cases.some((c) => c.id === traceId)) {
    console.error(`${slug} has no case "${traceId}". Its cases: ${exercise.cases.map((c) => c.id).join(', ')}`);
    process.exit(2);
  }
  // The file may be anyone's: it runs only in the page's sandbox, in headless Chromium (docs/security.md).
  const grader = await openGradingSession({
    course,
    jobs: 1,
    languages: [language],
    log: (line) => console.error(line),
    ...(browser ? { browser } : {}),
  });
  try {
    if (traceId !== undefined) {
      const found = exercise.cases.find((c) => c.id === traceId);
      const traced = await grader.trace({ slug, language, code: source, caseId: traceId });
      if (traced.status === 'problem') {
        console.error(problemText(traced.problem));
        process.exitCode = 1;
      } else console.log(formatTraceText(`Trace of ${traceId}: ${found?.title ?? ''}`, traced.trace, traced, language, found?.expected));
    } else {
      // The generated cases run in both languages, compared with the TypeScript reference.
      const [state] = await grader.grade([{ slug, language, code: source, ...seed }]);
      // Differences are written in the file's language: None and {'key': value} for a .py file.
      const report = toGradeReport(slug, state!, language);
      console.log(json ? JSON.stringify(report) : formatTextReport(slug, state!, language));
      process.exitCode = report.passed ? 0 : 1;
    }
  } finally {
    await grader.close();
  }
  process.exit();
} catch (error) {
  if (error instanceof ExerciseError || isSetupError(error)) console.error(error.message);
  else if ((error as NodeJS.ErrnoException).code === 'ENOENT') console.error(`Not found: ${(error as NodeJS.ErrnoException).path}`);
  else throw error;
  process.exit(2);
}
