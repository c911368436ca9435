import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatCaseYaml } from '../exercise/caseYaml';
import { readExerciseFiles } from '../exercise/loadFromDisk';
import { parseExercise } from '../exercise/parseExercise';
import { parseSeed } from '../generatedCases/defineGenerator';
import { loadGeneratorFromDisk } from '../generatedCases/loadGeneratorFromDisk';
import { appendCase, inputForSeed } from '../generatedCases/promote';
import { nodeEvaluator } from './nodeDeps';

export interface PromoteRequest {
  root: string;
  slug: string;
  /** The seed token a failing run showed, e.g. 1234567@3:0:1. */
  token: string;
  step?: string;
  id?: string;
  title?: string;
}

/**
 * Asks the author for a value (the terminal, when there is one): the question, and the answer
 * used when the reply is empty. Absent, missing values take their defaults without asking.
 */
export type Ask = (question: string, fallback?: string) => Promise<string>;

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * `npm run exercises:promote`: turns a generated input into a fixed case,
 * its expected value written by the reference solution. Step, id and title
 * come from the flags, else from `ask`, else from defaults (the generator's
 * step, an id from the seed, a TODO title the check rejects until replaced).
 * Returns what to tell the author; throws an Error whose message is the whole story.
 */
export async function promoteCase(request: PromoteRequest, ask?: Ask, print: (line: string) => void = () => {}): Promise<string> {
  const { root, slug, token } = request;
  const seed = parseSeed(token);
  if (!seed) throw new Error(`"${token}" is not a seed; give it as the results showed it, e.g. 1234567 or 1234567@3:0:1`);
  const exercise = parseExercise(slug, readExerciseFiles(join(root, slug)));
  const generator = await loadGeneratorFromDisk(root, slug);
  if (!generator) throw new Error(`exercises/${slug} has no generator.ts, so there is nothing to promote.`);

  const input = inputForSeed(generator, seed.seed, seed.path);
  const reference = nodeEvaluator(exercise, exercise.solution, root);
  const run = await reference.evaluate(input).finally(() => reference.dispose());
  if (run.status !== 'returned') {
    throw new Error(`The reference solution does not return for this input (${run.status}); fix the exercise before promoting it.`);
  }
  const steps = exercise.steps.map((s) => s.id);
  const taken = new Set(exercise.cases.map((c) => c.id));
  const preview = formatCaseYaml({ id: '…', step: '…', title: '…', input, expected: run.value }, '  ');
  if (ask && !(request.step && request.id && request.title))
    print(`The input for seed ${token}, and what the reference returns:\n${preview}\n`);

  const stepProblem = (step: string) => (steps.includes(step) ? undefined : `There is no step "${step}"; use one of: ${steps.join(', ')}`);
  const idProblem = (id: string) =>
    !ID.test(id)
      ? `"${id}" is not a case id: use lower-case words joined by dashes, like "bold-text-around-block"`
      : taken.has(id)
        ? `cases.yaml already has a case "${id}"`
        : undefined;
  const titleProblem = (title: string) =>
    title.trim() === ''
      ? 'A case needs a title'
      : title.startsWith('TODO')
        ? 'Say what the case checks: a title may not start with TODO'
        : undefined;

  /** A flag's value (checked), else the author's answer (asked again until it is sound), else the default. */
  async function value(
    flag: string | undefined,
    question: string,
    fallback: string | undefined,
    problem: (v: string) => string | undefined,
  ) {
    if (flag !== undefined) {
      const wrong = problem(flag);
      if (wrong) throw new Error(wrong);
      return flag;
    }
    if (!ask) return fallback!;
    for (;;) {
      const answer = (await ask(question, fallback)).trim() || fallback || '';
      const wrong = problem(answer);
      if (!wrong) return answer;
      print(wrong);
    }
  }

  const step = await value(request.step, `Step (${steps.join(', ')})`, generator.promoteToStep, stepProblem);
  const machineId = `generated-${seed.seed}`.replace('--', '-minus-');
  const id = await value(request.id, 'Case id (lower-case words joined by dashes)', ask ? undefined : machineId, idProblem);
  const title = await value(
    request.title,
    "Title: what the case checks, in the learner's words",
    ask ? undefined : `TODO: say what this case checks (generated from seed ${token})`,
    ask || request.title !== undefined ? titleProblem : () => undefined,
  );

  const file = join(root, slug, 'cases.yaml');
  const updated = appendCase(
    readFileSync(file, 'utf8'),
    { id, step, title, input, expected: run.value },
    `Promoted from generated seed ${token}. The expected value was written by the reference solution: check it by hand.`,
  );
  writeFileSync(file, updated);
  parseExercise(slug, readExerciseFiles(join(root, slug))); // fails loudly if the result is not a valid exercise
  return (
    `Added case "${id}" to exercises/${slug}/cases.yaml (step ${step}). Check its expected value by hand` +
    `${title.startsWith('TODO') ? ', give it a title (the check rejects TODO)' : ''}, then run npm run exercises:check -- ${slug}.`
  );
}
