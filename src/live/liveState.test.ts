import { describe, expect, it } from 'vitest';
import { reduceLive, startedLiveState, type LiveState } from './liveState';
import type { LiveEvent } from './liveRun';

const none = { lines: [], truncated: false };
const system = { role: 'system', content: 'Be brief.' };
const user = { role: 'user', content: 'Price of NVDA?' };
const call = {
  role: 'assistant',
  content: null,
  tool_calls: [{ id: 'c1', type: 'function', function: { name: 'get_stock_price', arguments: '{"ticker":"NVDA"}' } }],
};
const result = { role: 'tool', tool_call_id: 'c1', content: '{"price":875.4}' };

const fold = (events: LiveEvent[]): LiveState => events.reduce(reduceLive, startedLiveState());

describe('reduceLive', () => {
  it('shows each request’s new messages only, then the reply, and waits in between', () => {
    const waiting = fold([{ type: 'request', n: 1, params: { model: 'm', messages: [system, user], tools: [{}, {}] }, output: none }]);
    expect(waiting.waitingFor).toBe(1);
    const state = fold([
      { type: 'request', n: 1, params: { model: 'm', messages: [system, user], tools: [{}, {}] }, output: none },
      { type: 'reply', n: 1, completion: { choices: [{ finish_reason: 'tool_calls', message: call }] } },
      {
        type: 'request',
        n: 2,
        params: { model: 'm', messages: [system, user, call, result] },
        output: { lines: [{ level: 'log', text: 'step 2' }], truncated: false },
      },
    ]);
    expect(state.entries).toEqual([
      { kind: 'sent', n: 1, model: 'm', messages: [system, user], total: 2, tools: 2 },
      { kind: 'reply', n: 1, message: call, finishReason: 'tool_calls' },
      { kind: 'sent', n: 2, model: 'm', messages: [result], total: 4, tools: 0 },
    ]);
    expect(state.output).toEqual([{ level: 'log', text: 'step 2' }]);
    expect(state.waitingFor).toBe(2);
  });

  it('says what came back when a reply is not a chat completion: a web page, no choices, other JSON', () => {
    const reply = (completion: unknown) =>
      fold([
        { type: 'request', n: 1, params: { model: 'm', messages: [user] }, output: none },
        { type: 'reply', n: 1, completion },
      ]).entries.at(-1);
    expect(reply('<!DOCTYPE html>\n<html><head><title>Example</title>')).toMatchObject({
      kind: 'reply',
      problem: `The reply is text, not a chat completion: is the base URL the API's (often ending in /v1)? It began: "<!DOCTYPE html>\\n<html><head><title>Example</title>"`,
    });
    expect(reply({ id: 'c1', choices: [] })).toMatchObject({
      problem: 'The reply has no choices (choices: []): "{\\"id\\":\\"c1\\",\\"choices\\":[]}"',
    });
    expect(reply({ detail: 'Not Found' })).toMatchObject({
      problem: 'The reply has no choices[0].message: "{\\"detail\\":\\"Not Found\\"}"',
    });
    expect(reply(null)).toMatchObject({ problem: 'The reply was empty.' });
    expect(reply({ choices: [{ finish_reason: 'stop', message: user }] })).not.toHaveProperty('problem');
    expect(reply({ choices: [{ finish_reason: 'stop', message: user }] })).not.toHaveProperty('note');
    expect(reply({ choices: [{ finish_reason: 'stop', message: { content: 'Hi' } }] })).toMatchObject({
      note: expect.stringMatching(/^The server’s reply has no role/),
    });
  });

  it('adds where to look to a 404, whatever the server’s body said', () => {
    const failed = (status?: number) =>
      fold([
        { type: 'request', n: 1, params: { model: 'm', messages: [user] }, output: none },
        { type: 'model-error', n: 1, error: { name: 'NotFoundError', message: '404 "Not Found"', ...(status ? { status } : {}) } },
      ]).entries.at(-1);
    expect(failed(404)).toMatchObject({ hint: expect.stringContaining('often ending in /v1') });
    expect(failed()).not.toHaveProperty('hint');
  });

  it('keeps the last reply’s refusal for the record, and forgets it when a later reply is not one', () => {
    const refused = { role: 'assistant', content: null, refusal: 'I can’t help with that.', annotations: [] };
    const request = (n: number): LiveEvent => ({ type: 'request', n, params: { model: 'm', messages: [user] }, output: none });
    const reply = (n: number, message: unknown): LiveEvent => ({
      type: 'reply',
      n,
      completion: { choices: [{ finish_reason: 'stop', message }] },
    });
    expect(fold([request(1), reply(1, refused)]).refusal).toBe('I can’t help with that.');
    expect(
      fold([request(1), reply(1, refused), request(2), reply(2, { role: 'assistant', content: 'Fine.', refusal: null })]).refusal,
    ).toBeUndefined();
    expect(fold([request(1), reply(1, { role: 'assistant', content: 'Hi', refusal: '' })]).refusal).toBeUndefined();
  });

  it('records a failed request and the end of the run, whatever ended it', () => {
    const state = fold([
      { type: 'request', n: 1, params: { model: 'm', messages: [user] }, output: none },
      { type: 'model-error', n: 1, error: { name: 'InternalServerError', status: 500, message: '500 overloaded' } },
      { type: 'finished', outcome: { kind: 'returned', value: { answer: null } }, output: none },
    ]);
    expect(state.entries.at(-1)).toEqual({ kind: 'model-error', n: 1, name: 'InternalServerError', message: '500 overloaded' });
    expect(state).toMatchObject({ phase: 'done', waitingFor: undefined, end: { kind: 'returned', value: { answer: null } } });
    expect(fold([{ type: 'stopped' }])).toMatchObject({ phase: 'done', end: { kind: 'stopped' } });
  });
});
