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
import { compile } from '../host/compile';
import { toCaseRun } from '../host/runCases';
import { createWorkerCore } from './workerCore';
import type { Driver } from './driver';
import type { WorkerMessage } from '../protocol';
import { gradeCase } from '../../grading/gradeCase';
import { parseExercise } from '../../exercise/parseExercise';
import { readExerciseFiles } from '../../exercise/loadFromDisk';
import testTheAgent from '../../../exercises/test-the-agent/driver';
import validateAndRetry from '../../../exercises/validate-and-retry/driver';
import registerTools from '../../../exercises/register-tools/driver';

const DRIVERS: Record<string, Driver> = { 'test-the-agent': testTheAgent, 'validate-and-retry': validateAndRetry, 'register-tools': registerTools };
const root = resolve('exercises');

/** What learner code may replace; put back after each case, whatever the case did. */
const PATCHABLE: [object, string][] = [
  [Math, 'min'],
  [Math, 'max'],
  [Array.prototype, 'some'],
  [JSON, 'parse'],
];
const originals = PATCHABLE.map(([owner, key]) => Object.getOwnPropertyDescriptor(owner, key)!);
function undoPatches(): void {
  PATCHABLE.forEach(([owner, key], index) => Object.defineProperty(owner, key, originals[index]!));
}
afterEach(undoPatches);

/** The verdict of one case for `source`, with the exercise's driver. */
async function grade(slug: string, source: string, caseId: string) {
  const exercise = parseExercise(slug, readExerciseFiles(join(root, slug)));
  const testCase = exercise.cases.find((c) => c.id === caseId)!;
  const posted: WorkerMessage[] = [];
  const core = createWorkerCore({ post: (message) => posted.push(structuredClone(message)), loadDriver: async (name) => DRIVERS[name]! });
  const compiled = compile(source);
  if (!compiled.ok) throw new Error(compiled.error.message);
  try {
    await core.handle({ type: 'load', runId: 1, slug, code: compiled.code, entry: exercise.entry, modules: exercise.modules });
    await core.handle({ type: 'case', runId: 1, caseId, input: testCase.input });
  } finally {
    undoPatches();
  }
  const reply = posted.at(-1);
  if (reply?.type !== 'case-done') throw new Error(`no case-done: ${JSON.stringify(reply)}`);
  return gradeCase(testCase, toCaseRun(reply.outcome, reply.output, 0));
}

/** A file of the exercise with one exact piece of text replaced; fails loudly when the piece is gone. */
function changed(slug: string, file: string, from: string, to: string): string {
  const text = readExerciseFiles(join(root, slug))[file]!;
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
    const source = changed('test-the-agent', 'solution.ts', 'const DEFAULT_MAX_STEPS = 8;', 'Math.max = () => 99;\nconst DEFAULT_MAX_STEPS = 8;');
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
      'return { definitions, functions };',
      `class Names extends Array { map() { return specs.map((spec) => spec.name); } }
  const empty = new Names();
  for (let i = 0; i < definitions.length; i++) empty[i] = {};
  return { definitions: empty as unknown as ChatCompletionFunctionTool[], functions };`,
    );
    const result = await grade('register-tools', source, 'three-tools');
    expect(result.status).toBe('fail');
    expect(result.received).toMatchObject({ returned: { definitions: [{}, {}, {}] } });
  });
});
