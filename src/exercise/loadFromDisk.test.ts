// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { exerciseSlugs, loadExercisesFromDisk, readExerciseFiles } from './loadFromDisk';
import { parseExercise } from './parseExercise';

/** A scratch exercises folder: a good exercise, a broken one, and things that are not exercises. */
const root = mkdtempSync(join(tmpdir(), 'exercises-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
const writeExercise = (slug: string, casesYaml: string) => {
  write(
    `${slug}/exercise.yaml`,
    'title: T\n# one line\nentry: solve\nsteps:\n  - id: only\n    title: Only\n    summary: The only step.\n',
  );
  write(`${slug}/cases.yaml`, casesYaml);
  for (const name of ['lesson.md', 'starter.ts', 'solution.ts', 'driver.ts']) write(`${slug}/${name}`, `// ${name}`);
  write(`${slug}/mistakes/wrong.ts`, 'export function solve() { return 0; }');
};
writeExercise('good', 'cases:\n  - id: a\n    step: only\n    title: A\n    input: 1\n    expected: 1\n');
writeExercise('broken', 'cases:\n  - id: a\n    step: nowhere\n    title: A\n    input: 1\n    expected: 1\n');
mkdirSync(join(root, '_drafts'));
mkdirSync(join(root, '.hidden'));
writeFileSync(join(root, 'README.md'), 'not an exercise');

describe('loadExercisesFromDisk', () => {
  it('loads the real parse-tool-calls exercise with its six steps', () => {
    const result = loadExercisesFromDisk(resolve('exercises')).find((r) => r.slug === 'parse-tool-calls');
    if (!result || !('exercise' in result))
      throw new Error(`parse-tool-calls did not load: ${result && 'error' in result ? result.error.message : 'not found'}`);
    const { exercise } = result;
    expect(exercise.entry).toBe('parseToolCalls');
    expect(exercise.steps.map((s) => s.id)).toEqual(['blocks', 'json', 'known-tool', 'required', 'unexpected', 'example']);
    for (const step of exercise.steps)
      expect(
        exercise.cases.some((c) => c.step === step.id),
        step.id,
      ).toBe(true);
    expect(new Set(exercise.cases.map((c) => c.id)).size).toBe(exercise.cases.length);
    expect(Object.keys(exercise.mistakes).length).toBeGreaterThan(0);
    expect(exercise.types).not.toBe('');
  });

  it('returns a broken exercise as its error, without hiding the others', () => {
    const results = loadExercisesFromDisk(root, 'content');
    expect(results.map((r) => [r.slug, 'exercise' in r])).toEqual([
      ['broken', false],
      ['good', true],
    ]);
    const [broken, good] = results;
    expect(broken && 'error' in broken && broken.error.problems).toEqual([
      {
        file: 'content/broken/cases.yaml',
        line: 3,
        field: 'cases[0].step',
        message: 'there is no step "nowhere" in exercise.yaml; use one of: only',
      },
      {
        file: 'content/broken/exercise.yaml',
        line: 5,
        field: 'steps[0]',
        message: 'step "only" has no cases; add a case with "step: only" to cases.yaml',
      },
    ]);
    // Without a course's list, an exercise's place is its folder's, in name order.
    expect(good && 'exercise' in good && good.exercise).toEqual(
      parseExercise('good', readExerciseFiles(join(root, 'good')), 'content', { order: 2 }),
    );
  });

  it("places each exercise where the course's list puts it", () => {
    const places = loadExercisesFromDisk(root, 'content', { order: ['good', 'broken'] }).flatMap((r) =>
      'exercise' in r ? [[r.slug, r.exercise.order]] : [],
    );
    expect(places).toEqual([['good', 1]]);
  });
});

describe('exerciseSlugs', () => {
  it('lists exercise folders only, sorted, skipping hidden and _ folders', () => {
    expect(exerciseSlugs(root)).toEqual(['broken', 'good']);
  });
});

describe('readExerciseFiles', () => {
  it('reads every file of a folder by its path inside it, mistakes included', () => {
    const files = readExerciseFiles(join(root, 'good'));
    expect(Object.keys(files).sort()).toEqual([
      'cases.yaml',
      'driver.ts',
      'exercise.yaml',
      'lesson.md',
      'mistakes/wrong.ts',
      'solution.ts',
      'starter.ts',
    ]);
    expect(files['mistakes/wrong.ts']).toBe('export function solve() { return 0; }');
  });
});
