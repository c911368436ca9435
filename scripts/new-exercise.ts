/**
 * npm run exercises:new -- <slug>
 * Creates exercises/<slug>/ with a one-case example that passes `npm run exercises:check` at once.
 */
import { resolve } from 'node:path';
import { scaffoldExercise } from '../src/tooling/scaffold.ts';

const slug = process.argv[2];
if (!slug) {
  console.error('Usage: npm run exercises:new -- <slug>   (lower-case words joined by dashes)');
  process.exit(2);
}
try {
  const dir = scaffoldExercise(resolve('exercises'), slug);
  console.log(`Created ${dir}. Next: edit lesson.md and cases.yaml, then run npm run exercises:check.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
