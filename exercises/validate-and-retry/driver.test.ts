// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import driver from './driver';
import * as solution from './solution';
import type { LearnerModule } from '../../src/runner/worker/driverKit';

/** The reference as the learner's module, with some of its functions replaced. */
function learner(overrides: Partial<typeof solution> = {}): LearnerModule {
  const exports = { ...solution, ...overrides };
  return { entry: exports.callToolWithRetries as LearnerModule['entry'], exports };
}

const run = (module: LearnerModule, input: unknown) => driver.run(module, input) as Promise<Record<string, unknown>>;

const originalPush = Object.getOwnPropertyDescriptor(Array.prototype, 'push')!;
afterEach(() => Object.defineProperty(Array.prototype, 'push', originalPush));

const booking = (id: string, args: unknown) => ({
  role: 'assistant',
  content: '',
  tool_calls: [{ id, name: 'book_room', arguments: args }],
});

describe('validate-and-retry driver: how the booking tool behaves', () => {
  it('throws a scripted value that is not an Error as it is, and records it as notAnError', async () => {
    const result = await run(learner(), {
      call: 'tool.invoke',
      toolThrows: { value: { code: 'ECONNRESET' } },
      invoke: [{ room: 'R101', hour: 9 }],
    });
    expect(result).toEqual({ results: [{ threw: { notAnError: { code: 'ECONNRESET' } } }], toolCalls: [{ room: 'R101', hour: 9 }] });
  });

  it('answers with toolResult, later when toolDelayMs says so', async () => {
    const started = performance.now();
    const result = await run(learner(), { call: 'tool.invoke', toolResult: '', toolDelayMs: 30, invoke: [{ room: 'R101', hour: 9 }] });
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(result.results).toEqual([{ returned: '' }]);
  });

  it('rejects later with the scripted Error, which the loop lets escape', async () => {
    const result = await run(learner(), {
      call: 'callToolWithRetries',
      maxAttempts: 2,
      messages: [],
      toolThrows: { name: 'RangeError', message: 'Invalid time value' },
      toolDelayMs: 5,
      replies: [booking('c1', { room: 'R101', hour: 9 })],
    });
    expect(result.threw).toEqual({ name: 'RangeError', message: 'Invalid time value' });
  });
});

describe('validate-and-retry driver: what the learner was given stays as it was', () => {
  it('puts argsAfterwards next to an invoke that changed its arguments, and nothing otherwise', async () => {
    const defineTool: typeof solution.defineTool = (spec) => {
      const tool = solution.defineTool(spec);
      return {
        ...tool,
        invoke: (args: unknown) => {
          delete (args as Record<string, unknown>).title;
          return tool.invoke(args);
        },
      };
    };
    const input = {
      call: 'tool.invoke',
      invoke: [
        { room: 'R101', hour: 9, title: 'x' },
        { room: 'R101', hour: 10 },
      ],
    };
    expect((await run(learner({ defineTool }), input)).results).toEqual([
      { returned: 'booked R101 at 09:00', argsAfterwards: { room: 'R101', hour: 9 } },
      { returned: 'booked R101 at 10:00' },
    ]);
    expect((await run(learner(), input)).results).toEqual([{ returned: 'booked R101 at 09:00' }, { returned: 'booked R101 at 10:00' }]);
  });

  it('says what the caller’s messages hold afterwards when the loop pushed onto them', async () => {
    const callToolWithRetries: typeof solution.callToolWithRetries = async (options) => {
      const result = await solution.callToolWithRetries(options);
      options.messages.push({ role: 'user', content: 'added' });
      return result;
    };
    const input = {
      call: 'callToolWithRetries',
      maxAttempts: 1,
      messages: [{ role: 'user', content: 'Book R101 at 9.' }],
      replies: [booking('c1', { room: 'R101', hour: 9 })],
    };
    expect((await run(learner({ callToolWithRetries }), input)).messagesAfterwards).toEqual([
      { role: 'user', content: 'Book R101 at 9.' },
      { role: 'user', content: 'added' },
    ]);
    expect(await run(learner(), input)).not.toHaveProperty('messagesAfterwards');
  });
});

describe('validate-and-retry driver: records with built-ins captured at load', () => {
  it('records every model call and tool call, whatever push the learner put in place', async () => {
    const callToolWithRetries: typeof solution.callToolWithRetries = async (options) => {
      const push = Array.prototype.push;
      // The learner's loop keeps working (it uses its own push), the driver's records must too.
      Array.prototype.push = function (this: unknown[], ...items: unknown[]) {
        return this === (options.messages as unknown[]) || items.length !== 1 ? Reflect.apply(push, this, items) : this.length;
      };
      try {
        return await solution.callToolWithRetries({ ...options, messages: [...options.messages] });
      } finally {
        Object.defineProperty(Array.prototype, 'push', originalPush);
      }
    };
    const result = await run(learner({ callToolWithRetries }), {
      call: 'callToolWithRetries',
      maxAttempts: 1,
      messages: [{ role: 'user', content: 'Book R101 at 9.' }],
      replies: [booking('c1', { room: 'R101', hour: 9 })],
    });
    expect(result).toMatchObject({
      modelCalls: [[{ role: 'user', content: 'Book R101 at 9.' }]],
      toolCalls: [{ room: 'R101', hour: 9 }],
      returned: { status: 'done', attempts: 1, result: 'booked R101 at 09:00' },
    });
  });
});
