// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadExercisesFromDisk } from '../../exercise/loadFromDisk';
import { scaffoldFiles } from '../scaffold';
import { formatMutationReport } from './formatMutationReport';
import { mutateExercise, scoreOf } from './mutateExercise';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/**
 * The scaffold's greeter, whose reference also shouts a name in capitals: no case has such a
 * name, so the mutants of that branch survive. Fixtures live inside the repository so the
 * driver's `../../src/...` imports resolve.
 */
function greeter(extra: Record<string, string> = {}) {
  const files = scaffoldFiles('greeter');
  files['solution.ts'] = [
    'export function greeter(name: string): string {',
    "  if (name === name.toUpperCase() && name !== '') return `HELLO, ${name}!`;",
    '  return `Hello, ${name}!`;',
    '}',
    '',
  ].join('\n');
  Object.assign(files, extra);
  const root = mkdtempSync(resolve('.mutate-test-'));
  roots.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, 'greeter', name, '..'), { recursive: true });
    writeFileSync(join(root, 'greeter', name), text);
  }
  const [loaded] = loadExercisesFromDisk(root);
  if (!loaded || 'error' in loaded) throw new Error('the fixture does not load');
  return { exercise: loaded.exercise, root };
}

describe('mutation testing of a reference solution', () => {
  it('says so when no exercise was mutated (none matched, or none loaded)', () => {
    expect(formatMutationReport([])).toBe('\nNo exercise was mutated.');
  });

  it('grades every mutant through the pipeline and names the survivors, with line, change and the cases they passed', async () => {
    const { exercise, root } = greeter();
    const result = await mutateExercise(exercise, root);
    const score = scoreOf(result);
    expect(score.mutants).toBeGreaterThan(5);
    expect(score.killed).toBeGreaterThan(0);
    const survivors = result.outcomes.filter((o) => o.status === 'survived').map((o) => o.mutant);
    // Never taking the shouting branch is a wrong program no case tells from the reference.
    expect(survivors).toContainEqual(expect.objectContaining({ line: 2, mutator: 'ConditionalExpression', replacement: 'false' }));
    // Greeting in lower case is caught by every case.
    const killed = result.outcomes.find((o) => o.mutant.line === 3 && o.mutant.mutator === 'StringLiteral');
    expect(killed?.status).toBe('killed');
    expect(killed?.killedBy).toContain('greets-by-name');
    const report = formatMutationReport([result]);
    expect(report).toMatch(/✗ greeter: \d+ mutants, \d+ killed, 0 equivalent, \d+ survived/);
    expect(report).toContain(
      "solution.ts:2:7  ConditionalExpression: `name === name.toUpperCase() && name !== ''` → `false`  passed all 1 cases\n",
    );
  }, 120_000);

  it('counts a reviewed equivalent mutant as such, and flags an entry that names no mutant or one the cases kill', async () => {
    const list = [
      '- line: 2',
      '  mutator: ConditionalExpression',
      '  replacement: "false"',
      '  reason: pretend no input can tell these apart, for the test',
      '- line: 40',
      '  mutator: StringLiteral',
      '  replacement: "``"',
      '  reason: a line the reference does not have',
      '- line: 3',
      '  mutator: StringLiteral',
      '  replacement: "``"',
      '  reason: every case catches this one, so it is not equivalent',
      '',
    ].join('\n');
    const { exercise, root } = greeter({ 'equivalent-mutants.yaml': list });
    const result = await mutateExercise(exercise, root);
    expect(result.outcomes.find((o) => o.mutant.line === 2 && o.mutant.replacement === 'false')?.status).toBe('equivalent');
    expect(result.problems).toEqual([
      expect.objectContaining({
        file: 'exercises/greeter/equivalent-mutants.yaml',
        line: 5,
        message: expect.stringMatching(/^no mutant of solution.ts matches line 40/),
      }),
      expect.objectContaining({ line: 9, message: expect.stringMatching(/the cases kill this mutant .* so it is not equivalent/) }),
    ]);
  }, 120_000);

  it('names the line of a broken list and grades nothing', async () => {
    const { exercise, root } = greeter({
      'equivalent-mutants.yaml': '- line: two\n  mutator: X\n  replacement: "y"\n  reason: because it is so\n',
    });
    const result = await mutateExercise(exercise, root);
    expect(result.outcomes).toEqual([]);
    expect(result.problems[0]).toMatchObject({ file: 'exercises/greeter/equivalent-mutants.yaml', line: 1, field: '[0].line' });
  });
});
