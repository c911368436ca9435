import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The file a build writes beside index.html: which sources it was built from (plugins/gradingFingerprint.ts). */
export const SITE_FINGERPRINT_FILE = 'grading-site.json';

/** What of the playground itself a site is built from (besides the course): its code, pages, build and packages. */
const APP_SOURCES = ['src', 'plugins', 'public', 'index.html', 'grader.html', 'vite.config.ts', 'package-lock.json'];

/** Never part of a build: tests, the builds themselves, packages (package-lock.json stands for them), hidden files. */
function skipped(name: string): boolean {
  return name.startsWith('.') || name === 'node_modules' || name === 'dist' || /\.test\.tsx?$/.test(name);
}

function filesUnder(path: string, out: string[]): void {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    out.push(path);
    return;
  }
  if (!stat.isDirectory()) return;
  for (const name of readdirSync(path).sort()) if (!skipped(name)) filesUnder(join(path, name), out);
}

/**
 * A digest of everything a course's site is built from: the playground's sources (`appRoot`) and the course's
 * own files (course.yaml and its exercises folder). The grader builds the site it grades in when no built site
 * carries this digest, so a case changed since the last build is never graded with the old one.
 */
export function siteFingerprint(appRoot: string, course: { dir: string; exercisesDir: string }): string {
  const hash = createHash('sha256');
  const add = (root: string, paths: string[]) => {
    const files: string[] = [];
    for (const path of paths) filesUnder(path, files);
    for (const file of files) {
      hash.update(`${relative(root, file).split('\\').join('/')}\0`);
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  };
  add(
    appRoot,
    APP_SOURCES.map((name) => join(appRoot, name)),
  );
  hash.update('\u0001course\u0001');
  add(course.dir, [join(course.dir, 'course.yaml')]);
  add(course.exercisesDir, [course.exercisesDir]);
  return hash.digest('hex');
}
