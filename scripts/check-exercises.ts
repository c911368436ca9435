/**
 * npm run exercises:check [slug ...]
 * Checks every exercise folder (or only the slugs given) and prints a report; exits non-zero on any problem, and only then.
 * EXERCISES_ROOT points it at another folder of exercises (default: exercises/).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { exerciseSlugs } from '../src/exercise/loadFromDisk';
import { checkExercises } from '../src/tooling/checkExercises';
import { formatCheckReport } from '../src/tooling/formatCheckReport';

const args = process.argv.slice(2);
// An argument that is a folder of exercises (the old calling convention) is the root; the rest are slugs.
const rootArg = args.find((arg) => existsSync(arg) && !existsSync(join(arg, 'exercise.yaml')));
const root = resolve(process.env.EXERCISES_ROOT ?? rootArg ?? 'exercises');
const only = args.filter((arg) => arg !== rootArg);
const unknown = only.filter((slug) => !exerciseSlugs(root).includes(slug));
if (unknown.length > 0) {
  console.error(`No exercise named ${unknown.join(', ')} in ${root}; there are: ${exerciseSlugs(root).join(', ')}`);
  process.exit(2);
}
const started = performance.now();
const checks = await checkExercises(root, 'exercises', only);
console.log(formatCheckReport(checks));
console.log(`Checked in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
process.exit(checks.some((c) => c.problems.length > 0) ? 1 : 0);
