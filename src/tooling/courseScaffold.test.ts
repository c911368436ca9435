// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readCourse } from '../exercise/courseFromDisk';
import { newCourse, newCourseExercise } from './courseScaffold';

let parent: string | undefined;
afterEach(() => {
  if (parent) rmSync(parent, { recursive: true, force: true });
  parent = undefined;
});
const folder = (name: string) => join((parent ??= mkdtempSync(join(tmpdir(), 'course-scaffold-'))), name);

describe('newCourse', () => {
  it('starts a course that reads at once: its id from the folder, its first exercise listed', () => {
    const dir = folder('Agents in Practice');
    expect(newCourse(dir)).toEqual(['course.yaml', '.gitignore', 'README.md', 'exercises/first-exercise/']);
    const { course } = readCourse(dir);
    expect(course).toMatchObject({
      id: 'agents-in-practice',
      exercises: ['first-exercise'],
      storagePrefix: 'playground:agents-in-practice:v1',
    });
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toBe('dist/\n');
  });

  it('refuses a folder that already holds a course', () => {
    const dir = folder('mine');
    newCourse(dir);
    expect(() => newCourse(dir)).toThrow(/already holds a course.yaml/);
  });
});

describe('newCourseExercise', () => {
  it("adds the exercise last to course.yaml's list, keeping the file's comments", () => {
    const dir = folder('mine');
    newCourse(dir);
    newCourseExercise(dir, 'say-goodbye');
    expect(readCourse(dir).course.exercises).toEqual(['first-exercise', 'say-goodbye']);
    expect(readFileSync(join(dir, 'course.yaml'), 'utf8')).toContain('# The order learners meet the exercises in');
  });
});
