import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This repository: its root is the built-in course (course.yaml, exercises/). */
export const PLAYGROUND_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The environment variable every command reads the course from (`--course` sets it for Vite, which takes no unknown flags). */
export const COURSE_ENV = 'PLAYGROUND_COURSE';

/**
 * The course a command works on, the same way for every command (dev, build, preview, grade, the
 * exercises: and course: scripts): `--course <folder>` (or `--course=<folder>`), else
 * PLAYGROUND_COURSE, else this repository's own course. Relative folders are taken from the
 * directory the command was started in (npm's INIT_CWD, so `npm run dev -- --course ../x` means
 * ../x from where you typed it). Returns the other arguments, without the option.
 */
export function courseOption(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): { courseDir: string; builtIn: boolean; rest: string[] } {
  const rest: string[] = [];
  let given: string | undefined;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--course') {
      given = argv[++index];
      if (given === undefined || given.startsWith('--')) throw new Error('--course needs a folder: --course ../my-course');
    } else if (arg.startsWith('--course=')) given = arg.slice('--course='.length);
    else rest.push(arg);
  }
  const from = env.INIT_CWD ?? process.cwd();
  const courseDir = given ? resolve(from, given) : env[COURSE_ENV] ? resolve(from, env[COURSE_ENV]) : PLAYGROUND_ROOT;
  return { courseDir, builtIn: courseDir === PLAYGROUND_ROOT, rest };
}
