// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { readExerciseFiles } from '../exercise/loadFromDisk';
import { parseExercise } from '../exercise/parseExercise';
import { loadGeneratorFromDisk } from './loadGeneratorFromDisk';
import { nodeEvaluator } from '../tooling/nodeDeps';
import { appendCase, inputForSeed } from './promote';
import { formatSeed, parseSeed } from './defineGenerator';
import { gradeInNode } from '../tooling/gradeInNode';

const root = resolve('exercises');
const files = readExerciseFiles(resolve(root, 'parse-tool-calls'));
const exercise = parseExercise('parse-tool-calls', files);
const mistake = exercise.mistakes['greedy-pattern.ts']!;

describe('seeds', () => {
  it('formatSeed and parseSeed round-trip, with and without a path', () => {
    expect(parseSeed(formatSeed(-12, '3:0:1'))).toEqual({ seed: -12, path: '3:0:1' });
    expect(parseSeed(formatSeed(7))).toEqual({ seed: 7 });
    expect(parseSeed('seven')).toBeUndefined();
  });
});

describe('a generated failure, promoted to a fixed case', () => {
  it('round-trips: the seed regenerates the shrunk input, and the appended case fails the same mistake', async () => {
    const generator = (await loadGeneratorFromDisk(root, 'parse-tool-calls'))!;
    const outcome = (await gradeInNode(exercise, mistake, root, { generated: { seed: 42 } })).generated!;
    expect(outcome.status).toBe('fail');
    if (outcome.status !== 'fail') return;

    // The same seed reproduces the same smallest failure.
    const again = (await gradeInNode(exercise, mistake, root, { generated: { seed: 42 } })).generated!;
    expect(again.status === 'fail' && again.failure.input).toEqual(outcome.failure.input);

    // The seed token alone (no failing code) gives that input back.
    const token = parseSeed(outcome.seed)!;
    const input = inputForSeed(generator, token.seed, token.path);
    expect(input).toEqual(outcome.failure.input);

    const reference = nodeEvaluator(exercise, exercise.solution, root);
    const run = await reference.evaluate(input);
    reference.dispose();
    expect(run.status).toBe('returned');
    if (run.status !== 'returned') return;
    expect(run.value).toEqual(outcome.failure.expected);

    const before = files['cases.yaml']!;
    const after = appendCase(before, { id: 'promoted', step: 'example', title: 'Promoted', input, expected: run.value }, 'Review me.');
    expect(after.startsWith(before.trimEnd())).toBe(true);
    expect(after).toContain('# Review me.');
    const promoted = parseExercise('parse-tool-calls', { ...files, 'cases.yaml': after });
    expect(promoted.cases.at(-1)).toEqual({
      id: 'promoted',
      step: 'example',
      title: 'Promoted',
      example: false,
      input,
      expected: run.value,
    });
    const graded = await gradeInNode({ ...promoted, cases: promoted.cases.slice(-1) }, mistake, root);
    expect(graded.cases[0]).toMatchObject({ id: 'promoted', status: 'fail' });
  }, 60_000);

  it('refuses an id that is already taken', () => {
    expect(() => appendCase(files['cases.yaml']!, { id: 'no-blocks', step: 'example', title: 't', input: {}, expected: {} }, 'n')).toThrow(
      /already has a case "no-blocks"/,
    );
  });
});
