/**
 * npm run grade -- <slug> <solution-file> [--json] [--seed <seed>]
 * Grades a solution file exactly as the browser would; exits 0 only when every case passes.
 * A `.py` file is graded as Python (Pyodide in a worker thread), against the same cases.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseExercise } from '../src/exercise/parseExercise';
import { readExerciseFiles } from '../src/exercise/loadFromDisk';
import { ExerciseError } from '../src/exercise/problems';
import { gradeInNode } from '../src/tooling/gradeInNode';
import { formatTextReport, toGradeReport } from '../src/grading/report';
import { parseSeed } from '../src/generatedCases/defineGenerator';

const args = process.argv.slice(2);
const json = args.includes('--json');
const seedAt = args.indexOf('--seed');
const seedToken = seedAt >= 0 ? args.splice(seedAt, 2)[1] : undefined;
const seed = seedToken === undefined ? {} : parseSeed(seedToken);
const [slug, file] = args.filter((a) => a !== '--json');
if (!slug || !file || !seed) {
  console.error(
    'Usage: npm run grade -- <exercise-slug> <solution-file> [--json] [--seed <seed>]\n  --seed replays the generated cases of an earlier run (e.g. 1234567 or 1234567@3:0:1)',
  );
  process.exit(2);
}

const root = resolve('exercises');
try {
  const exercise = parseExercise(slug, readExerciseFiles(join(root, slug)));
  const language = file.endsWith('.py') ? 'python' : 'typescript';
  if (!exercise.languages.includes(language)) {
    console.error(
      language === 'python'
        ? `${slug} has no Python version (no solution.py), so ${file} cannot be graded as Python.`
        : `${slug} is a Python-only exercise (no solution.ts), so ${file} cannot be graded as TypeScript; grade a .py file.`,
    );
    process.exit(2);
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
