import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { parseYamlFile } from '../exercise/yamlFile';
import type { Exercise } from '../exercise/types';
import type { Problem } from '../exercise/problems';
import { LANGUAGE_NAMES, type LanguageId } from '../core/language';
import type { RunState } from '../grading/runState';
import { caseMessage, describeProblem } from '../grading/messages';
import { catchMistake, MATRIX_SEED } from '../pipeline/catchMistake';
import { runExercise } from '../pipeline/runExercise';
import { createSharedReference } from '../pipeline/sharedReference';
import type { ReferenceSlot } from '../pipeline/types';
import { inBatches } from './inBatches';
import type { WorkerPools } from './nodeDeps';

/** One phase of the runs and its wall-clock time; `count`: how many programs it ran. */
export interface Phase {
  label: string;
  ms: number;
  count?: number;
}

/** What running an exercise's programs found: the problems, which cases catch each mistake, and where the time went. */
export interface ProgramsChecked {
  problems: Problem[];
  catches: Record<string, string[]>;
  phases: Phase[];
}

/** What one language's run needs, and where it leaves what it finds. */
interface LanguageRun {
  exercise: Exercise;
  root: string;
  file: (name: string) => string;
  pools: WorkerPools;
  /** The TypeScript reference of the generated cases, shared by every program of the exercise, in either language. */
  reference: ReferenceSlot;
  problems: Problem[];
  /** Per mistake, the cases it fails (the cases the reference fails not yet left out). */
  catches: Record<string, string[]>;
  /** The mistakes that never reached the cases (reported as they ended). */
  didNotRun: Set<string>;
  /** Runs one phase and notes its wall-clock time. */
  timed: <T>(label: string, count: number | undefined, phase: () => Promise<T>) => Promise<T>;
}

/**
 * The check's runs of one exercise: in each of its languages, the reference solution over every case and the
 * generated group, the starter, the alternatives and the known mistakes, through the same pipeline, driver and
 * grading as a learner's Run (with Pyodide in the worker for Python).
 */
export async function checkPrograms(exercise: Exercise, root: string, displayRoot: string, pools: WorkerPools): Promise<ProgramsChecked> {
  const phases: Phase[] = [];
  const run: LanguageRun = {
    exercise,
    root,
    file: (name) => `${displayRoot}/${exercise.slug}/${name}`,
    pools,
    // Every program below, in either language, meets the same generated inputs (MATRIX_SEED), judged by the one
    // TypeScript reference: it answers each input once for the whole exercise.
    reference: createSharedReference(),
    problems: [],
    catches: {},
    didNotRun: new Set(),
    timed: timer(phases),
  };
  /** Cases the reference fails: they catch every mistake, so they count for nothing in the matrix. */
  const wrongCases = new Set<string>();
  // The languages run side by side, each in its own lanes (see `lanes`); each one's problems are reported in language order.
  const found = exercise.languages.map(() => ({ problems: [] as Problem[], phases: [] as Phase[] }));
  try {
    // The first language's reference is the oracle whose failures are reported at the case (TypeScript's, or a Python-only exercise's).
    await Promise.all(
      exercise.languages.map((language, index) => {
        const { problems, phases } = found[index]!;
        return checkLanguage({ ...run, problems, timed: timer(phases) }, language, index === 0 ? wrongCases : undefined);
      }),
    );
  } finally {
    run.reference.dispose();
  }
  run.problems.push(...found.flatMap((f) => f.problems));
  phases.push(...found.flatMap((f) => f.phases));
  const names = exercise.languages.flatMap((language) => Object.keys(versionOf(exercise, language).mistakes).sort());
  const catches = Object.fromEntries(names.map((n) => [n, run.catches[n]!.filter((id) => !wrongCases.has(id))]));
  for (const name of names) if (!run.didNotRun.has(name) && catches[name]!.length === 0) run.problems.push(uncaught(run.file, name));
  return { problems: run.problems, catches, phases };
}

/** Runs one phase and notes its wall-clock time in `phases`. */
const timer =
  (phases: Phase[]): LanguageRun['timed'] =>
  async (label, count, phase) => {
    const started = performance.now();
    try {
      return await phase();
    } finally {
      phases.push({ label, ms: performance.now() - started, ...(count !== undefined ? { count } : {}) });
    }
  };

const versionOf = (exercise: Exercise, language: LanguageId): Pick<Exercise, 'solution' | 'starter' | 'mistakes' | 'alternatives'> =>
  language === 'typescript' ? exercise : (exercise.python ?? exercise);

/**
 * How many programs of a language run at a time. Python: one, so the whole check starts one Pyodide (5 s of a core),
 * its runs being short once it has started. TypeScript: two, or one beside Python's lane: two cores in all.
 */
const lanes = (exercise: Exercise, language: LanguageId) => (language === 'python' || exercise.languages.includes('python') ? 1 : 2);

/** One language's programs; `oracle`, for the first language, collects the cases its reference fails. */
async function checkLanguage(run: LanguageRun, language: LanguageId, oracle: Set<string> | undefined) {
  const { exercise, file, problems, reference, timed } = run;
  const size = lanes(exercise, language);
  const deps = run.pools.deps(language);
  const version = versionOf(exercise, language);
  const name = LANGUAGE_NAMES[language];
  const ext = language === 'typescript' ? 'ts' : 'py';
  const matrixRun = { language, everyCase: true, seed: MATRIX_SEED, reference };
  // Every case, and the generated group with the matrix's seed: this also catches a generator
  // that makes inputs the reference cannot handle (the reference against itself always agrees).
  const solution = await timed(`${name} reference solution`, 1, () => runExercise(exercise, version.solution, matrixRun, deps).done);
  problems.push(...referenceProblems(run, solution, language, oracle));
  const starter = await timed(
    `${name} starter`,
    1,
    () => runExercise(exercise, version.starter, { language, everyCase: true, skipGenerated: true }, deps).done,
  );
  if (failures(starter).length === 0) {
    problems.push({
      file: file(`starter.${ext}`),
      message: `${language === 'python' ? 'the Python starter' : 'the starter'} passes every case; it should leave the learner something to do`,
    });
  }
  // The first step alone (first-step.ts|py): passable without the later steps, whose cases then fail cleanly.
  const firstStepFile = join(run.root, exercise.slug, `first-step.${ext}`);
  if (existsSync(firstStepFile) && exercise.steps.length > 1) {
    const partial = await timed(
      `${name} first step`,
      1,
      () => runExercise(exercise, readFileSync(firstStepFile, 'utf8'), { language, everyCase: true, skipGenerated: true }, deps).done,
    );
    problems.push(...firstStepProblems(partial, file(`first-step.${ext}`)));
    // A learner going step by step is told to start where they are: at step 1 from the starter, then at step 2.
    problems.push(...sentToProblems(starter, exercise.steps[0]!, file(`starter.${ext}`), 'the starter'));
    problems.push(...sentToProblems(partial, exercise.steps[1]!, file(`first-step.${ext}`), "the first step's solution"));
  }
  // A correct solution written unlike the reference must pass too: a case that fails it asks more than the lesson does.
  const alternatives = Object.keys(version.alternatives).sort();
  await timed(`${name} alternatives`, alternatives.length, () =>
    inBatches(alternatives, size, async (name) => {
      const state = await runExercise(exercise, version.alternatives[name]!, matrixRun, deps).done;
      for (const failure of [...failures(state), ...generatedFailure(state)]) {
        problems.push({
          file: file(`alternatives/${name}`),
          message: `this correct solution must pass every case, but ${failure}; narrow the case to what the lesson states, or fix the solution`,
        });
      }
    }),
  );
  // Mistakes are independent; two lanes in all use both cores without starving the machine.
  const mistakes = Object.keys(version.mistakes).sort();
  await timed(`${name} mistakes`, mistakes.length, () =>
    inBatches(mistakes, size, async (name) => {
      const { state, caughtBy } = await catchMistake(exercise, version.mistakes[name]!, deps, language, reference);
      run.catches[name] = caughtBy;
      if (state.problem) {
        run.didNotRun.add(name);
        const described = describeProblem(state.problem);
        problems.push({
          file: file(`mistakes/${name}`),
          message: `this mistake never reaches the cases (${described.title}: ${described.message}); a known mistake should compile and load`,
        });
      }
    }),
  );
}

/** The reference's run: for the oracle, the cases it fails (reported at the case); for another language, every failure. */
function referenceProblems(run: LanguageRun, solution: RunState, language: LanguageId, oracle: Set<string> | undefined): Problem[] {
  const { exercise, file } = run;
  const problems: Problem[] = [];
  if (oracle && !solution.problem) {
    // The reference is the oracle: a case it fails has a wrong expected value until shown otherwise.
    const wrong = solution.cases.filter((c) => c.status !== 'pass');
    // Where each case starts, from the YAML parser's own positions; read again only when a case needs pointing at.
    const cases =
      wrong.length > 0
        ? parseYamlFile(file('cases.yaml'), readFileSync(join(run.root, exercise.slug, 'cases.yaml'), 'utf8'), z.unknown())
        : undefined;
    for (const failed of wrong) {
      oracle.add(failed.id);
      const index = exercise.cases.findIndex((c) => c.id === failed.id);
      problems.push(caseError(file('cases.yaml'), cases && 'lineOf' in cases ? cases.lineOf(['cases', index, 'id']) : undefined, failed));
    }
  } else {
    const label = language === 'python' ? 'the Python reference solution' : 'the reference solution';
    for (const failure of failures(solution))
      problems.push({
        file: file(`solution.${language === 'typescript' ? 'ts' : 'py'}`),
        message: `${label} must pass every case, but ${failure}`,
      });
  }
  if (solution.generated?.status === 'error') {
    problems.push({
      file: file('generator.ts'),
      message: `${solution.generated.message} (seed ${solution.generated.seed}); make the generator produce only inputs the exercise defines, or fix the solution`,
    });
  }
  return problems;
}

/**
 * first-step.ts|py is a learner's code with only the first step written: it must pass every case of that step (the
 * first green comes without the rest), fail some case of each later step (a step it passes teaches nothing), and
 * fail those cleanly, by a wrong value rather than an error or a timeout the starter's shape caused.
 */
export function firstStepProblems(state: RunState, file: string): Problem[] {
  if (state.problem) {
    const described = describeProblem(state.problem);
    return [
      { file, message: `the first step's solution does not run (${described.title}: ${described.message}); it should pass the first step` },
    ];
  }
  const [first, ...later] = state.steps;
  const problems: Problem[] = [];
  for (const c of first?.cases ?? []) {
    if (c.status !== 'pass')
      problems.push({
        file,
        message: `the first step's solution must pass every case of "${first!.title}", but case "${c.id}" is ${c.status}${caseMessage(c) ? `: ${caseMessage(c)}` : ''}`,
      });
  }
  for (const step of later) {
    if (step.cases.every((c) => c.status === 'pass'))
      problems.push({ file, message: `the first step's solution passes "${step.title}" too: that step checks nothing the first does not` });
    for (const c of step.cases.filter((c) => c.status === 'error' || c.status === 'timeout'))
      problems.push({
        file,
        message: `case "${c.id}" of "${step.title}" is ${c.status} with only the first step written${caseMessage(c) ? ` (${caseMessage(c)})` : ''}; a later step's cases should fail by a wrong value, so give the starter a shape that returns one`,
      });
  }
  return problems;
}

/** Where "Start with" sends the code of a Run, when that is not `step`: the cases' `involves` need a look. */
export function sentToProblems(state: RunState, step: { id: string; title: string }, file: string, what: string): Problem[] {
  const look = state.summary?.firstStepToLook;
  if (state.problem || !look || look.id === step.id) return [];
  return [
    {
      file,
      message: `"Start with" sends ${what} to "${look.title}", not to "${step.title}": the cases of "${step.title}" it fails all name other steps in \`involves\`, or later steps' cases show this step's rule without saying so`,
    },
  ];
}

/** A mistake that ran and that no case catches, once the cases the reference fails are left out. */
function uncaught(file: (name: string) => string, name: string): Problem {
  return {
    file: file(`mistakes/${name}`),
    message: 'no case catches this mistake: add a case it fails (in cases.yaml), or remove the file if it is not a mistake',
  };
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
