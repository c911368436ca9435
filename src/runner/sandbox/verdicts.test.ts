// @vitest-environment node
/**
 * Hostile return values, from learner code to the verdict, without a browser:
 * compile, the worker core, the page's guard and grading, as in a Run. (The
 * same values, and everything that needs a real worker, are tried in Chromium
 * in e2e/hostile-verdicts.e2e.ts.)
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../host/compile';
import { createWorkerCore } from '../worker/workerCore';
import type { Driver } from '../worker/driver';
import type { WorkerMessage } from '../protocol';
import { toCaseRun } from '../host/runCases';
import { gradeCase } from '../../grading/gradeCase';
import { testCase } from '../../test/fixtures/exercise';
import { guardWorkerMessage } from './pageGuard';

const callDriver: Driver = { run: (learner, input) => learner.entry(input) };
const expected = { calls: [], errors: [] };

/** The verdict the page would show for `solve`'s return value (the case expects `expected`). */
async function verdictFor(body: string) {
  const posted: WorkerMessage[] = [];
  // As in the browser: what the core posts is structured-cloned, then checked by the page.
  const core = createWorkerCore({ post: (message) => posted.push(structuredClone(message)), loadDriver: async () => callDriver });
  const compiled = compile(`export function solve(): any {\n${body}\n}`);
  if (!compiled.ok) throw new Error(compiled.error.message);
  await core.handle({ type: 'load', runId: 1, slug: 'tiny', code: compiled.code, entry: 'solve', modules: [] });
  await core.handle({ type: 'case', runId: 1, caseId: 'a', input: null });
  const reply = guardWorkerMessage(posted.at(-1));
  if (reply?.type !== 'case-done') throw new Error(`no case-done: ${JSON.stringify(posted.at(-1))}`);
  const result = gradeCase(testCase('a', 's', { expected }), toCaseRun(reply.outcome, reply.output, 0));
  return { status: result.status, message: result.problem?.message, received: result.received };
}

describe('hostile return values, from learner code to verdict', () => {
  it('a getter is read once: the verdict is about the value it gave', async () => {
    const result = await verdictFor('let reads = 0;\nreturn { calls: [], get errors() { return ++reads === 1 ? ["first read"] : []; } };');
    expect(result).toMatchObject({ status: 'fail', received: { calls: [], errors: ['first read'] } });
  });

  it('a proxy is copied as the plain data it claims to be, and cannot pass by lying later', async () => {
    const result = await verdictFor(
      "return new Proxy({}, { ownKeys: () => ['calls'], getOwnPropertyDescriptor: () => ({ value: 1, enumerable: true, configurable: true }), get: () => ['proxied'] });",
    );
    expect(result).toMatchObject({ status: 'fail', received: { calls: ['proxied'] } });
  });

  it('values that are not plain data are errors that say what they are', async () => {
    const cases: [string, string][] = [
      ['return () => 1;', 'the result is a function'],
      ["return Symbol('s');", 'the result is a symbol'],
      ['return 1n;', 'the result is a bigint (1n); use a number'],
      ['return new Map();', 'the result is a Map, not a plain object'],
      ['class Result { calls = []; errors = []; }\nreturn new Result();', 'the result is an instance of Result, not a plain object'],
      ['return { calls: [Promise.resolve(1)], errors: [] };', 'calls[0] is a Promise (did you forget await?)'],
      ["return { get calls() { throw new Error('no'); }, errors: [] };", 'reading the result["calls"] threw: no'],
      ['const self: any = { errors: [] };\nself.calls = [self];\nreturn self;', 'calls[0] contains itself (a cycle)'],
      ['return { calls: new Array(100_001).fill(0), errors: [] };', 'the result is too large to show (more than 100000 values)'],
      [
        "return { calls: ['x'.repeat(2_000_000)], errors: [] };",
        'the result is too large to show (more than 1,000,000 characters of text)',
      ],
    ];
    for (const [body, message] of cases) {
      const result = await verdictFor(body);
      expect(result.status, body).toBe('error');
      expect(result.message, body).toContain(message);
    }
  });

  it('an own "__proto__" key is data, compared as data, and pollutes nothing', async () => {
    const result = await verdictFor('return JSON.parse(\'{"calls": [], "errors": [], "__proto__": {"polluted": true}}\');');
    expect(result.status).toBe('fail');
    expect(Object.hasOwn(result.received as object, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a right answer still passes, however it was made', async () => {
    expect(await verdictFor('return JSON.parse(\'{"calls": [], "errors": []}\');')).toMatchObject({ status: 'pass' });
  });
});
