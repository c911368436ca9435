import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { loadExercisesFromDisk } from '../exercise/loadFromDisk';
import { parseYamlFile } from '../exercise/yamlFile';
import type { MutationScore } from '../grading/mutationScore';
import { readMutationScore } from './mutation/scoreFile';
import type { Exercise } from '../exercise/types';
import type { Problem } from '../exercise/problems';
import type { LanguageId } from '../core/language';
import type { RunState } from '../grading/runState';
import { caseMessage, describeProblem } from '../grading/messages';
import { catchMistake, MATRIX_SEED } from '../pipeline/catchMistake';
import { runExercise } from '../pipeline/runExercise';
import { createSharedReference } from '../pipeline/sharedReference';
import { inBatches } from './inBatches';
import { nodeDeps } from './nodeDeps';
import { typeCheckExercise } from './typeCheckExercise';

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
}

export async function checkExercises(root: string, displayRoot = 'exercises', options: CheckOptions = {}): Promise<ExerciseCheck[]> {
  const { only = [], onChecked } = options;
  const selected = loadExercisesFromDisk(root, displayRoot).filter((loaded) => only.length === 0 || only.includes(loaded.slug));
  // Fail fast: a file or schema problem anywhere is reported before any code runs (a second, not minutes).
  const broken = selected.flatMap((loaded) =>
    'error' in loaded ? [{ slug: loaded.slug, problems: loaded.error.problems, catches: {}, durationMs: 0 }] : [],
  );
  if (broken.length > 0) {
    broken.forEach((check) => onChecked?.(check));
    return broken;
  }
  const checks: ExerciseCheck[] = [];
  for (const loaded of selected) {
    if ('error' in loaded) continue;
    const started = performance.now();
    const mutation = readMutationScore(root, loaded.slug);
    const check = {
      ...(await checkExercise(loaded.exercise, root, displayRoot)),
      ...(mutation ? { mutation } : {}),
      durationMs: performance.now() - started,
    };
    onChecked?.(check);
    checks.push(check);
  }
  return checks;
}

async function checkExercise(exercise: Exercise, root: string, displayRoot: string): Promise<Omit<ExerciseCheck, 'durationMs'>> {
  const file = (name: string) => `${displayRoot}/${exercise.slug}/${name}`;
  const problems = staticProblems(exercise, root, displayRoot);
  const catches: Record<string, string[]> = {};
  /** Cases the reference fails: they catch every mistake, so they count for nothing in the matrix. */
  const wrongCases = new Set<string>();
  const languages: {
    language: LanguageId;
    ext: string;
    label: string;
    version: Pick<Exercise, 'solution' | 'starter' | 'mistakes' | 'alternatives'>;
  }[] = exercise.languages.map((language) =>
    language === 'typescript'
      ? { language, ext: 'ts', label: 'the reference solution', version: exercise }
      : { language, ext: 'py', label: 'the Python reference solution', version: exercise.python ?? exercise },
  );
  // The Python version: the same cases, through the same pipeline, driver and grading, with Pyodide in the worker.
  // The first language's reference is the oracle whose failures are reported at the case (TypeScript's, or a Python-only exercise's).
  for (const [index, { language, ext, label, version }] of languages.entries()) {
    const deps = nodeDeps(root, language, { reuseWorkers: true });
    // Every program below meets the same generated inputs (MATRIX_SEED): the reference answers each once.
    const matrixRun = { language, everyCase: true, seed: MATRIX_SEED, reference: createSharedReference() };
    // Every case, and the generated group with the matrix's seed: this also catches a generator
    // that makes inputs the reference cannot handle (the reference against itself always agrees).
    const solution = await runExercise(exercise, version.solution, matrixRun, deps).done;
    if (index === 0 && !solution.problem) {
      // The reference is the oracle: a case it fails has a wrong expected value until shown otherwise.
      const wrong = solution.cases.filter((c) => c.status !== 'pass');
      // Where each case starts, from the YAML parser's own positions; read again only when a case needs pointing at.
      const cases =
        wrong.length > 0
          ? parseYamlFile(file('cases.yaml'), readFileSync(join(root, exercise.slug, 'cases.yaml'), 'utf8'), z.unknown())
          : undefined;
      for (const failed of wrong) {
        wrongCases.add(failed.id);
        const index = exercise.cases.findIndex((c) => c.id === failed.id);
        problems.push(caseError(file('cases.yaml'), cases && 'lineOf' in cases ? cases.lineOf(['cases', index, 'id']) : undefined, failed));
      }
    } else {
      for (const failure of failures(solution))
        problems.push({ file: file(`solution.${ext}`), message: `${label} must pass every case, but ${failure}` });
    }
    if (solution.generated?.status === 'error') {
      problems.push({
        file: file('generator.ts'),
        message: `${solution.generated.message} (seed ${solution.generated.seed}); make the generator produce only inputs the exercise defines, or fix the solution`,
      });
    }
    const starter = await runExercise(exercise, version.starter, { language, everyCase: true, skipGenerated: true }, deps).done;
    if (failures(starter).length === 0) {
      problems.push({
        file: file(`starter.${ext}`),
        message: `${language === 'python' ? 'the Python starter' : 'the starter'} passes every case; it should leave the learner something to do`,
      });
    }
    // A correct solution written unlike the reference must pass too: a case that fails it asks more than the lesson does.
    await inBatches(Object.keys(version.alternatives).sort(), 2, async (name) => {
      const state = await runExercise(exercise, version.alternatives[name]!, matrixRun, deps).done;
      for (const failure of [...failures(state), ...generatedFailure(state)]) {
        problems.push({
          file: file(`alternatives/${name}`),
          message: `this correct solution must pass every case, but ${failure}; narrow the case to what the lesson states, or fix the solution`,
        });
      }
    });
    // Mistakes are independent; two at a time uses both cores without starving the machine.
    await inBatches(Object.keys(version.mistakes).sort(), 2, async (name) => {
      const { state, caughtBy } = await catchMistake(exercise, version.mistakes[name]!, deps, language, matrixRun.reference);
      catches[name] = caughtBy.filter((id) => !wrongCases.has(id));
      mistakeProblems(name, state, catches[name]);
    });
    matrixRun.reference.dispose();
  }

  function mistakeProblems(name: string, state: RunState, caught: string[]) {
    if (state.problem) {
      const described = describeProblem(state.problem);
      problems.push({
        file: file(`mistakes/${name}`),
        message: `this mistake never reaches the cases (${described.title}: ${described.message}); a known mistake should compile and load`,
      });
    } else if (caught.length === 0) {
      problems.push({
        file: file(`mistakes/${name}`),
        message: 'no case catches this mistake: add a case it fails (in cases.yaml), or remove the file if it is not a mistake',
      });
    }
  }

  const names = languages.flatMap(({ version }) => Object.keys(version.mistakes).sort());
  return { slug: exercise.slug, exercise, problems, catches: Object.fromEntries(names.map((n) => [n, catches[n]!])) };
}

/**
 * What is found without running code. Type errors first: the editor would show them to a learner opening any of these files.
 * Then the promoted cases still titled TODO.
 */
function staticProblems(exercise: Exercise, root: string, displayRoot: string): Problem[] {
  const file = (name: string) => `${displayRoot}/${exercise.slug}/${name}`;
  return [...typeCheckExercise(join(root, exercise.slug), `${displayRoot}/${exercise.slug}`), ...unfinishedCases(exercise, root, file)];
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

/** A case the reference fails, reported at the case: `cases.yaml:<line>: (<id>) …` with what differed. */
function caseError(file: string, line: number | undefined, failed: RunState['cases'][number]): Problem {
  const detail = caseMessage(failed);
  return {
    file,
    ...(line ? { line } : {}),
    message:
      `(${failed.id}) the reference solution ${failed.status === 'fail' ? 'fails' : `gets "${failed.status}" on`} this case` +
      `${detail ? `: ${detail}` : ''}; fix the expected value, or the solution. Until then it counts for nothing in the mistakes matrix`,
  };
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

/** The generated group's failure, as a sentence, when it did not pass. */
function generatedFailure(state: RunState): string[] {
  const generated = state.generated;
  if (!generated || generated.status === 'pass') return [];
  if (generated.status === 'error') return [`the generated cases could not run (seed ${generated.seed}): ${generated.message}`];
  if (generated.status === 'running') return ['the generated cases never finished'];
  const message = caseMessage(generated.failure);
  return [`a generated case fails (seed ${generated.seed})${message ? `: ${message}` : ''}`];
}
