// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createWorkerCore } from './workerCore';
import { compile } from '../host/compile';
import { ShapeError, type Driver } from './driver';
import type { WorkerMessage } from '../protocol';

/** The simplest driver: calls the entry with the case input. */
const callDriver: Driver = { run: (learner, input) => learner.entry(input) };

function setup(driver: Driver = callDriver, global?: { console: Console }) {
  const posted: WorkerMessage[] = [];
  const core = createWorkerCore({ post: (m) => posted.push(m), loadDriver: async () => driver, ...(global ? { global } : {}) });
  const load = async (source: string, options: { entry?: string; modules?: string[]; runId?: number } = {}) => {
    const compiled = compile(source);
    if (!compiled.ok) throw new Error(`fixture does not compile: ${compiled.error.message}`);
    await core.handle({
      type: 'load',
      runId: options.runId ?? 1,
      slug: 'tiny',
      code: compiled.code,
      entry: options.entry ?? 'solve',
      modules: options.modules ?? [],
    });
    return posted.at(-1)!;
  };
  const runCase = async (caseId: string, input: unknown, runId = 1) => {
    await core.handle({ type: 'case', runId, caseId, input });
    return posted.at(-1)!;
  };
  return { core, posted, load, runCase };
}

describe('createWorkerCore', () => {
  it('says the learner’s code starts once the driver has loaded, then that the module loaded', async () => {
    const { posted, load } = setup();
    await load('export function solve() { return 1; }');
    expect(posted.map((m) => m.type)).toEqual(['load-started', 'loaded']);
  });

  it('loads the module, runs a case and answers with the returned value', async () => {
    const { load, runCase } = setup();
    expect(await load('export function solve(input: { n: number }): number {\n  return input.n * 2;\n}')).toEqual({
      type: 'loaded',
      runId: 1,
      output: { lines: [], truncated: false },
    });
    expect(await runCase('double', { n: 21 })).toEqual({
      type: 'case-done',
      runId: 1,
      caseId: 'double',
      outcome: { kind: 'returned', value: 42 },
      output: { lines: [], truncated: false },
    });
  });

  it('runs the cases of one `cases` message in order, answering each as a case of its own (an async case included)', async () => {
    const { core, posted, load } = setup();
    await load('export async function solve(input: { n: number }) {\n  await null;\n  console.log(input.n);\n  return input.n * 2;\n}');
    await core.handle({
      type: 'cases',
      runId: 1,
      cases: [
        { caseId: 'one', input: { n: 1 } },
        { caseId: 'two', input: { n: 2 } },
      ],
    });
    // After the load's two messages (load-started, loaded): the cases' answers.
    expect(posted.slice(2)).toEqual([
      {
        type: 'case-done',
        runId: 1,
        caseId: 'one',
        outcome: { kind: 'returned', value: 2 },
        output: { lines: [{ level: 'log', text: '1' }], truncated: false },
      },
      {
        type: 'case-done',
        runId: 1,
        caseId: 'two',
        outcome: { kind: 'returned', value: 4 },
        output: { lines: [{ level: 'log', text: '2' }], truncated: false },
      },
    ]);
  });

  it('asks to export the entry when there is no such function', async () => {
    const { load } = setup();
    const reply = await load('export function other() {}');
    expect(reply).toMatchObject({ type: 'load-error', error: { kind: 'missing-export', name: 'Missing export' } });
    expect(reply.type === 'load-error' && reply.error.message).toBe('Export a function named solve: export function solve(...) { ... }');
  });

  it('says the entry is defined but not exported when it is', async () => {
    const { load } = setup();
    for (const source of ['function solve(x: string) { return x; }', 'const solve = (x: string) => x;']) {
      const reply = await load(source);
      expect(reply).toMatchObject({ type: 'load-error', error: { kind: 'missing-export' } });
      expect(reply.type === 'load-error' && reply.error.message).toBe(
        'solve is defined but not exported. Put "export" in front of it: export function solve(...) { ... }',
      );
    }
  });

  it('says what the entry is when it is exported but not a function', async () => {
    const { load } = setup();
    const reply = await load('export const solve = 42;');
    expect(reply.type === 'load-error' && reply.error.message).toBe(
      'solve is exported, but it is number 42, not a function. Export a function: export function solve(...) { ... }',
    );
  });

  it('refuses an import in an exercise that allows none', async () => {
    const { load } = setup();
    const reply = await load("import { z } from 'zod';\nexport function solve() {\n  return z.string();\n}");
    expect(reply).toMatchObject({
      type: 'load-error',
      error: {
        kind: 'import',
        name: 'ImportError',
        message: 'This exercise allows no imports, so "zod" cannot be imported. Remove the import.',
      },
    });
  });

  it('names the allowed modules when the learner imports another one', async () => {
    const { load } = setup();
    const reply = await load("import _ from 'lodash';\nexport function solve() {\n  return _;\n}", { modules: ['zod'] });
    expect(reply).toMatchObject({
      type: 'load-error',
      error: { kind: 'import', message: '"lodash" cannot be imported here. You can import: zod.' },
    });
  });

  it('gives an allowed module to the learner code', async () => {
    const { load, runCase } = setup();
    expect(
      await load("import { z } from 'zod';\nexport function solve(input: unknown) {\n  return z.string().safeParse(input).success;\n}", {
        modules: ['zod'],
      }),
    ).toMatchObject({
      type: 'loaded',
    });
    expect(await runCase('string', 'x')).toMatchObject({ outcome: { kind: 'returned', value: true } });
    expect(await runCase('number', 1)).toMatchObject({ outcome: { kind: 'returned', value: false } });
  });

  it('reports a thrown error with the line of the throw in the learner code', async () => {
    const { load, runCase } = setup();
    const source = [
      'type Input = { text: string };',
      '',
      'export function solve(input: Input): string {',
      '  if (input.text === "") {',
      '    throw new RangeError("empty text");',
      '  }',
      '  return input.text;',
      '}',
    ].join('\n');
    await load(source);
    expect(await runCase('ok', { text: 'a' })).toMatchObject({ outcome: { kind: 'returned', value: 'a' } });
    const reply = await runCase('empty', { text: '' });
    expect(reply).toMatchObject({
      outcome: { kind: 'threw', error: { kind: 'exception', name: 'RangeError', message: 'empty text', line: 5 } },
    });
  });

  it('reports the line of an error made by the runtime, like reading a property of undefined', async () => {
    const { load, runCase } = setup();
    await load('export function solve(input: any) {\n  const registry = input.registry;\n  return registry.search.required;\n}');
    const reply = await runCase('no-registry', {});
    expect(reply).toMatchObject({ outcome: { kind: 'threw', error: { kind: 'exception', name: 'TypeError', line: 3 } } });
  });

  it('reports an error thrown while loading, with its line', async () => {
    const { load } = setup();
    const reply = await load('const a = 1;\n\nthrow new Error("at load");\nexport function solve() {}');
    expect(reply).toMatchObject({ type: 'load-error', error: { kind: 'exception', name: 'Error', message: 'at load', line: 3 } });
  });

  it('describes a thrown non-Error value', async () => {
    const { load, runCase } = setup();
    await load('export function solve() {\n  throw "oops";\n}');
    expect(await runCase('c', null)).toMatchObject({
      outcome: {
        kind: 'threw',
        error: { kind: 'exception', name: 'Thrown value', message: 'your code threw oops, which is not an Error' },
      },
    });
  });

  it('captures console output per case, apart from what loading printed', async () => {
    const { load, runCase } = setup();
    const loaded = await load(
      'console.log("loading");\nexport function solve(input: string) {\n  console.log("got", input);\n  console.warn({ n: 1 });\n  return input;\n}',
    );
    expect(loaded).toMatchObject({ type: 'loaded', output: { lines: [{ level: 'log', text: 'loading' }], truncated: false } });
    expect(await runCase('a', 'first')).toMatchObject({
      output: {
        lines: [
          { level: 'log', text: 'got first' },
          { level: 'warn', text: '{ n: 1 }' },
        ],
        truncated: false,
      },
    });
    expect(await runCase('b', 'second')).toMatchObject({
      output: {
        lines: [
          { level: 'log', text: 'got second' },
          { level: 'warn', text: '{ n: 1 }' },
        ],
        truncated: false,
      },
    });
  });

  it('keeps what was logged before a throw', async () => {
    const { load, runCase } = setup();
    await load('export function solve() {\n  console.log("before");\n  throw new Error("after");\n}');
    expect(await runCase('a', null)).toMatchObject({
      outcome: { kind: 'threw', error: { message: 'after' } },
      output: { lines: [{ level: 'log', text: 'before' }] },
    });
  });

  it('captures output sent to the worker global console too', async () => {
    const global = { console: {} as Console };
    // Stands for learner code that reaches the console through the worker's global object.
    const driver: Driver = {
      run(learner, input) {
        global.console.info('via the global');
        return learner.entry(input);
      },
    };
    const { load, runCase } = setup(driver, global);
    await load('export function solve() {\n  return 1;\n}');
    expect(await runCase('a', null)).toMatchObject({ output: { lines: [{ level: 'info', text: 'via the global' }] } });
  });

  it.each([
    ['a function', 'export function solve() {\n  return { calls: [() => 1] };\n}', 'calls[0] is a function'],
    ['a Map', 'export function solve() {\n  return { registry: new Map() };\n}', 'registry is a Map, not a plain object'],
    [
      'a cycle',
      'export function solve() {\n  const calls: any[] = [];\n  calls.push(calls);\n  return { calls };\n}',
      'calls[0] contains itself (a cycle)',
    ],
    ['a promise', 'export function solve() {\n  return { calls: Promise.resolve(1) };\n}', 'calls is a Promise (did you forget await?)'],
  ])('answers a result holding %s with a not-plain error naming where it is', async (_, source, message) => {
    const { load, runCase } = setup();
    await load(source);
    const reply = await runCase('c', null);
    expect(reply).toMatchObject({ outcome: { kind: 'threw', error: { kind: 'not-plain', name: 'Not plain data' } } });
    expect(reply.type === 'case-done' && reply.outcome.kind === 'threw' && reply.outcome.error.message).toContain(message);
  });

  it('turns a ShapeError from the driver into a shape error with its message as is', async () => {
    const driver: Driver = {
      run(learner, input) {
        const result = learner.entry(input);
        if (!Array.isArray(result)) throw new ShapeError('solve must return an array; it returned undefined.');
        return result;
      },
    };
    const { load, runCase } = setup(driver);
    await load('export function solve() {}');
    expect(await runCase('c', null)).toMatchObject({
      outcome: {
        kind: 'threw',
        error: { kind: 'shape', name: 'ShapeError', message: 'solve must return an array; it returned undefined.' },
      },
    });
  });

  it('awaits a learner function that returns a promise', async () => {
    const { load, runCase } = setup();
    await load('export async function solve(n: number) {\n  return n + 1;\n}');
    expect(await runCase('c', 1)).toMatchObject({ outcome: { kind: 'returned', value: 2 } });
  });

  it('handles messages one at a time, in order, even when a case awaits', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const driver: Driver = {
      async run(learner, input) {
        if (input === 'slow') await gate;
        return learner.entry(input);
      },
    };
    const { core, posted, load } = setup(driver);
    await load('export function solve(x: string) {\n  return x;\n}');
    const first = core.handle({ type: 'case', runId: 1, caseId: 'slow', input: 'slow' });
    const second = core.handle({ type: 'case', runId: 1, caseId: 'quick', input: 'quick' });
    await Promise.resolve();
    expect(posted.filter((m) => m.type === 'case-done')).toEqual([]);
    release();
    await Promise.all([first, second]);
    expect(posted.flatMap((m) => (m.type === 'case-done' ? [m.caseId] : []))).toEqual(['slow', 'quick']);
  });

  it('answers nothing for a case of a run it did not load', async () => {
    const { posted, load, runCase } = setup();
    await load('export function solve() { return 1; }', { runId: 5 });
    const count = posted.length;
    await runCase('c', null, 6);
    expect(posted).toHaveLength(count);
  });

  it("loads the exercise's driver before it evaluates the learner's code", async () => {
    // The driver kit (driverKit.ts) and the drivers capture built-ins when they are evaluated:
    // that must happen before learner code can replace them.
    const order: string[] = [];
    const realm = globalThis as { loadOrder?: string[] };
    realm.loadOrder = order;
    try {
      const core = createWorkerCore({
        post: () => {},
        loadDriver: async () => {
          order.push('driver');
          return callDriver;
        },
      });
      const compiled = compile('(globalThis as any).loadOrder.push("learner");\nexport function solve() {}');
      if (!compiled.ok) throw new Error(compiled.error.message);
      await core.handle({ type: 'load', runId: 1, slug: 'tiny', code: compiled.code, entry: 'solve', modules: [] });
    } finally {
      delete realm.loadOrder;
    }
    expect(order).toEqual(['driver', 'learner']);
  });

  it('reports a driver that cannot be loaded as a crash at load', async () => {
    const posted: WorkerMessage[] = [];
    const core = createWorkerCore({
      post: (m) => posted.push(m),
      loadDriver: () => Promise.reject(new Error('No driver for exercise "nope"')),
    });
    await core.handle({ type: 'load', runId: 1, slug: 'nope', code: '', entry: 'solve', modules: [] });
    expect(posted).toEqual([
      {
        type: 'load-error',
        runId: 1,
        error: { kind: 'crash', name: 'Error', message: 'No driver for exercise "nope"' },
        output: { lines: [], truncated: false },
      },
    ]);
  });

  it('gives a result too large to show an error verdict before posting it', async () => {
    const { load, runCase } = setup();
    await load('export function solve(n: number) {\n  return "x".repeat(n);\n}');
    expect(await runCase('fine', 1_000)).toMatchObject({ outcome: { kind: 'returned' } });
    expect(await runCase('huge', 50_000_000)).toMatchObject({
      outcome: {
        kind: 'threw',
        error: {
          kind: 'not-plain',
          message: 'the result is too large to show (more than 1,000,000 characters of text); return a smaller value',
        },
      },
    });
  });

  it('cuts a huge error message to a size the page shows whole', async () => {
    const { load, runCase } = setup();
    await load('export function solve() {\n  throw new Error("m".repeat(10_000_000));\n}');
    const reply = await runCase('a', null);
    expect(reply.type === 'case-done' && reply.outcome.kind === 'threw' && reply.outcome.error.message.length).toBeLessThan(5_000);
    expect(reply).toMatchObject({
      outcome: { kind: 'threw', error: { message: expect.stringContaining('(cut: 10,000,000 characters in all)'), line: 2 } },
    });
    const atLoad = await load('throw new RangeError("n".repeat(1_000_000));');
    expect(atLoad.type === 'load-error' && atLoad.error.message.length).toBeLessThan(5_000);
  });

  it('says why when posting the result fails, instead of going silent', async () => {
    let refused = false;
    const posted: WorkerMessage[] = [];
    const core = createWorkerCore({
      post: (message) => {
        if (message.type === 'case-done' && message.outcome.kind === 'returned' && !refused) {
          refused = true;
          throw new DOMException('#<Object> could not be cloned.', 'DataCloneError');
        }
        posted.push(message);
      },
      loadDriver: async () => callDriver,
    });
    const compiled = compile('export function solve() { return 1; }');
    await core.handle({ type: 'load', runId: 1, slug: 'tiny', code: compiled.ok ? compiled.code : '', entry: 'solve', modules: [] });
    await core.handle({ type: 'case', runId: 1, caseId: 'a', input: null });
    expect(posted.at(-1)).toMatchObject({
      type: 'case-done',
      caseId: 'a',
      outcome: {
        kind: 'threw',
        error: { kind: 'not-plain', message: 'the result could not be sent to the page: #<Object> could not be cloned.' },
      },
    });
  });
});
