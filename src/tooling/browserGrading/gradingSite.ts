import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CourseOnDisk } from '../../exercise/courseFromDisk';
import { GRADER_PAGE } from '../../graderPage/graderProtocol';
import { PLAYGROUND_ROOT } from '../courseOption';
import { SITE_FINGERPRINT_FILE, siteFingerprint } from './siteFingerprint';

/** Where the grader keeps the sites it built, one folder per digest of their sources. */
export const GRADING_SITE_CACHE = join(PLAYGROUND_ROOT, 'node_modules', '.cache', 'playground-grading-sites');

/** How many built sites the cache keeps (the newest): a few courses, or a course and its last edits. */
const KEEP_SITES = 3;

export class GradingSiteError extends Error {}

/** The digest a built site says it was built from, or undefined when it is not a site of this playground's build. */
function builtFingerprint(folder: string): string | undefined {
  try {
    if (!existsSync(join(folder, GRADER_PAGE))) return undefined;
    const read = JSON.parse(readFileSync(join(folder, SITE_FINGERPRINT_FILE), 'utf8')) as { fingerprint?: unknown };
    return typeof read.fingerprint === 'string' ? read.fingerprint : undefined;
  } catch {
    return undefined;
  }
}

/** The folder `npm run build` writes this course's site to (vite.config.ts). */
function defaultBuildDir(course: CourseOnDisk): string {
  return course.dir === PLAYGROUND_ROOT ? join(PLAYGROUND_ROOT, 'dist') : join(course.dir, 'dist');
}

/**
 * A built site of this course to grade in, built from the sources as they are now: the course's own build
 * (`npm run build`) when it is up to date, else one the grader built before, else a new build into the cache
 * (about a minute; `log` says so). A site built from other sources is never used: its cases may differ.
 */
export async function gradingSite(course: CourseOnDisk, log: (line: string) => void): Promise<string> {
  const fingerprint = siteFingerprint(PLAYGROUND_ROOT, course);
  const own = defaultBuildDir(course);
  if (builtFingerprint(own) === fingerprint) return own;
  const cached = join(GRADING_SITE_CACHE, fingerprint.slice(0, 24));
  if (builtFingerprint(cached) === fingerprint) return cached;
  log('Building the course’s site to grade in (once for each change of the course or the playground; about a minute)…');
  const building = `${cached}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(GRADING_SITE_CACHE, { recursive: true });
  try {
    await buildInto(course, building);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  if (builtFingerprint(building) !== fingerprint) {
    rmSync(building, { recursive: true, force: true });
    throw new GradingSiteError('The course or the playground changed while its site was being built: run the command again.');
  }
  rmSync(cached, { recursive: true, force: true });
  renameSync(building, cached);
  pruneCache(cached);
  return cached;
}

/** `vite build` of the course into `outDir`; its output is shown only when it fails. */
async function buildInto(course: CourseOnDisk, outDir: string): Promise<void> {
  const vite = join(PLAYGROUND_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: PLAYGROUND_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    // A production build whatever runs this (Vitest sets NODE_ENV=test).
    env: { ...process.env, NODE_ENV: 'production', PLAYGROUND_COURSE: course.dir, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new GradingSiteError(`The course's site could not be built (vite build exited with ${code}):\n${output.trim()}`);
}

/** Keeps the newest KEEP_SITES sites of the cache (and `keep`), and removes builds left half-done. */
function pruneCache(keep: string): void {
  const sites = readdirSync(GRADING_SITE_CACHE)
    .map((name) => join(GRADING_SITE_CACHE, name))
    .filter((path) => path !== keep && !path.includes('.building-'))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of sites.slice(KEEP_SITES - 1)) rmSync(old, { recursive: true, force: true });
}
