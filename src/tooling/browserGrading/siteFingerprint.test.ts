// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteFingerprint } from './siteFingerprint';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function tree() {
  root = mkdtempSync(join(tmpdir(), 'fingerprint-'));
  const app = join(root, 'app');
  const course = { dir: join(root, 'course'), exercisesDir: join(root, 'course', 'exercises') };
  mkdirSync(join(app, 'src'), { recursive: true });
  mkdirSync(join(course.exercisesDir, 'one'), { recursive: true });
  writeFileSync(join(app, 'src', 'page.ts'), 'export {}');
  writeFileSync(join(app, 'package-lock.json'), '{}');
  writeFileSync(join(course.dir, 'course.yaml'), 'id: x');
  writeFileSync(join(course.exercisesDir, 'one', 'cases.yaml'), '- id: a');
  return { app, course };
}

describe('siteFingerprint', () => {
  it('changes with a case, the course file or the playground’s code, and with nothing a build does not read', () => {
    const { app, course } = tree();
    const first = siteFingerprint(app, course);
    expect(siteFingerprint(app, course)).toBe(first);
    writeFileSync(join(app, 'src', 'page.test.ts'), 'test');
    mkdirSync(join(course.dir, 'dist'));
    writeFileSync(join(course.dir, 'dist', 'index.html'), 'built');
    writeFileSync(join(course.exercisesDir, '.DS_Store'), 'x');
    expect(siteFingerprint(app, course), 'tests, builds and hidden files do not count').toBe(first);
    writeFileSync(join(course.exercisesDir, 'one', 'cases.yaml'), '- id: b');
    const changedCase = siteFingerprint(app, course);
    expect(changedCase).not.toBe(first);
    writeFileSync(join(course.dir, 'course.yaml'), 'id: y');
    expect(siteFingerprint(app, course)).not.toBe(changedCase);
    const changedCourse = siteFingerprint(app, course);
    writeFileSync(join(app, 'src', 'page.ts'), 'export const x = 1;');
    expect(siteFingerprint(app, course)).not.toBe(changedCourse);
  });
});
