/**
 * The course a command works on, read once for every script the same way (src/tooling/courseOption.ts):
 * a broken course.yaml stops the command with its file and line, before anything runs.
 */
import { readCourse, type CourseOnDisk } from '../src/exercise/courseFromDisk';
import { ExerciseError } from '../src/exercise/problems';
import { courseOption } from '../src/tooling/courseOption';

export function courseFromArgs(argv = process.argv.slice(2)): { course: CourseOnDisk; args: string[] } {
  try {
    const { courseDir, rest } = courseOption(argv);
    return { course: readCourse(courseDir), args: rest };
  } catch (error) {
    if (!(error instanceof ExerciseError) && !(error instanceof Error && error.message.startsWith('--course'))) throw error;
    console.error(error.message);
    process.exit(error instanceof ExerciseError ? 1 : 2);
  }
}
