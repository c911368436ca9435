/**
 * npm run exercises:check [slug or folder ...]
 * Checks every exercise folder (or only those named, by slug or by path such as exercises/agent-loop)
 * and prints each one's report as soon as it is done; exits non-zero on any problem, and only then.
 * A folder holding exercise folders (not an exercise itself) is taken as the root instead of exercises/.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { exerciseSlugs } from '../src/exercise/loadFromDisk';
import { checkExercises } from '../src/tooling/checkExercises';
import { checkSummary, formatExerciseCheck } from '../src/tooling/formatCheckReport';

const args = process.argv.slice(2);
const isExercise = (path: string) => existsSync(join(path, 'exercise.yaml'));
const rootArg = args.find((arg) => existsSync(arg) && !isExercise(arg));
let root = resolve(rootArg ?? 'exercises');
const only: string[] = [];
for (const arg of args.filter((a) => a !== rootArg)) {
  if (isExercise(arg)) {
    root = resolve(dirname(resolve(arg)));
    only.push(basename(resolve(arg)));
  } else if (existsSync(root) && exerciseSlugs(root).includes(arg)) only.push(arg);
  else {
    const known = existsSync(root) ? exerciseSlugs(root).join(', ') : `none: ${root} does not exist`;
    console.error(`"${arg}" is neither an exercise nor a folder of exercises. Exercises: ${known}.`);
    process.exit(2);
  }
}
if (!existsSync(root)) {
  console.error(`There is no folder ${root}.`);
  process.exit(2);
}
const started = performance.now();
const checks = await checkExercises(root, 'exercises', { only, onChecked: (check) => console.log(formatExerciseCheck(check)) });
console.log(`\n${checkSummary(checks)}`);
console.log(`Checked in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
process.exit(checks.some((c) => c.problems.length > 0) ? 1 : 0);
