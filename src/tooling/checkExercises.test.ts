// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { checkExercises } from './checkExercises';

/**
 * Content integrity, through the same runner and grading a learner's browser
 * uses: each reference solution passes every case, each starter fails one,
 * and every known-wrong solution is caught.
 */
describe('checkExercises on the real exercises', () => {
  it('finds every exercise sound', async () => {
    const checks = await checkExercises(resolve('exercises'));
    expect(checks.map((c) => c.slug)).toContain('parse-tool-calls');
    for (const check of checks) {
      expect(check.problems, check.slug).toEqual([]);
      for (const [mistake, caughtBy] of Object.entries(check.catches)) {
        expect(caughtBy.length, `${check.slug}/mistakes/${mistake}`).toBeGreaterThan(0);
      }
    }
    const parseToolCalls = checks.find((c) => c.slug === 'parse-tool-calls')!;
    expect(Object.keys(parseToolCalls.catches).length).toBeGreaterThanOrEqual(8);
  }, 300_000);
});
