/**
 * npm run exercises:mutate [slug ...] [--course <folder>]
 * Mutation testing of every exercise's reference solutions (or only the slugs given): each mutant Stryker
 * makes of solution.ts, and each pythonMutants.py makes of solution.py, is graded through the Run
 * pipeline in its language, and every non-equivalent one must fail.
 * Prints the report, writes each exercise's score to exercises/<slug>/mutation-score.json (the instructor
 * view and the check's report show it), and exits non-zero on a survivor or a stale equivalent-mutants.yaml.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { exerciseSlugs } from '../src/exercise/loadFromDisk';
import { loadCourseExercises } from '../src/exercise/courseFromDisk';
import { formatProblem } from '../src/exercise/problems';
import { formatMutationReport } from '../src/tooling/mutation/formatMutationReport';
import { mutateExercise, scoreOf, type MutationResult } from '../src/tooling/mutation/mutateExercise';
import { MUTATION_SCORE_FILE } from '../src/tooling/mutation/scoreFile';
import { courseFromArgs } from './courseArgs';

const { course, args: only } = courseFromArgs();
const root = process.env.EXERCISES_ROOT ? resolve(process.env.EXERCISES_ROOT) : course.exercisesDir;
const unknown = only.filter((slug) => !exerciseSlugs(root).includes(slug));
if (unknown.length > 0) {
  console.error(`No exercise named ${unknown.join(', ')} in ${root}; there are: ${exerciseSlugs(root).join(', ')}`);
  process.exit(2);
}
const started = performance.now();
const results: MutationResult[] = [];
let broken = false;
for (const loaded of loadCourseExercises(course)) {
  if (only.length > 0 && !only.includes(loaded.slug)) continue;
  if ('error' in loaded) {
    broken = true;
    console.error(`✗ ${loaded.slug} does not load:\n${loaded.error.problems.map((p) => `    ${formatProblem(p)}`).join('\n')}`);
    continue;
  }
  process.stdout.write(`Mutating ${loaded.slug}…\n`);
  const result = await mutateExercise(loaded.exercise, root, course.displayRoot);
  results.push(result);
  writeFileSync(join(root, loaded.slug, MUTATION_SCORE_FILE), `${JSON.stringify(scoreOf(result), null, 2)}\n`);
}
console.log(formatMutationReport(results));
console.log(`Mutated in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
process.exit(broken || results.some((r) => scoreOf(r).survived > 0 || r.problems.length > 0) ? 1 : 0);
