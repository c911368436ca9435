/**
 * npm run exercises:check [slug or folder ...] [--course <folder>] [--watch] [--timings] [--explain <case id or mistake>]
 * Checks every exercise folder (or only those named, by slug or by path such as exercises/agent-loop)
 * and prints each one's report as soon as it is done; exits non-zero on any problem, and only then.
 * A folder holding exercise folders (not an exercise itself) is taken as the root instead of exercises/.
 * --watch: after the first check, rechecks an exercise each time one of its files changes; Ctrl+C stops.
 * --timings: under each exercise, where its time went (type-check, reference, starter, alternatives, mistakes, per
 * language, and the worker threads started), and the same summed over the check at the end.
 * --explain: for a case, the known mistakes it catches; for a mistake, the cases that catch it.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { exerciseSlugs } from '../src/exercise/loadFromDisk';
import { checkExercises } from '../src/tooling/checkExercises';
import { explain } from '../src/tooling/explain';
import { checkSummary, formatExerciseCheck, timingSummary } from '../src/tooling/formatCheckReport';
import { workerPools } from '../src/tooling/nodeDeps';
import { watchExercises, type Touched } from '../src/tooling/watchExercises';
import { courseFromArgs } from './courseArgs';

// --course <folder>: another course's exercises (this repository's own by default); course.yaml's list is checked first.
const { course, args } = courseFromArgs();
const watching = args.includes('--watch');
const timings = args.includes('--timings');
const explainAt = args.indexOf('--explain');
const explainName = explainAt >= 0 ? args[explainAt + 1] : undefined;
if (explainAt >= 0 && (!explainName || explainName.startsWith('--'))) {
  console.error('--explain needs a case id or a mistake file name, e.g. --explain no-blocks or --explain greedy-pattern.ts');
  process.exit(2);
}
if (watching && explainName) {
  console.error('--explain and --watch do not go together: explain once, or watch.');
  process.exit(2);
}
const positional = args.filter(
  (arg, i) => arg !== '--watch' && arg !== '--timings' && (explainAt < 0 || (i !== explainAt && i !== explainAt + 1)),
);
const unknownFlag = positional.find((arg) => arg.startsWith('--'));
if (unknownFlag) {
  console.error(`Unknown option ${unknownFlag}; use --watch, --timings or --explain <case id or mistake>.`);
  process.exit(2);
}

const isExercise = (path: string) => existsSync(join(path, 'exercise.yaml'));
const rootArg = positional.find((arg) => existsSync(arg) && !isExercise(arg));
let root = resolve(rootArg ?? course.exercisesDir);
const only: string[] = [];
for (const arg of positional.filter((a) => a !== rootArg)) {
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

/** Messages name files as the author would open them, from here (exercises/… unless another folder was given). */
const display = relative(process.cwd(), root) || '.';

/** With --watch, Pyodide starts once for the session, not once per recheck (a Python worker reads driver.py afresh). */
const python = watching ? workerPools(root) : undefined;

/** Checks the selection and prints each exercise's report as it ends; true when every one is sound. */
async function check(slugs: string[]): Promise<boolean> {
  const started = performance.now();
  const checks = await checkExercises(root, display, {
    only: slugs,
    // The course's settings (a default time limit, languages) apply when its own exercises are checked.
    ...(root === course.exercisesDir ? { course: { order: course.course.exercises, settings: course.course.settings } } : {}),
    onChecked: (c) => console.log(formatExerciseCheck(c, { timings })),
    ...(python ? { python } : {}),
  });
  console.log(`\n${checkSummary(checks)}`);
  if (timings && checks.some((c) => c.exercise)) console.log(timingSummary(checks));
  console.log(`Checked in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  if (explainName) {
    const explained = explain(checks, explainName);
    console.log(`\n${explained.text}`);
    if (!explained.found) process.exit(2);
  }
  return checks.every((c) => c.problems.length === 0);
}

const sound = await check(only);
if (!watching) process.exit(sound ? 0 : 1);

const waiting = () => console.log(`\nWatching ${display}/ for changes (Ctrl+C to stop).`);
const stop = watchExercises(root, {
  only,
  recheck: async (touched: Touched) => {
    const slugs = [...touched.keys()].sort();
    const what = slugs.map((slug) => `${slug}/${[...touched.get(slug)!].sort().join(`, ${slug}/`)}`).join('; ');
    console.log(`\n── ${new Date().toLocaleTimeString('en-GB')} ${what} changed: rechecking ${slugs.join(', ')} ──`);
    await check(slugs);
    waiting();
  },
});
// Said once every folder is watched (watchExercises sets them up before it returns): an edit made on reading it is seen.
waiting();
process.on('SIGINT', () => {
  stop();
  python?.dispose();
  console.log('\nStopped watching.');
  process.exit(0);
});
