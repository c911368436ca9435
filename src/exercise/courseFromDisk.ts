import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { listingProblems, parseCourseFile, type Course } from './courseFile.ts';
import { exerciseSlugs, loadExercisesFromDisk, readExerciseFiles, type LoadResult } from './loadFromDisk.ts';
import { parseExercise } from './parseExercise.ts';
import type { Exercise } from './types.ts';
import { ExerciseError } from './problems.ts';

/** A course read from its folder: course.yaml, and where its exercises are. */
export interface CourseOnDisk {
  /** The course folder, absolute. */
  dir: string;
  /** Its exercises/ folder, absolute. */
  exercisesDir: string;
  /** How messages name the exercises folder: `exercises` for the course in the working directory, else its path. */
  displayRoot: string;
  course: Course;
}

/**
 * Node-only: reads `<dir>/course.yaml` and checks its list against `<dir>/exercises/`.
 * `exercisesDir` replaces the folder of exercises (PLAYGROUND_EXERCISES_DIR, a copy the dev-server tests edit).
 *
 * @throws ExerciseError naming course.yaml and the line of each problem.
 */
export function readCourse(dir: string, exercisesDir = join(dir, 'exercises')): CourseOnDisk {
  // Named from where the command was typed (npm runs scripts from the package's folder, and says where in INIT_CWD).
  const from = process.env.INIT_CWD ?? process.cwd();
  const shown = relative(from, dir).split('\\').join('/');
  const file = shown === '' ? 'course.yaml' : `${shown}/course.yaml`;
  const path = join(dir, 'course.yaml');
  if (!existsSync(path)) {
    throw new ExerciseError([
      {
        file,
        message: 'there is no course.yaml here: a course is a folder with a course.yaml (npm run course:new -- <folder> starts one)',
      },
    ]);
  }
  const parse = parseCourseFile(readFileSync(path, 'utf8'), file);
  if ('problems' in parse) throw new ExerciseError(parse.problems);
  const displayRoot = relative(from, exercisesDir).split('\\').join('/') || '.';
  const folders = existsSync(exercisesDir) ? exerciseSlugs(exercisesDir) : [];
  const problems = listingProblems(parse, folders, file, displayRoot);
  if (problems.length > 0) throw new ExerciseError(problems);
  return { dir, exercisesDir, displayRoot, course: parse.course };
}

/** The course's exercises as every tool reads them: in course.yaml's order, under its settings. */
export function loadCourseExercises({ exercisesDir, displayRoot, course }: CourseOnDisk): LoadResult[] {
  return loadExercisesFromDisk(exercisesDir, displayRoot, { order: course.exercises, settings: course.settings });
}

/**
 * One exercise of the course, as loadCourseExercises reads it.
 *
 * @throws ExerciseError naming each problem's file and line.
 */
export function readCourseExercise({ exercisesDir, displayRoot, course }: CourseOnDisk, slug: string): Exercise {
  const files = readExerciseFiles(join(exercisesDir, slug));
  return parseExercise(slug, files, displayRoot, { order: course.exercises.indexOf(slug) + 1, settings: course.settings });
}
