/**
 * npm run exercises:new -- <slug> [--course <folder>]
 * Creates exercises/<slug>/ in the course with a one-case example that passes `npm run exercises:check` at once,
 * and adds it at the end of the course's list in course.yaml.
 */
import { newCourseExercise } from '../src/tooling/courseScaffold.ts';
import { courseFromArgs } from './courseArgs.ts';

const { course, args } = courseFromArgs();
const [slug] = args;
if (!slug || args.length > 1) {
  console.error('Usage: npm run exercises:new -- <slug> [--course <folder>]   (lower-case words joined by dashes)');
  process.exit(2);
}
try {
  const dir = newCourseExercise(course.dir, slug);
  console.log(`Created ${dir}, last in course.yaml's list. Next: edit lesson.md and cases.yaml, then run npm run exercises:check.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
