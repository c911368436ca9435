/**
 * npm run exercises:new -- <slug> [--course <folder>]
 * Creates exercises/<slug>/ in the course with a one-case example that passes `npm run exercises:check` at once,
 * and adds it at the end of the course's list in course.yaml.
 */
import { newCourseExercise } from '../src/tooling/courseScaffold.ts';
import { relative } from 'node:path';
import { PLAYGROUND_ROOT } from '../src/tooling/courseOption.ts';
import { courseFromArgs } from './courseArgs.ts';

const { course, args } = courseFromArgs();
const [slug] = args;
if (!slug || args.length > 1) {
  console.error('Usage: npm run exercises:new -- <slug> [--course <folder>]   (lower-case words joined by dashes)');
  process.exit(2);
}
try {
  const dir = newCourseExercise(course.dir, slug);
  // The check to run next names the course the exercise went into, unless it is this repository's own.
  const check =
    course.dir === PLAYGROUND_ROOT
      ? 'npm run exercises:check'
      : `npm run exercises:check -- --course ${relative(process.env.INIT_CWD ?? process.cwd(), course.dir) || '.'}`;
  console.log(`Created ${dir}, last in course.yaml's list. Next: edit lesson.md and cases.yaml, then run ${check}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
