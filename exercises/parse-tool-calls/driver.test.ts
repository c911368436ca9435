// @vitest-environment node
/**
 * parse-tool-calls' drivers (driver.ts, and driver.py for Python) check that the learner's code
 * left the registry as it was: an agent passes the same registry with every reply. Each test grades
 * a solution through the real pipeline (compile or Pyodide, the worker, the driver, the grading).
 */
import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { parseExercise } from '../../src/exercise/parseExercise';
import { readExerciseFiles } from '../../src/exercise/loadFromDisk';
import { gradeInNode } from '../../src/tooling/gradeInNode';

const root = resolve('exercises');
const exercise = parseExercise('parse-tool-calls', readExerciseFiles(join(root, 'parse-tool-calls')));
const python = exercise.python!;

/** The exercise with only these cases, in this order. */
function only(...ids: string[]) {
  return { ...exercise, cases: ids.map((id) => exercise.cases.find((c) => c.id === id)!) };
}

/** The reference with one exact piece of text replaced; fails loudly when the piece is gone. */
function changed(source: string, from: string, to: string): string {
  expect(source).toContain(from);
  return source.replace(from, to);
}

const pushesOptional = changed(
  exercise.solution,
  'const unexpected = Object.keys(args).find((arg) => !spec.required.includes(arg) && !spec.optional.includes(arg));',
  'spec.required.push(...spec.optional);\n  const unexpected = Object.keys(args).find((arg) => !spec.required.includes(arg));',
);
const extendsRequired = changed(
  python.solution,
  'allowed = spec["required"] + spec["optional"]',
  'allowed = spec["required"]\n    allowed += spec["optional"]',
);

describe('parse-tool-calls driver.ts', () => {
  it('passes the reference, with a registry whose tools are named __proto__ and constructor', async () => {
    const state = await gradeInNode(
      only('one-line-block', 'own-proto-and-constructor-tools', 'optional-named-proto'),
      exercise.solution,
      root,
    );
    expect(state.cases.map((c) => c.status)).toEqual(['pass', 'pass', 'pass']);
  }, 60_000);

  it('fails a solution that changes the registry, even when its answer is right, and says what changed', async () => {
    const state = await gradeInNode(only('one-line-block'), pushesOptional, root);
    expect(state.cases[0]).toMatchObject({ status: 'error' });
    const text = JSON.stringify(state.cases[0]);
    expect(text).toContain(
      'parseToolCalls changed the registry it was given: search.required was [\\"query\\"] and is now [\\"query\\", \\"limit\\"]',
    );
  }, 60_000);

  it('notices the change when the learner code replaced structuredClone and Object.keys first', async () => {
    const patched = `globalThis.structuredClone = (value) => value;\nObject.keys = () => [];\n${pushesOptional}`;
    const state = await gradeInNode(only('nothing-required'), patched, root);
    expect(state.cases[0]).toMatchObject({ status: 'error' });
    expect(JSON.stringify(state.cases[0])).toContain('changed the registry');
  }, 60_000);

  it('notices a tool taken out of the registry', async () => {
    const source = changed(
      exercise.solution,
      '  return [calls, errors];',
      '  for (const key in registry) delete registry[key];\n  return [calls, errors];',
    );
    const state = await gradeInNode(only('no-blocks'), source, root);
    expect(JSON.stringify(state.cases[0])).toContain('changed the registry it was given: its list of tools');
  }, 60_000);
});

describe('parse-tool-calls driver.py', () => {
  it("passes the reference, and fails `allowed += ...` on the registry's own list, saying what changed", async () => {
    const cases = only('one-line-block', 'own-proto-and-constructor-tools');
    const good = await gradeInNode(cases, python.solution, root, { language: 'python' });
    expect(good.cases.map((c) => c.status)).toEqual(['pass', 'pass']);
    const bad = await gradeInNode(cases, extendsRequired, root, { language: 'python' });
    expect(bad.cases[0]).toMatchObject({ status: 'error' });
    expect(JSON.stringify(bad.cases[0])).toContain(
      'parse_tool_calls changed the registry it was given: registry[\\"search\\"][\\"required\\"] was [\\"query\\"] and is now [\\"query\\", \\"limit\\"]',
    );
  }, 90_000);

  it('notices the change when the learner code replaced the built-ins the check uses', async () => {
    // The patch is made during the call, after the driver loaded, and undone by a second run (workers are reused).
    const patched = [
      extendsRequired,
      '_checked = parse_tool_calls',
      'def parse_tool_calls(text, registry):',
      '    import builtins',
      '    result = _checked(text, registry)',
      '    builtins._ptc_saved = (builtins.len, builtins.list, builtins.dict, builtins.type)',
      '    builtins.len = lambda value: 0',
      '    builtins.list = lambda *args: []',
      '    builtins.dict = lambda *args, **kwargs: {}',
      '    builtins.type = lambda value: str',
      '    return result',
      '',
    ].join('\n');
    const undo = `import builtins\nif hasattr(builtins, "_ptc_saved"):\n    builtins.len, builtins.list, builtins.dict, builtins.type = builtins._ptc_saved\n    del builtins._ptc_saved\n${python.solution}`;
    try {
      const state = await gradeInNode(only('one-line-block'), patched, root, { language: 'python' });
      expect(JSON.stringify(state.cases[0])).toContain('changed the registry');
    } finally {
      await gradeInNode(only('no-blocks'), undo, root, { language: 'python' });
    }
  }, 90_000);
});
