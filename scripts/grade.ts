/**
 * npm run grade -- <slug> <solution-file> [--json]
 * Grades a solution file exactly as the browser would; exits 0 only when every case passes.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseExercise } from '../src/exercise/parseExercise';
import { readExerciseFiles } from '../src/exercise/loadFromDisk';
import { ExerciseError } from '../src/exercise/problems';
import { gradeInNode } from '../src/runner/node/gradeInNode';
import { formatTextReport, toGradeReport } from '../src/grading/report';

const args = process.argv.slice(2);
const json = args.includes('--json');
const [slug, file] = args.filter((a) => a !== '--json');
if (!slug || !file) {
  console.error('Usage: npm run grade -- <exercise-slug> <solution-file> [--json]');
  process.exit(2);
}

const root = resolve('exercises');
try {
  const exercise = parseExercise(slug, readExerciseFiles(join(root, slug)));
  const state = await gradeInNode(exercise, readFileSync(file, 'utf8'), root);
  const report = toGradeReport(slug, state);
  console.log(json ? JSON.stringify(report) : formatTextReport(slug, state));
  process.exit(report.passed ? 0 : 1);
} catch (error) {
  if (error instanceof ExerciseError) console.error(error.message);
  else if ((error as NodeJS.ErrnoException).code === 'ENOENT') console.error(`Not found: ${(error as NodeJS.ErrnoException).path}`);
  else throw error;
  process.exit(2);
}
