/**
 * npm run exercises:promote -- <slug> <seed> [--step <step-id>] [--id <case-id>]
 * Turns a generated input (the seed a failing run showed, e.g. 1234567@3:0:1)
 * into a fixed case in cases.yaml, with the expected value written out by the
 * reference solution, for the instructor to review.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseExercise } from '../src/exercise/parseExercise.ts';
import { readExerciseFiles } from '../src/exercise/loadFromDisk.ts';
import { parseSeed } from '../src/generatedCases/defineGenerator.ts';
import { loadGeneratorFromDisk } from '../src/generatedCases/loadGeneratorFromDisk.ts';
import { nodeEvaluator } from '../src/tooling/nodeDeps.ts';
import { appendCase, inputForSeed } from '../src/generatedCases/promote.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : undefined;
};
const step = option('--step');
const id = option('--id');
const [slug, token] = args;
const seed = token ? parseSeed(token) : undefined;
if (!slug || !seed) {
  console.error(
    'Usage: npm run exercises:promote -- <slug> <seed> [--step <step-id>] [--id <case-id>]\n  <seed> as the results showed it, e.g. 1234567 or 1234567@3:0:1',
  );
  process.exit(2);
}

const root = resolve('exercises');
const exercise = parseExercise(slug, readExerciseFiles(join(root, slug)));
const generator = await loadGeneratorFromDisk(root, slug);
if (!generator) {
  console.error(`exercises/${slug} has no generator.ts, so there is nothing to promote.`);
  process.exit(1);
}
const targetStep = step ?? generator.promoteToStep;
if (!exercise.steps.some((s) => s.id === targetStep)) {
  console.error(`There is no step "${targetStep}"; use --step with one of: ${exercise.steps.map((s) => s.id).join(', ')}`);
  process.exit(1);
}

const input = inputForSeed(generator, seed.seed, seed.path);
const reference = nodeEvaluator(exercise, exercise.solution, root);
const run = await reference.evaluate(input);
reference.dispose();
if (run.status !== 'returned') {
  console.error(`The reference solution does not return for this input (${run.status}); fix the exercise before promoting it.`);
  process.exit(1);
}

const caseId = id ?? `generated-${token!.replace(/[^0-9]+/g, '-').replace(/^-|-$/g, '')}`;
const file = join(root, slug, 'cases.yaml');
const updated = appendCase(
  readFileSync(file, 'utf8'),
  { id: caseId, step: targetStep, title: `TODO: say what this case checks (generated from seed ${token})`, input, expected: run.value },
  `Promoted from generated seed ${token}. The expected value was written by the reference solution: check it by hand, then give the case a real title.`,
);
writeFileSync(file, updated);
parseExercise(slug, readExerciseFiles(join(root, slug))); // fails loudly if the result is not a valid exercise
console.log(
  `Added case "${caseId}" to exercises/${slug}/cases.yaml (step ${targetStep}). Review its expected value and title, then run npm run exercises:check.`,
);
