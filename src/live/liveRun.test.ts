import { describe, expect, it } from 'vitest';
import { exercises } from 'virtual:all-exercises';
import { compile } from '../runner/host/compile';
import { inProcessWorkerFactory } from '../test/inProcessWorker';
import { createFakeWorkerFactory, politeScript } from '../test/fixtures/fakeWorker';
import { createFakeTimers } from '../test/fixtures/fakeTimers';
import { startLiveRun, type LiveDeps, type LiveEvent, type LiveRequest } from './liveRun';
import type { ModelCaller, ModelOutcome } from './modelCaller';

const agentLoop = exercises.find((e) => e.slug === 'agent-loop')!;

function request(source: string, overrides: Partial<LiveRequest> = {}): LiveRequest {
  return {
    slug: 'agent-loop',
    entry: 'runAgent',
    modules: [],
    source,
    stepLimitMs: 3000,
    start: {
      question: 'Price of NVDA?',
      systemPrompt: 'Be brief.',
      tools: ['get_stock_price', 'calculate'],
      options: { model: 'stub-model', maxSteps: 5 },
    },
    ...overrides,
  };
}

const completion = (message: Record<string, unknown>, finish_reason: string) => ({
  id: 'x',
  object: 'chat.completion',
  created: 1,
  model: 'stub-model',
  choices: [{ index: 0, finish_reason, message: { role: 'assistant', content: null, ...message } }],
});

/** A model that answers from a script, one outcome per request, recording what it was sent. */
function scriptedModel(outcomes: ModelOutcome[]) {
  const sent: Record<string, unknown>[] = [];
  const signals: AbortSignal[] = [];
  const callModel: ModelCaller = async (params, signal) => {
    sent.push(params);
    signals.push(signal);
    return outcomes.shift() ?? { ok: false, error: { name: 'Error', message: 'no more scripted replies' } };
  };
  return { callModel, sent, signals };
}

function run(source: string, deps: Partial<LiveDeps> & Pick<LiveDeps, 'callModel'>, overrides: Partial<LiveRequest> = {}) {
  const events: LiveEvent[] = [];
  const handle = startLiveRun(request(source, overrides), { compile, createWorker: inProcessWorkerFactory, ...deps }, (event) =>
    events.push(event),
  );
  return { events, handle };
}

describe('startLiveRun', () => {
  it('runs the learner’s runAgent with the demo tools: a tool call, its result sent back, then the answer', async () => {
    const model = scriptedModel([
      {
        ok: true,
        completion: completion(
          { tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_stock_price', arguments: '{"ticker":"NVDA"}' } }] },
          'tool_calls',
        ),
      },
      { ok: true, completion: completion({ content: 'NVDA is at 875.4.' }, 'stop') },
    ]);
    const { events, handle } = run(agentLoop.solution, { callModel: model.callModel });
    await handle.done;
    expect(events.map((e) => e.type)).toEqual(['request', 'reply', 'request', 'reply', 'finished']);
    expect(model.sent[0]).toMatchObject({
      model: 'stub-model',
      max_completion_tokens: 500,
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Price of NVDA?' },
      ],
    });
    expect((model.sent[0]!.tools as { function: { name: string } }[]).map((t) => t.function.name)).toEqual([
      'get_stock_price',
      'calculate',
    ]);
    // The demo tool's canned price went back to the model as the call's tool message.
    expect((model.sent[1]!.messages as unknown[]).at(-1)).toEqual({
      role: 'tool',
      tool_call_id: 'call_1',
      content: '{"ticker":"NVDA","price":875.4,"found":true}',
    });
    expect(events.at(-1)).toEqual({
      type: 'finished',
      outcome: {
        kind: 'returned',
        value: {
          question: 'Price of NVDA?',
          answer: 'NVDA is at 875.4.',
          steps: 2,
          toolCalls: [{ step: 1, name: 'get_stock_price', arguments: '{"ticker":"NVDA"}' }],
          error: null,
        },
      },
      output: { lines: [], truncated: false },
    });
  });

  it('a reply whose message has no role: the request passing it back is refused, and the reason names the server’s reply, not the learner’s code', async () => {
    const noRole = {
      content: null,
      tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_stock_price', arguments: '{"ticker":"NVDA"}' } }],
    };
    const model = scriptedModel([
      {
        ok: true,
        completion: { id: 'x', object: 'chat.completion', choices: [{ index: 0, finish_reason: 'tool_calls', message: noRole }] },
      },
    ]);
    const { events, handle } = run(agentLoop.solution, { callModel: model.callModel });
    await handle.done;
    expect(model.sent).toHaveLength(1);
    const refused = events.find((e) => e.type === 'refused');
    expect(refused).toMatchObject({ n: 2, reason: expect.stringMatching(/^messages\.2\.role: role must be one of /) });
    expect((refused as { reason: string }).reason).toContain(
      `messages.2 is the server's reply to request 1 as it came, and that reply lacked the field: an OpenAI-compatible server sends role: "assistant"`,
    );
  });

  it('throws a model error into the learner’s code as the SDK would: status and message', async () => {
    const model = scriptedModel([
      { ok: false, error: { name: 'InternalServerError', status: 500, message: '500 The model is overloaded' } },
    ]);
    const source = `export async function runAgent(q: string, tools: any, fns: any, system: string, options: any, client: any) {
      try { await client.chat.completions.create({ model: options.model, messages: [{ role: 'user', content: q }] }); return 'no error'; }
      catch (error: any) { return { name: error.name, status: error.status, message: error.message, isError: error instanceof Error }; }
    }`;
    const { events, handle } = run(source, { callModel: model.callModel });
    await handle.done;
    expect(events.map((e) => e.type)).toEqual(['request', 'model-error', 'finished']);
    expect(events.at(-1)).toMatchObject({
      outcome: {
        kind: 'returned',
        value: { name: 'InternalServerError', status: 500, message: '500 The model is overloaded', isError: true },
      },
    });
  });

  it('refuses a request that is not a Chat Completions request, and one past the cap, without calling the model', async () => {
    const model = scriptedModel([]);
    const source = `export async function runAgent(q: string, t: any, f: any, s: string, o: any, client: any) {
      const errors: string[] = [];
      for (const params of [{ model: 'm', messages: [] }, { model: 'm', messages: [{ role: 'user', content: 'x' }], stream: true }]) {
        try { await client.chat.completions.create(params); } catch (error: any) { errors.push(error.message); }
      }
      return errors;
    }`;
    const { events, handle } = run(source, { callModel: model.callModel, maxRequests: 1 });
    await handle.done;
    expect(model.sent).toEqual([]);
    expect(events.at(-1)).toMatchObject({
      outcome: {
        kind: 'returned',
        value: [
          'The request was not sent: messages: messages must hold at least one message',
          'The request was not sent: this live run has already made 1 requests, the most one run may make',
        ],
      },
    });
  });

  it('does not pass on a reply too large to show: the learner’s code gets an error instead', async () => {
    const model = scriptedModel([{ ok: true, completion: completion({ content: 'x'.repeat(1_100_000) }, 'stop') }]);
    const { events, handle } = run(agentLoop.solution, { callModel: model.callModel });
    await handle.done;
    expect(events[1]).toMatchObject({
      type: 'model-error',
      error: { name: 'APIError', message: expect.stringMatching(/^The reply was not passed on: the reply is too large to show/) },
    });
    expect(events.at(-1)).toMatchObject({
      outcome: { kind: 'returned', value: { error: expect.stringMatching(/^API error: The reply was not passed on/) } },
    });
  });

  it('a request that is not plain data fails in the learner’s code, as serialising it would, and nothing is sent', async () => {
    const model = scriptedModel([]);
    const source = `export async function runAgent(q: string, t: any, f: any, s: string, o: any, client: any) {
      try { await client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: q }], onReply: () => 1 }); return 'sent'; }
      catch (error: any) { return error.name + ': ' + error.message; }
    }`;
    const { events, handle } = run(source, { callModel: model.callModel });
    await handle.done;
    expect(model.sent).toEqual([]);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'finished',
        outcome: { kind: 'returned', value: 'TypeError: the request must be plain data, as JSON carries it: onReply is a function' },
      }),
    ]);
  });

  it('a thrown error and a compile error end the run readably', async () => {
    const thrown = run('export async function runAgent() { throw new TypeError("oops"); }', { callModel: scriptedModel([]).callModel });
    await thrown.handle.done;
    expect(thrown.events.at(-1)).toMatchObject({
      type: 'finished',
      outcome: { kind: 'threw', error: { name: 'TypeError', message: 'oops' } },
    });
    const broken = run('export function runAgent( {', { callModel: scriptedModel([]).callModel });
    await broken.handle.done;
    expect(broken.events.at(-1)).toMatchObject({ type: 'problem', problem: { kind: 'compile' } });
  });

  it('Stop aborts the request in flight, ends the worker and reports stopped, and nothing after', async () => {
    let begun!: () => void;
    const waiting = new Promise<void>((resolve) => (begun = resolve));
    let signal: AbortSignal | undefined;
    const callModel: ModelCaller = (_params, s) => {
      signal = s;
      begun();
      return new Promise((resolve) =>
        s.addEventListener('abort', () => resolve({ ok: false, error: { name: 'APIUserAbortError', message: 'Request was aborted.' } })),
      );
    };
    const { events, handle } = run(agentLoop.solution, { callModel });
    await waiting;
    handle.stop();
    await handle.done;
    expect(signal?.aborted).toBe(true);
    expect(events.map((e) => e.type)).toEqual(['request', 'stopped']);
  });

  it('bounds the learner’s own code between requests, and never the wait for the model', async () => {
    const timers = createFakeTimers();
    // A worker that loads, asks the model once, then (after the reply) goes silent, as a loop would.
    const factory = createFakeWorkerFactory((message, worker) => {
      if (message.type === 'load' || message.type === 'case') return politeScript(message, worker);
      if (message.type === 'live-start') {
        worker.reply({
          type: 'model-request',
          runId: message.runId,
          requestId: 1,
          params: { model: 'm', messages: [{ role: 'user', content: 'q' }] },
          output: { lines: [], truncated: false },
        });
      }
    });
    let answer!: (outcome: ModelOutcome) => void;
    const callModel: ModelCaller = () => new Promise((resolve) => (answer = resolve));
    const events: LiveEvent[] = [];
    const handle = startLiveRun(
      request('export function runAgent() {}'),
      { compile, createWorker: factory.factory, callModel, timers },
      (e) => events.push(e),
    );
    await expect.poll(() => events.length).toBe(1);
    // An hour waiting for the model: no limit applies.
    timers.advance(3_600_000);
    expect(events.map((e) => e.type)).toEqual(['request']);
    answer({ ok: true, completion: completion({ content: 'hi' }, 'stop') });
    await expect.poll(() => events.length).toBe(2);
    // Then the learner's code has 3 s to ask again or finish.
    timers.advance(2_999);
    expect(events.map((e) => e.type)).toEqual(['request', 'reply']);
    timers.advance(1);
    await handle.done;
    expect(events.at(-1)).toEqual({ type: 'timeout', limitMs: 3000 });
  });
});
