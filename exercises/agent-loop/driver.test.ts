// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import driver from './driver';
import { parseExercise } from '../../src/exercise/parseExercise';
import { readExerciseFiles } from '../../src/exercise/loadFromDisk';
import { gradeInNode } from '../../src/tooling/gradeInNode';

/*
 * agent-loop's driver: the behaviours the edge cases script (tools named like
 * Object.prototype's keys, tools that answer later or at once, throws of
 * things that are not Errors, a request that fails with a string) and the
 * check that runAgent leaves the caller's inputs as they were.
 */
type Fn = (...args: unknown[]) => unknown;
type Client = { chat: { completions: { create: (params: unknown) => Promise<unknown> } } };
const run = (entry: Fn, input: Record<string, unknown>) =>
  driver.run({ entry, exports: {}, language: 'typescript' }, { question: 'q', systemPrompt: 's', options: {}, ...input }) as Promise<
    Record<string, unknown>
  >;
const record = { question: 'q', answer: null, steps: 0, toolCalls: [], error: null };

describe('agent-loop driver: tools', () => {
  it('gives tools named "__proto__" and "constructor" as own keys of the functions, and counts their calls apart', async () => {
    const input = JSON.parse(
      '{"tools": {"__proto__": {"each": [{"returns": 1}, {"returns": 2}]}, "constructor": {"returns": 3}}, "replies": []}',
    );
    let seen: unknown[] = [];
    const result = await run(async (_q, _tools, functions: Record<string, Fn>) => {
      seen = [Object.keys(functions), Object.getPrototypeOf(functions) === Object.prototype];
      seen.push(await functions['__proto__']!({}), await functions['__proto__']!({}), await functions['constructor']!({}));
      return record;
    }, input);
    expect(seen).toEqual([['__proto__', 'constructor'], true, 1, 2, 3]);
    expect(result.toolRuns).toEqual([
      { name: '__proto__', args: {} },
      { name: '__proto__', args: {} },
      { name: 'constructor', args: {} },
    ]);
  });

  it('lets a tool with afterMs settle after one without, though it was called first', async () => {
    const order: string[] = [];
    await run(
      async (_q, _tools, functions: Record<string, Fn>) => {
        const slow = (functions.slow!({}) as Promise<unknown>).then(() => order.push('slow'));
        const fast = (functions.fast!({}) as Promise<unknown>).then(() => order.push('fast'));
        await Promise.all([slow, fast]);
        return record;
      },
      { tools: { slow: { returns: 1, afterMs: 30 }, fast: { returns: 2 } }, replies: [] },
    );
    expect(order).toEqual(['fast', 'slow']);
  });

  it('answers at once, without a promise, for a sync tool, and throws at once too', async () => {
    let seen: unknown[] = [];
    await run(
      async (_q, _tools, functions: Record<string, Fn>) => {
        const value = functions.now!({});
        let thrown: unknown;
        try {
          functions.boom!({});
        } catch (error) {
          thrown = (error as Error).message;
        }
        seen = [value, thrown];
        return record;
      },
      { tools: { now: { returns: '09:30', sync: true }, boom: { throws: 'down', sync: true } }, replies: [] },
    );
    expect(seen).toEqual(['09:30', 'down']);
  });

  it('rejects with a plain object for throwsObject, and create rejects with a bare string for errorString', async () => {
    let seen: unknown[] = [];
    await run(
      async (_q, _tools, functions: Record<string, Fn>, _s, _o, client: Client) => {
        seen = await Promise.all([
          (functions.odd!({}) as Promise<unknown>).catch((error: unknown) => [error instanceof Error, error]),
          client.chat.completions.create({ model: 'm', messages: [] }).catch((error: unknown) => error),
        ]);
        return record;
      },
      { tools: { odd: { throwsObject: { code: 503 } } }, replies: [{ errorString: 'quota exceeded' }] },
    );
    expect(seen).toEqual([[false, { code: 503 }], 'quota exceeded']);
  });

  it('records a thrown string that escapes runAgent as itself', async () => {
    const result = await run(
      async (_q, _t, _f, _s, _o, client: Client) => {
        await client.chat.completions.create({ model: 'm', messages: [] });
        return record;
      },
      { tools: {}, replies: [{ errorString: 'quota exceeded' }] },
    );
    expect(result.threw).toBe('quota exceeded');
  });
});

describe('agent-loop driver: built-ins the learner replaced', () => {
  it('still records every request and tool run when Array.prototype.push does nothing', async () => {
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const push = Array.prototype.push;
    const result = await run(
      async (_q, tools: unknown[], functions: Record<string, Fn>, _s, _o, client: Client) => {
        Array.prototype.push = () => 0;
        await functions.get_time!({});
        await client.chat.completions.create({ model: 'm', messages: [], tools });
        return record;
      },
      { tools: { get_time: { returns: '09:30' } }, replies: [{ content: 'hi' }] },
    ).finally(() => {
      Array.prototype.push = push;
    });
    expect(result.toolRuns).toEqual([{ name: 'get_time', args: {} }]);
    expect(result.requests).toEqual([{ model: 'm', messages: [], tools: ['get_time'] }]);
  });
});

describe("agent-loop driver: the caller's inputs", () => {
  const tools = { get_time: { returns: '09:30' } };

  it('adds nothing to the transcript when runAgent changes nothing', async () => {
    const result = await run(async () => record, { tools, replies: [] });
    expect(Object.keys(result)).toEqual(['requests', 'toolRuns', 'returned']);
  });

  it('shows the options, the tools and the functions as runAgent left them when it changed them', async () => {
    const result = await run(
      async (_q, tools: unknown[], functions: Record<string, Fn>, _s, options: Record<string, unknown>) => {
        options.maxSteps ??= 10;
        tools.reverse().pop();
        delete functions.get_time;
        return record;
      },
      { tools, replies: [] },
    );
    expect(result.inputsChanged).toEqual({ options: { maxSteps: 10 }, tools: [], functions: '{}' });
  });

  it('sees a changed tool definition, even when Array.prototype.map was replaced', async () => {
    const result = await run(
      async (_q, tools: { function: { description: string } }[]) => {
        Array.prototype.map = function () {
          return [];
        };
        tools[0]!.function.description = 'changed';
        return record;
      },
      { tools, replies: [] },
    ).finally(() => {
      // eslint-disable-next-line @typescript-eslint/unbound-method
      Array.prototype.map = nativeMap;
    });
    expect(JSON.stringify(result.inputsChanged)).toContain('"description":"changed"');
  });
});
// eslint-disable-next-line @typescript-eslint/unbound-method
const nativeMap = Array.prototype.map;

describe('agent-loop driver.py', () => {
  const root = resolve('exercises');
  const exercise = parseExercise('agent-loop', readExerciseFiles(join(root, 'agent-loop')));
  const solution = exercise.python!.solution;
  const grade = (source: string, ...ids: string[]) =>
    gradeInNode({ ...exercise, cases: exercise.cases.filter((c) => ids.includes(c.id)) }, source, root, { language: 'python' });

  it('plays throwsObject, errorString and the tools named like object keys as the cases expect', async () => {
    const state = await grade(
      solution,
      'thrown-object',
      'rejected-with-a-string',
      'tools-named-like-object-keys',
      'tools-that-answer-at-once',
    );
    expect(state.cases.map((c) => [c.id, c.status])).toEqual([
      ['tools-named-like-object-keys', 'pass'],
      ['tools-that-answer-at-once', 'pass'],
      ['thrown-object', 'pass'],
      ['rejected-with-a-string', 'pass'],
    ]);
  }, 60_000);

  it('shows the tools list and the function_map as run_agent left them when it changed them', async () => {
    const changed = solution.replace(
      '    run = AgentRun(question=question)\n',
      '    run = AgentRun(question=question)\n    tools.pop()\n    function_map.pop("web_search", None)\n',
    );
    expect(changed).not.toBe(solution);
    const state = await grade(changed, 'direct-answer');
    const received = (state.cases[0] as { received?: { inputsChanged?: unknown } }).received;
    expect(received?.inputsChanged).toEqual({ tools: [], functions: '{}' });
  }, 60_000);
});
