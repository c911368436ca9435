import { loadExercisesFromDisk } from '../exercise/loadFromDisk';
import type { Exercise } from '../exercise/types';
import type { Problem } from '../exercise/problems';
import { gradeInNode } from '../runner/node/gradeInNode';
import type { RunState } from '../grading/runState';
import { caseMessage, describeProblem } from '../grading/messages';
import { loadGeneratorFromDisk, runGeneratedInNode } from '../generated/nodeGenerated';
import { GENERATED } from './mistakesMatrix';

/** A fixed seed, so the check (and CI) is repeatable; learners' runs use random seeds. */
export const CHECK_SEED = 42;

/** What the check found for one exercise. `problems` empty means it is sound. */
export interface ExerciseCheck {
  slug: string;
  exercise?: Exercise;
  problems: Problem[];
  /**
   * For each known mistake, the ids of the cases that catch it (fail on it);
   * `generated` stands for the exercise's generated cases (run with CHECK_SEED).
   */
  catches: Record<string, string[]>;
  durationMs: number;
}

/**
 * The content-integrity check: every exercise loads, its reference solution
 * passes every case, its starter fails at least one, and every known-wrong
 * solution under mistakes/ is caught by at least one case, all through the
 * same runner and grading the learner's browser uses. An exercise with a
 * Python version is checked again in Python (solution.py, starter.py,
 * mistakes/*.py) against the same cases.
 */
export async function checkExercises(root: string, displayRoot = 'exercises'): Promise<ExerciseCheck[]> {
  const checks: ExerciseCheck[] = [];
  for (const loaded of loadExercisesFromDisk(root, displayRoot)) {
    const started = performance.now();
    if ('error' in loaded) {
      checks.push({ slug: loaded.slug, problems: loaded.error.problems, catches: {}, durationMs: 0 });
      continue;
    }
    checks.push({ ...(await checkExercise(loaded.exercise, root, displayRoot)), durationMs: performance.now() - started });
  }
  return checks;
}

async function checkExercise(exercise: Exercise, root: string, displayRoot: string): Promise<Omit<ExerciseCheck, 'durationMs'>> {
  const file = (name: string) => `${displayRoot}/${exercise.slug}/${name}`;
  const problems: Problem[] = [];

  const solution = await gradeInNode(exercise, exercise.solution, root, { everyCase: true });
  for (const failure of failures(solution)) {
    problems.push({ file: file('solution.ts'), message: `the reference solution must pass every case, but ${failure}` });
  }

  const starter = await gradeInNode(exercise, exercise.starter, root, { everyCase: true });
  if (failures(starter).length === 0) {
    problems.push({ file: file('starter.ts'), message: 'the starter passes every case; it should leave the learner something to do' });
  }

  const generator = await loadGeneratorFromDisk(root, exercise.slug);
  if (generator) {
    // The reference against itself always agrees; this catches a generator that makes inputs the reference cannot handle.
    const outcome = await runGeneratedInNode(exercise, generator, exercise.solution, root, { seed: CHECK_SEED });
    if (outcome.status === 'error') problems.push({ file: file('generator.ts'), message: `${outcome.message} (seed ${outcome.seed}); make the generator produce only inputs the exercise defines, or fix the solution` });
  }

  const catches: Record<string, string[]> = {};
  // Mistakes are independent; two at a time uses both cores without starving the machine.
  const names = Object.keys(exercise.mistakes).sort();
  await inBatches(names, 2, async (name) => {
    const state = await gradeInNode(exercise, exercise.mistakes[name]!, root, { everyCase: true });
    catches[name] = state.cases.filter((c) => c.status !== 'pass').map((c) => c.id);
    if (generator && !state.problem) {
      const outcome = await runGeneratedInNode(exercise, generator, exercise.mistakes[name]!, root, { seed: CHECK_SEED });
      if (outcome.status === 'fail') catches[name]!.push(GENERATED);
    }
    mistakeProblems(name, state, catches[name]!);
  });

  // The Python version: the same cases, through the same driver and grading, with Pyodide in the worker.
  const pythonNames: string[] = [];
  if (exercise.python) {
    const python = exercise.python;
    const grade = (source: string) => gradeInNode(exercise, source, root, { language: 'python', everyCase: true });
    for (const failure of failures(await grade(python.solution))) {
      problems.push({ file: file('solution.py'), message: `the Python reference solution must pass every case, but ${failure}` });
    }
    if (failures(await grade(python.starter)).length === 0) {
      problems.push({ file: file('starter.py'), message: 'the Python starter passes every case; it should leave the learner something to do' });
    }
    pythonNames.push(...Object.keys(python.mistakes).sort());
    await inBatches(pythonNames, 2, async (name) => {
      const state = await grade(python.mistakes[name]!);
      catches[name] = state.cases.filter((c) => c.status !== 'pass').map((c) => c.id);
      mistakeProblems(name, state, catches[name]!);
    });
  }

  function mistakeProblems(name: string, state: RunState, caught: string[]) {
    if (state.problem) {
      const described = describeProblem(state.problem);
      problems.push({ file: file(`mistakes/${name}`), message: `this mistake never reaches the cases (${described.title}: ${described.message}); a known mistake should compile and load` });
    } else if (caught.length === 0) {
      problems.push({ file: file(`mistakes/${name}`), message: 'no case catches this mistake: add a case it fails (in cases.yaml), or remove the file if it is not a mistake' });
    }
  }

  return { slug: exercise.slug, exercise, problems, catches: Object.fromEntries([...names, ...pythonNames].map((n) => [n, catches[n]!])) };
}

function failures(state: RunState): string[] {
  if (state.problem) {
    const described = describeProblem(state.problem);
    return [`it does not run: ${described.title}: ${described.message}`];
  }
  return state.cases
    .filter((c) => c.status !== 'pass')
    .map((c) => `case "${c.id}" is ${c.status}${caseMessage(c) ? `: ${caseMessage(c)}` : ''}`);
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(size, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

