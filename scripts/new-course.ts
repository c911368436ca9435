/**
 * npm run course:new -- <folder>
 * Starts a course from nothing: course.yaml, a first exercise that passes the check, a .gitignore and a README.
 */
import { resolve } from 'node:path';
import { newCourse } from '../src/tooling/courseScaffold.ts';

const [folder, ...extra] = process.argv.slice(2);
if (!folder || extra.length > 0) {
  console.error('Usage: npm run course:new -- <folder>   (a new or empty folder, anywhere on disk)');
  process.exit(2);
}
// npm runs scripts from the package's folder; the folder is meant from where the command was typed.
const dir = resolve(process.env.INIT_CWD ?? process.cwd(), folder);
try {
  const made = newCourse(dir);
  console.log(`Created a course in ${dir}: ${made.join(', ')}.`);
  console.log(`Next: npm run dev -- --course ${dir}   (docs/courses.md says the rest)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
