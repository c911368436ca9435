// @vitest-environment node
/**
 * A driver runs in the learner's realm: learner code can replace any built-in before its
 * function is called (at the top of its module) or while it runs. What the driver records
 * and returns for comparison must not follow. Each test grades a wrong solution that patches
 * a built-in the drivers used to compute what is compared, as a Run does (compile, the worker
 * core, the exercise's real driver, the case's own expected value), but in this thread (as
 * verdicts.test.ts does): the patch is undone after each case.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { readExerciseFiles } from '../../exercise/loadFromDisk';
import { exerciseFromDisk, loadInThread } from '../../test/gradeInThread';
import { gradeCase } from '../../grading/gradeCase';

const root = resolve('exercises');

/** What learner code may replace; put back after each case, whatever the case did. */
const PATCHABLE: [object, string][] = [
  [Math, 'min'],
  [Math, 'max'],
  [Array.prototype, 'some'],
  [JSON, 'parse'],
  [Object.prototype, 'toJSON'],
];
const originals = PATCHABLE.map(([owner, key]) => Object.getOwnPropertyDescriptor(owner, key));
function undoPatches(): void {
  PATCHABLE.forEach(([owner, key], index) => {
    const original = originals[index];
    if (original) Object.defineProperty(owner, key, original);
    else delete (owner as Record<string, unknown>)[key];
  });
}
afterEach(undoPatches);

/** The verdict of one case for `source`, with the exercise's driver; the patches are undone after it. */
async function grade(slug: string, source: string, caseId: string) {
  const exercise = exerciseFromDisk(slug);
  const testCase = exercise.cases.find((c) => c.id === caseId)!;
  let caseRun;
  try {
    const run = await loadInThread(exercise, source);
    if (!run) throw new Error(`${slug}: the module threw as it loaded`);
    caseRun = await run(testCase);
  } finally {
    undoPatches(); // before grading: the page grades, in a realm the learner's code never reaches
  }
  return gradeCase(testCase, caseRun);
}

/** A file of the exercise, as it is. */
function file(slug: string, name: string): string {
  return readExerciseFiles(join(root, slug))[name]!;
}

/** A file of the exercise with one exact piece of text replaced; fails loudly when the piece is gone. */
function changed(slug: string, name: string, from: string, to: string): string {
  const text = file(slug, name);
  expect(text).toContain(from);
  return text.replace(from, to);
}

describe('test-the-agent: atOnce, the most questions the agent worked on at the same time', () => {
  const mistake = (from: string, to: string) => changed('test-the-agent', 'mistakes/all-at-once.ts', from, to);
  const everyQuestionAtOnce = 'const results: AgentTestResult[] = await Promise.all(';

  it('is counted without Math.max, so replacing it before the call cannot hide Promise.all', async () => {
    const source = mistake('const DEFAULT_MAX_STEPS = 8;', 'Math.max = () => 1;\nconst DEFAULT_MAX_STEPS = 8;');
    const result = await grade('test-the-agent', source, 'one-at-a-time');
    expect(result.status).toBe('fail');
    expect(result.received).toMatchObject({ atOnce: 3 });
  });

  it('nor replacing it during the call', async () => {
    const source = mistake(everyQuestionAtOnce, `Math.max = () => 1;\n  ${everyQuestionAtOnce}`);
    const result = await grade('test-the-agent', source, 'one-at-a-time');
    expect(result.status).toBe('fail');
    expect(result.received).toMatchObject({ atOnce: 3 });
  });

  it('still passes the reference that replaced Math.max: the patch changes nothing either way', async () => {
    const source = changed(
      'test-the-agent',
      'solution.ts',
      'const DEFAULT_MAX_STEPS = 8;',
      'Math.max = () => 99;\nconst DEFAULT_MAX_STEPS = 8;',
    );
    expect((await grade('test-the-agent', source, 'one-at-a-time')).status).toBe('pass');
  });
});

describe('validate-and-retry: the model refuses a call that does not offer the tool', () => {
  it('checks the offer with a plain loop, so replacing Array.prototype.some cannot make it accept', async () => {
    const source = changed(
      'validate-and-retry',
      'solution.ts',
      'const reply = await model.invoke(history, { tools: [tool] });',
      'Array.prototype.some = () => true;\n    const reply = await model.invoke(history, { tools: [] });',
    );
    const result = await grade('validate-and-retry', source, 'valid-first-attempt');
    expect(result.status).toBe('fail');
    expect(JSON.stringify(result.received)).toContain('the model was asked without the book_room tool');
  });
});

describe('register-tools: a definition equal to the learner’s own toolDefinition is shown by its name', () => {
  it('is decided by the driver, not by a map method on the array the learner returned', async () => {
    // Empty definitions, in an Array subclass whose map answers what the case expects.
    const source = changed(
      'register-tools',
      'solution.ts',
      'return { definitions, functions: Object.fromEntries(entries) };',
      `class Names extends Array { map() { return specs.map((spec) => spec.name); } }
  const empty = new Names();
  for (let i = 0; i < definitions.length; i++) empty[i] = {};
  return { definitions: empty as unknown as ChatCompletionFunctionTool[], functions: Object.fromEntries(entries) };`,
    );
    const result = await grade('register-tools', source, 'three-tools');
    expect(result.status).toBe('fail');
    expect(result.received).toMatchObject({ returned: { definitions: [{}, {}, {}] } });
  });
});

describe('agent-loop: each request as it went over the wire, a tool definition the case handed in shown by its name', () => {
  const solution = (from: string, to: string) => changed('agent-loop', 'solution.ts', from, to);
  // web_search's definition with an empty `required`: not what the case handed in.
  const toolsSent = '...(tools.length > 0 ? { tools } : {}),';
  const requiredDropped =
    '...(tools.length > 0 ? { tools: tools.map((t: any) => ({ ...t, function: { ...t.function, parameters: { ...t.function.parameters, required: [] } } })) } : {}),';

  it('tells a changed definition from the given one without Math.min, replaced before the call', async () => {
    const source = 'Math.min = () => NaN;\n' + solution(toolsSent, requiredDropped);
    const result = await grade('agent-loop', source, 'direct-answer');
    expect(result.status).toBe('fail');
    expect(result.received).toMatchObject({ requests: [{ tools: [{ function: { name: 'web_search', parameters: { required: [] } } }] }] });
  });

  it('nor replaced during the call', async () => {
    const source = solution(toolsSent, `...(((Math as any).min = () => NaN), {}),\n        ${requiredDropped}`);
    const result = await grade('agent-loop', source, 'direct-answer');
    expect(result.status).toBe('fail');
    expect(result.received).toMatchObject({ requests: [{ tools: [{ function: { parameters: { required: [] } } }] }] });
  });

  it('still shows the given definition by its name when Math.min was replaced', async () => {
    const source = 'Math.min = () => NaN;\n' + file('agent-loop', 'solution.ts');
    expect((await grade('agent-loop', source, 'direct-answer')).status).toBe('pass');
  });

  const deprecated = (prefix: string) => prefix + file('agent-loop', 'mistakes/deprecated-max-tokens.ts');
  const renamed = `const { max_tokens, ...rest } = value; return { ...rest, max_completion_tokens: max_tokens };`;

  it('records what was sent, whatever JSON.parse was replaced with', async () => {
    const source = deprecated(
      `const realParse = JSON.parse;\nJSON.parse = (text: string) => { const value = realParse(text); if (value && typeof value === 'object' && 'max_tokens' in value) { ${renamed} } return value; };\n`,
    );
    const result = await grade('agent-loop', source, 'direct-answer');
    expect(result.status).toBe('fail');
    expect(result.received).toMatchObject({ requests: [{ max_tokens: 500 }] });
  });

  it('and whatever toJSON the learner put on Object.prototype', async () => {
    const source = deprecated(
      `Object.defineProperty(Object.prototype, 'toJSON', { configurable: true, writable: true, value(this: any) { const value = this; if ('max_tokens' in value) { ${renamed} } return value; } });\n`,
    );
    const result = await grade('agent-loop', source, 'direct-answer');
    expect(result.status).toBe('fail');
    expect(result.received).toMatchObject({ requests: [{ max_tokens: 500 }] });
  });
});
