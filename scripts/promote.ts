/**
 * npm run exercises:promote -- <slug> <seed> [--step <step-id>] [--id <case-id>] [--title <title>]
 * Turns a generated input (the seed a failing run showed, e.g. 1234567@3:0:1)
 * into a fixed case in cases.yaml, with the expected value written out by the
 * reference solution, for the instructor to review. In a terminal it asks for
 * the step, id and title the flags did not give; otherwise it uses defaults
 * (and a TODO title, which exercises:check rejects until it is replaced).
 */
import { createInterface } from 'node:readline/promises';
import { promoteCase, type Ask } from '../src/tooling/promoteCase.ts';
import { courseFromArgs } from './courseArgs.ts';

// --course <folder>: a case of another course's exercise.
const { course, args } = courseFromArgs();
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : undefined;
};
const step = option('--step');
const id = option('--id');
const title = option('--title');
const [slug, token] = args;
if (!slug || !token || args.length > 2) {
  console.error(
    'Usage: npm run exercises:promote -- <slug> <seed> [--step <step-id>] [--id <case-id>] [--title <title>]\n' +
      '  <seed> as the results showed it, e.g. 1234567 or 1234567@3:0:1',
  );
  process.exit(2);
}

const terminal =
  process.stdin.isTTY && process.stdout.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;
const ask: Ask | undefined = terminal && ((question, fallback) => terminal.question(`${question}${fallback ? ` [${fallback}]` : ''}: `));
try {
  console.log(await promoteCase({ root: course.exercisesDir, slug, token, step, id, title }, ask, (line) => console.log(line)));
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
} finally {
  terminal?.close();
}
