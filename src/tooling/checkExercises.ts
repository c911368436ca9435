import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { forLanguage } from '../exercise/forLanguage';
import { loadExercisesFromDisk, type CourseLoading } from '../exercise/loadFromDisk';
import { parseYamlFile } from '../exercise/yamlFile';
import type { MutationScore } from '../grading/mutationScore';
import { readMutationScore } from './mutation/scoreFile';
import type { Exercise } from '../exercise/types';
import type { Problem } from '../exercise/problems';
import { LANGUAGE_NAMES, type LanguageId } from '../core/language';
import { checkPrograms, type Phase } from './checkPrograms';
import { workerPools, type WorkerPools } from './nodeDeps';
import { startTypeChecker } from './typeCheckInThread';

/** What the check found for one exercise. `problems` empty means it is sound. */
export interface ExerciseCheck {
  slug: string;
  exercise?: Exercise;
  problems: Problem[];
  /**
   * For each known mistake, the ids of the cases that catch it (fail on it);
   * `generated` stands for the exercise's generated cases (run with MATRIX_SEED).
   */
  catches: Record<string, string[]>;
  /** The mutation score `npm run exercises:mutate` last recorded, when it has run. */
  mutation?: MutationScore;
  durationMs: number;
  /** Where this exercise's time went (`--timings` prints it). */
  timings?: Timings;
}

/** Where an exercise's time went. */
export interface Timings {
  /** The runs' phases with their wall-clock time: each language's one after another, the languages side by side. */
  phases: Phase[];
  /** The type-check's own time, in its thread beside the runs, and how long the report then waited for it. */
  typeCheck: { ms: number; waitedMs: number };
  /** The worker threads started for this exercise's runs (the first exercise's count those started ahead). */
  workersStarted: Record<LanguageId, number>;
}

/**
 * The content-integrity check: every exercise loads, its reference solution
 * passes every case, its starter fails at least one, and every known-wrong
 * solution under mistakes/ is caught by at least one case, all through the
 * same runner and grading the learner's browser uses. An exercise with a
 * Python version is checked again in Python (solution.py, starter.py,
 * mistakes/*.py) against the same cases. When any selected exercise's files
 * do not load, only those are reported, and no code runs.
 */
export interface CheckOptions {
  /** Only these slugs (all when absent or empty). */
  only?: string[];
  /** Told of each exercise as soon as its check ends, for a report that streams. */
  onChecked?: (check: ExerciseCheck) => void;
  /** The course's order and settings (course.yaml), under which its exercises are read, as every tool reads them. */
  course?: CourseLoading;
  /** Python workers kept from one check to the next (`--watch`), so that Pyodide starts once; the caller disposes them. */
  python?: WorkerPools;
}

export async function checkExercises(root: string, displayRoot = 'exercises', options: CheckOptions = {}): Promise<ExerciseCheck[]> {
  const { only = [], onChecked } = options;
  const selected = loadExercisesFromDisk(root, displayRoot, options.course).filter(
    (loaded) => only.length === 0 || only.includes(loaded.slug),
  );
  // Fail fast: a file or schema problem anywhere is reported before any code runs (a second, not minutes).
  const broken = selected.flatMap((loaded) =>
    'error' in loaded ? [{ slug: loaded.slug, problems: loaded.error.problems, catches: {}, durationMs: 0 }] : [],
  );
  if (broken.length > 0) {
    broken.forEach((check) => onChecked?.(check));
    return broken;
  }
  const exercises = selected.flatMap((loaded) => ('error' in loaded ? [] : [loaded.exercise]));
  // One pool of workers for the whole check. Pyodide (seconds of a core each) starts while the first exercise's
  // TypeScript runs; the compiler type-checks every exercise in a thread of its own, beside the runs.
  const pools = workerPools(root, options.python ? { python: options.python } : {});
  // Workers started ahead count for the first exercise.
  let before = pools.started();
  if (exercises.some((exercise) => exercise.languages.includes('python'))) pools.warm('python', 1);
  const typeChecker = startTypeChecker();
  const typeChecks = exercises.map((exercise) => typeChecker.check(join(root, exercise.slug), `${displayRoot}/${exercise.slug}`));
  const checks: ExerciseCheck[] = [];
  try {
    for (const [index, exercise] of exercises.entries()) {
      const started = performance.now();
      const mutation = readMutationScore(root, exercise.slug);
      const ran = await checkPrograms(exercise, root, displayRoot, pools);
      const waiting = performance.now();
      const typed = await typeChecks[index]!;
      const waitedMs = performance.now() - waiting;
      const after = pools.started();
      const file = (name: string) => `${displayRoot}/${exercise.slug}/${name}`;
      const check: ExerciseCheck = {
        slug: exercise.slug,
        exercise,
        // Type errors first: the editor would show them to a learner opening any of these files.
        problems: [
          ...typed.problems,
          ...unfinishedCases(exercise, root, file),
          ...stepsWithoutHints(exercise, root, file),
          ...ran.problems,
        ],
        catches: ran.catches,
        ...(mutation ? { mutation } : {}),
        durationMs: performance.now() - started,
        timings: {
          phases: ran.phases,
          typeCheck: { ms: typed.ms, waitedMs },
          workersStarted: { typescript: after.typescript - before.typescript, python: after.python - before.python },
        },
      };
      before = after;
      onChecked?.(check);
      checks.push(check);
    }
  } finally {
    pools.dispose();
    typeChecker.dispose();
  }
  return checks;
}

/**
 * A step a learner can be stuck on needs hints in each language it is offered in (unless hints are turned off): a
 * learner who fails it otherwise has only the reference solution, and after-hints never offers that early.
 */
export function stepsWithoutHints(exercise: Exercise, root: string, file: (name: string) => string): Problem[] {
  if (!exercise.settings.hints) return [];
  const offered = exercise.languages.filter((language) => exercise.settings.languages?.includes(language) ?? true);
  const bare = offered.flatMap((language) =>
    forLanguage(exercise, language).steps.flatMap((step, index) => (step.hints.length === 0 ? [{ language, step, index }] : [])),
  );
  if (bare.length === 0) return [];
  const meta = parseYamlFile(file('exercise.yaml'), readFileSync(join(root, exercise.slug, 'exercise.yaml'), 'utf8'), z.unknown());
  return bare.map(({ language, step, index }) => {
    // A Python version beside TypeScript has hints of its own (python.stepHints); otherwise they are the step's.
    const path = language === 'python' && exercise.languages.includes('typescript') ? ['python', 'stepHints'] : ['steps', index];
    const line = 'lineOf' in meta ? (meta.lineOf(path) ?? meta.lineOf(['steps', index])) : undefined;
    const field = path[0] === 'python' ? `python.stepHints.${step.id}` : `steps[${index}].hints`;
    return {
      file: file('exercise.yaml'),
      ...(line ? { line } : {}),
      field,
      message: `step "${step.id}" has no hints in ${LANGUAGE_NAMES[language]}; add two or more under ${field}, from a nudge to nearly the code`,
    };
  });
}

/** A case `npm run exercises:promote` added keeps its TODO title until someone says what it checks: reported at that title. */
function unfinishedCases(exercise: Exercise, root: string, file: (name: string) => string): Problem[] {
  const unfinished = exercise.cases.flatMap((c, index) => (c.title.startsWith('TODO') ? [{ id: c.id, index }] : []));
  if (unfinished.length === 0) return [];
  const cases = parseYamlFile(file('cases.yaml'), readFileSync(join(root, exercise.slug, 'cases.yaml'), 'utf8'), z.unknown());
  return unfinished.map(({ id, index }) => {
    const line = 'lineOf' in cases ? cases.lineOf(['cases', index, 'title']) : undefined;
    return {
      file: file('cases.yaml'),
      ...(line ? { line } : {}),
      field: `cases[${index}].title`,
      message: `(${id}) this case's title still starts with TODO; check its expected value by hand, then say in the learner's words what it checks`,
    };
  });
}
