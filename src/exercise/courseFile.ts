import { z } from 'zod';
import type { Problem } from './problems.ts';
import { settingsSchema, type SettingsOverrides } from './settings.ts';
import { parseYamlFile } from './yamlFile.ts';

/**
 * course.yaml: what makes a folder of exercises a course. Pure (text in, value
 * or problems out), so the dev server, the build and every command read it
 * the same way; src/exercise/courseFromDisk.ts reads the file.
 */

/** The course format (and driver kit, `playground/driver`) this playground reads; a course names the one it was written for. */
export const PLAYGROUND_FORMAT = 1;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a slug is lower-case words joined by dashes, like parse-tool-calls');

export const courseFileSchema = z.strictObject({
  playground: z.literal(PLAYGROUND_FORMAT, {
    error: `playground is the course format this course was written for; this playground reads format ${PLAYGROUND_FORMAT} (write playground: ${PLAYGROUND_FORMAT})`,
  }),
  /** Tells one course's saved code, progress and submissions from another's: lower-case words joined by dashes. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id is lower-case words joined by dashes, like my-agent-course'),
  /** The site's name: the browser tab, the top bar, the installed app. */
  title: z.string().min(1, 'title is the course name the pages show'),
  /** The home page's heading; the title when absent. */
  heading: z.string().min(1).optional(),
  /** One sentence under the title, and the pages' meta description. */
  description: z.string().min(1, 'description is a sentence that says what the course teaches'),
  /** The course's own short "about" (markdown), shown on the home page below the exercises. */
  about: z.string().optional(),
  /** The exercises, in the order learners meet them: folder names under exercises/. The only place order is written. */
  exercises: z.array(slug).min(1, 'a course lists at least one exercise'),
  /** Defaults for every exercise, each of which an exercise may override (src/exercise/settings.ts). */
  settings: settingsSchema.optional(),
  /**
   * The prefix of what the site keeps in the browser. Leave it out: each course then gets its own,
   * from its id. Only the built-in course sets it, to the prefix it had before courses existed.
   */
  storageKey: z.string().min(1).optional(),
});

export interface Course {
  id: string;
  title: string;
  heading: string;
  description: string;
  about: string;
  /** Exercise slugs, in the course's order. */
  exercises: string[];
  settings: SettingsOverrides;
  /** Where this course's browser data lives: see storagePrefixFor. */
  storagePrefix: string;
}

/** Each course's browser data apart from any other's on the same origin; the built-in course keeps today's keys. */
export function storagePrefixFor(course: { id: string; storageKey?: string | undefined }): string {
  return course.storageKey ?? `playground:${course.id}:v1`;
}

export type CourseParse = { course: Course; lineOf: (path: (string | number)[]) => number | undefined } | { problems: Problem[] };

export function parseCourseFile(text: string, file = 'course.yaml'): CourseParse {
  const parsed = parseYamlFile(file, text, courseFileSchema);
  if ('problems' in parsed) return parsed;
  const { value } = parsed;
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  value.exercises.forEach((name, index) => {
    const first = seen.get(name);
    if (first !== undefined) {
      problems.push({
        file,
        line: parsed.lineOf(['exercises', index]),
        field: `exercises[${index}]`,
        message: `"${name}" is listed twice (first as exercises[${first}])`,
      });
    } else seen.set(name, index);
  });
  if (problems.length > 0) return { problems };
  const course: Course = {
    id: value.id,
    title: value.title,
    heading: value.heading ?? value.title,
    description: value.description,
    about: value.about ?? '',
    exercises: value.exercises,
    settings: value.settings ?? {},
    storagePrefix: storagePrefixFor(value),
  };
  return { course, lineOf: parsed.lineOf };
}

/**
 * The course's list against the folders on disk. A listed exercise with no folder and a folder
 * the list leaves out are both errors: a forgotten exercise would silently vanish from the course.
 * (Folders starting with `_` or `.` are drafts, never read.)
 */
export function listingProblems(
  parse: { course: Course; lineOf: (path: (string | number)[]) => number | undefined },
  folders: string[],
  file = 'course.yaml',
  exercisesDir = 'exercises',
): Problem[] {
  const { course, lineOf } = parse;
  const problems: Problem[] = [];
  course.exercises.forEach((name, index) => {
    if (!folders.includes(name)) {
      problems.push({
        file,
        line: lineOf(['exercises', index]),
        field: `exercises[${index}]`,
        message: `there is no folder ${exercisesDir}/${name}; create it (npm run exercises:new -- ${name}) or remove it from the list`,
      });
    }
  });
  for (const folder of folders) {
    if (!course.exercises.includes(folder)) {
      problems.push({
        file,
        line: lineOf(['exercises']),
        field: 'exercises',
        message: `the folder ${exercisesDir}/${folder} is not listed; add "- ${folder}" where learners should meet it, or rename the folder _${folder} to keep it as a draft`,
      });
    }
  }
  return problems;
}
