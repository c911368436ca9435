import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseExercise } from './parseExercise.ts';
import { ExerciseError } from './problems.ts';
import type { Exercise } from './types.ts';
import type { SettingsOverrides } from './settings.ts';

/** Node-only: reads every file of an exercise folder (one level of sub-folders, for mistakes/). */
export function readExerciseFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const full = join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else files[relative(dir, full).split('\\').join('/')] = readFileSync(full, 'utf8');
    }
  };
  walk(dir);
  return files;
}

export function exerciseSlugs(root: string): string[] {
  return readdirSync(root)
    .filter((name) => !name.startsWith('.') && !name.startsWith('_') && statSync(join(root, name)).isDirectory())
    .sort();
}

export type LoadResult = { slug: string; exercise: Exercise } | { slug: string; error: ExerciseError };

/** What a course tells the loader: its list of exercises (their order) and its `settings:` block. */
export interface CourseLoading {
  order?: string[];
  settings?: SettingsOverrides;
}

/**
 * Loads every exercise under `root`; a broken one is returned as its error, never thrown, so one typo hides nothing else.
 * `course`: the course's list of exercises (course.yaml), which gives each exercise its place (without it,
 * folders in name order), and its `settings:` block, under each exercise's own.
 */
export function loadExercisesFromDisk(root: string, displayRoot = 'exercises', course: CourseLoading = {}): LoadResult[] {
  const slugs = exerciseSlugs(root);
  const place = (slug: string) => (course.order ? course.order.indexOf(slug) + 1 : slugs.indexOf(slug) + 1);
  return slugs.map((slug) => {
    try {
      const exercise = parseExercise(slug, readExerciseFiles(join(root, slug)), displayRoot, {
        order: place(slug),
        settings: course.settings,
      });
      return { slug, exercise };
    } catch (error) {
      if (error instanceof ExerciseError) return { slug, error };
      throw error;
    }
  });
}
