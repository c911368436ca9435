import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isSeq, parseDocument } from 'yaml';
import { PLAYGROUND_FORMAT } from '../exercise/courseFile.ts';
import { scaffoldExercise } from './scaffold.ts';

/**
 * Adds `slug` at the end of course.yaml's `exercises:` list, keeping the file's comments and layout
 * (the list is the one place an exercise's order is written, so a new exercise must land in it).
 */
export function addToCourseList(courseFile: string, slug: string): void {
  const doc = parseDocument(readFileSync(courseFile, 'utf8'));
  const list = doc.get('exercises', true);
  if (!isSeq(list)) throw new Error(`${courseFile}: has no exercises: list to add "${slug}" to`);
  list.add(doc.createNode(slug));
  writeFileSync(courseFile, doc.toString());
}

/** A new exercise of a course: its folder from the scaffold, and its place at the end of the course's list. */
export function newCourseExercise(courseDir: string, slug: string): string {
  const dir = scaffoldExercise(join(courseDir, 'exercises'), slug);
  addToCourseList(join(courseDir, 'course.yaml'), slug);
  return dir;
}

/** The id a folder's name suggests: lower-case words joined by dashes. */
export function idFromFolder(dir: string): string {
  const words = basename(dir)
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  return words ? words.join('-') : 'my-course';
}

/**
 * A course from nothing: course.yaml, a first exercise (the scaffold, which passes the check at
 * once), a .gitignore for the built site and a README that says how to run it. Refuses a folder
 * that already holds a course.yaml.
 */
export function newCourse(courseDir: string, firstSlug = 'first-exercise'): string[] {
  if (existsSync(join(courseDir, 'course.yaml'))) throw new Error(`${courseDir} already holds a course.yaml`);
  mkdirSync(join(courseDir, 'exercises'), { recursive: true });
  const id = idFromFolder(courseDir);
  const title = id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
  writeFileSync(join(courseDir, 'course.yaml'), courseYaml(id, title, firstSlug));
  writeFileSync(join(courseDir, '.gitignore'), 'dist/\n');
  writeFileSync(join(courseDir, 'README.md'), readme(title));
  scaffoldExercise(join(courseDir, 'exercises'), firstSlug);
  return ['course.yaml', '.gitignore', 'README.md', `exercises/${firstSlug}/`];
}

function courseYaml(id: string, title: string, firstSlug: string): string {
  return `# A course for the tool-calling playground: every field is described in its docs/courses.md.
# The course format this was written for.
playground: ${PLAYGROUND_FORMAT}
# Keeps this course's saved code and progress apart from other courses' (lower-case words joined by dashes).
id: ${id}
# The site's name: the browser tab and the top bar.
title: ${title}
# One sentence: the home page's first line and the pages' description.
description: What this course teaches, in one sentence.
# Markdown, shown on the home page below the exercises.
about: |
  Who wrote this course, and for whom.
# The order learners meet the exercises in: folder names under exercises/ (npm run exercises:new adds to it).
exercises:
  - ${firstSlug}
# Defaults for every exercise (an exercise may override them in its exercise.yaml).
settings:
  referenceSolution: after-solving
`;
}

function readme(title: string): string {
  return `# ${title}

A course for the tool-calling playground. From the playground's folder (\`npm install\` once there):

\`\`\`sh
npm run dev -- --course <this folder>               # work on it: http://localhost:5173
npm run exercises:new -- <slug> --course <this folder>
npm run exercises:check -- --course <this folder>   # every exercise sound
npm run build -- --course <this folder>             # the static site, in <this folder>/dist
\`\`\`

See the playground's docs/courses.md and docs/authoring.md.
`;
}
