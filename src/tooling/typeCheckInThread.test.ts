// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTypeChecker } from './typeCheckInThread';
import { typeCheckExercise } from './typeCheckExercise';

const dir = mkdtempSync(join(tmpdir(), 'type-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'solution.ts'), 'export function greet(name: string): string {\n  return name.lenth;\n}\n');
writeFileSync(join(dir, 'starter.ts'), 'export function greet(name: string): string {\n  return name;\n}\n');

describe('startTypeChecker', () => {
  it('finds in its thread what typeCheckExercise finds, and says how long it took', async () => {
    const checker = startTypeChecker();
    try {
      const [first, again] = await Promise.all([checker.check(dir, 'fixtures/greet'), checker.check(dir, 'fixtures/greet')]);
      const expected = typeCheckExercise(dir, 'fixtures/greet');
      expect(expected).toEqual([
        expect.objectContaining({
          file: 'fixtures/greet/solution.ts',
          line: 2,
          message: expect.stringMatching(/^TS2551: Property 'lenth' does not exist/),
        }),
      ]);
      expect(first.problems).toEqual(expected);
      expect(again.problems).toEqual(expected);
      expect(first.ms).toBeGreaterThan(0);
    } finally {
      checker.dispose();
    }
  }, 60_000);

  it('type-checks on the calling thread once its own thread is gone: no exercise goes unchecked', async () => {
    const checker = startTypeChecker();
    checker.dispose();
    const { problems } = await checker.check(dir, 'fixtures/greet');
    expect(problems).toEqual(typeCheckExercise(dir, 'fixtures/greet'));
  }, 60_000);
});
