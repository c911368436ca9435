// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { scaffoldExercise } from './scaffold';
import { checkExercises } from './checkExercises';

// Inside the repository, one level deep, so a scaffolded driver's `../../src/...` import resolves as it will in exercises/.
let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('scaffoldExercise', () => {
  it('creates an exercise that passes the check at once', async () => {
    root = mkdtempSync(resolve('.scaffold-test-'));
    scaffoldExercise(root, 'greet-a-person');
    expect(readdirSync(join(root, 'greet-a-person')).sort()).toEqual([
      'cases.yaml',
      'driver.ts',
      'exercise.yaml',
      'lesson.md',
      'mistakes',
      'solution.ts',
      'starter.ts',
      'types.d.ts',
    ]);
    const [check] = await checkExercises(root);
    expect(check!.problems).toEqual([]);
    expect(check!.catches['empty-greeting.ts']).toEqual(['greets-by-name']);
  });

  it('refuses a slug that is not lower-case words joined by dashes, and an existing folder', () => {
    root = mkdtempSync(resolve('.scaffold-test-'));
    expect(() => scaffoldExercise(root!, 'Greet_Person')).toThrow(/lower-case words joined by dashes/);
    scaffoldExercise(root, 'greet');
    expect(() => scaffoldExercise(root!, 'greet')).toThrow(/already exists/);
  });
});
