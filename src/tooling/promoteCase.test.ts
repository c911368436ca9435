// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { formatCaseYaml } from '../exercise/caseYaml';
import { readExerciseFiles } from '../exercise/loadFromDisk';
import { parseExercise } from '../exercise/parseExercise';
import { promoteCase } from './promoteCase';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A copy of parse-tool-calls one level inside the repository (its driver imports ../../src/...). */
function copy(): string {
  const root = mkdtempSync(resolve('.scaffold-test-'));
  roots.push(root);
  cpSync(resolve('exercises/parse-tool-calls'), join(root, 'parse-tool-calls'), { recursive: true });
  return root;
}

const casesOf = (root: string) => readFileSync(join(root, 'parse-tool-calls', 'cases.yaml'), 'utf8');
const exerciseIn = (root: string) => parseExercise('parse-tool-calls', readExerciseFiles(join(root, 'parse-tool-calls')));

describe('formatCaseYaml', () => {
  it('writes a case as the cases.yaml files do: small collections inline, deeper ones as blocks, text with newlines as |', () => {
    const yaml = formatCaseYaml(
      {
        id: 'two-calls',
        step: 'blocks',
        title: 'Two calls',
        input: { text: 'First.\n<tool_call>{}</tool_call>\n', registry: { search: { required: ['query'], optional: ['limit'] } } },
        expected: { calls: [['search', { query: 'cats' }]], errors: [] },
      },
      '  ',
    );
    expect(yaml).toBe(
      [
        '  - id: two-calls',
        '    step: blocks',
        '    title: Two calls',
        '    input:',
        '      text: |',
        '        First.',
        '        <tool_call>{}</tool_call>',
        '      registry:',
        '        search: {required: [query], optional: [limit]}',
        '    expected:',
        '      calls:',
        '        - [search, {query: cats}]',
        '      errors: []',
      ].join('\n'),
    );
  });
});

describe('npm run exercises:promote', () => {
  it('takes step, id and title as flags and adds the case after the last case of its step', async () => {
    const root = copy();
    const before = exerciseIn(root);
    const message = await promoteCase({
      root,
      slug: 'parse-tool-calls',
      token: '7',
      step: 'blocks',
      id: 'from-seed-seven',
      title: 'A random reply',
    });
    expect(message).toBe(
      'Added case "from-seed-seven" to exercises/parse-tool-calls/cases.yaml (step blocks). Check its expected value by hand, then run npm run exercises:check -- parse-tool-calls.',
    );
    const after = exerciseIn(root);
    const lastBlocks = before.cases.findLastIndex((c) => c.step === 'blocks');
    // Right after the step's last case, everything else where it was.
    expect(after.cases.map((c) => c.id)).toEqual([
      ...before.cases.slice(0, lastBlocks + 1).map((c) => c.id),
      'from-seed-seven',
      ...before.cases.slice(lastBlocks + 1).map((c) => c.id),
    ]);
    expect(after.cases[lastBlocks + 1]).toMatchObject({ step: 'blocks', title: 'A random reply' });
    const text = casesOf(root);
    expect(text).toMatch(
      /\n\n {2}# Promoted from generated seed 7\. The expected value was written by the reference solution: check it by hand\.\n {2}- id: from-seed-seven\n {4}step: blocks\n {4}title: A random reply\n {4}input:\n/,
    );
    // Compact as the file is: the registry on one line, not one key per line.
    const promoted = text.slice(text.indexOf('- id: from-seed-seven'));
    expect(promoted.slice(0, promoted.indexOf('\n\n'))).not.toMatch(/^\s+required:$/m);
  }, 60_000);

  it('asks for what the flags did not give, again until the answer is sound', async () => {
    const root = copy();
    const answers = ['nope', '', 'Not An Id', 'no-blocks', 'bold-around-block', 'TODO later', 'Bold text around a block'];
    const asked: string[] = [];
    const printed: string[] = [];
    await promoteCase(
      { root, slug: 'parse-tool-calls', token: '7' },
      async (question, fallback) => {
        asked.push(`${question}${fallback ? ` [${fallback}]` : ''}`);
        return answers.shift()!;
      },
      (line) => printed.push(line),
    );
    expect(asked[0]).toMatch(/^Step \(blocks, .*\) \[\w+\]$/);
    expect(printed[0]).toMatch(/^The input for seed 7, and what the reference returns:\n {2}- id: …/);
    expect(printed.slice(1)).toEqual([
      'There is no step "nope"; use one of: ' +
        exerciseIn(root)
          .steps.map((s) => s.id)
          .join(', '),
      '"Not An Id" is not a case id: use lower-case words joined by dashes, like "bold-text-around-block"',
      'cases.yaml already has a case "no-blocks"',
      'Say what the case checks: a title may not start with TODO',
    ]);
    const added = exerciseIn(root).cases.find((c) => c.id === 'bold-around-block');
    expect(added).toMatchObject({ title: 'Bold text around a block' });
  }, 60_000);

  it('without a terminal or flags, uses the defaults and a TODO title the check will reject', async () => {
    const root = copy();
    const message = await promoteCase({ root, slug: 'parse-tool-calls', token: '7' });
    expect(message).toContain('give it a title (the check rejects TODO)');
    const last = parse(casesOf(root)).cases.find((c: { id: string }) => c.id === 'generated-7');
    expect(last.title).toBe('TODO: say what this case checks (generated from seed 7)');
  }, 60_000);

  it('refuses a flag that names no step, in one sentence', async () => {
    const root = copy();
    await expect(promoteCase({ root, slug: 'parse-tool-calls', token: '7', step: 'nope', id: 'x', title: 'X' })).rejects.toThrow(
      /^There is no step "nope"; use one of: blocks/,
    );
  });
});
