import { describe, expect, it } from 'vitest';
import { checkModelRequest } from './modelRequest';

const ok = { model: 'm', messages: [{ role: 'user', content: 'hi' }] };

describe('checkModelRequest', () => {
  it('accepts a Chat Completions request, extra keys (temperature, tools) included', () => {
    const params = { ...ok, tools: [{ type: 'function', function: { name: 'f' } }], temperature: 0, max_completion_tokens: 5 };
    expect(checkModelRequest(params)).toEqual({ ok: true, params });
  });

  it('refuses what is not a request, saying what is wrong', () => {
    expect(checkModelRequest('hello')).toEqual({ ok: false, reason: 'create() takes one object: { model, messages, ... }' });
    expect(checkModelRequest([ok])).toMatchObject({ ok: false });
    expect(checkModelRequest({ messages: ok.messages })).toMatchObject({ ok: false, reason: expect.stringMatching(/^model: /) });
    expect(checkModelRequest({ model: 'm', messages: [] })).toEqual({
      ok: false,
      reason: 'messages: messages must hold at least one message',
    });
    expect(checkModelRequest({ model: 'm', messages: [{ role: 'wizard' }] })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^messages\.0\.role: role must be one of system/),
    });
    expect(checkModelRequest({ ...ok, tools: 'all' })).toMatchObject({ ok: false, reason: expect.stringMatching(/^tools: /) });
  });

  it('refuses a streaming request, and one the sandbox guard already found too large', () => {
    expect(checkModelRequest({ ...ok, stream: true })).toEqual({ ok: false, reason: 'live runs do not stream: leave out stream: true' });
    expect(checkModelRequest(undefined, 'the request is too large to show')).toEqual({
      ok: false,
      reason: 'the request is too large to show',
    });
  });

  it('says a message the server sent without a role lacked it there, instead of blaming the request that passes it back', () => {
    const served = { content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: '{}' } }] };
    const params = { model: 'm', messages: [...ok.messages, served, { role: 'tool', tool_call_id: 'c1', content: '1' }] };
    const checked = checkModelRequest(params, undefined, [{ n: 1, json: JSON.stringify(served) }]);
    expect(checked).toMatchObject({ ok: false });
    const { reason } = checked as { reason: string };
    expect(reason).toMatch(/^messages\.1\.role: role must be one of /);
    expect(reason).toContain(`messages.1 is the server's reply to request 1 as it came, and that reply lacked the field`);
    // The learner's own message without a role is still theirs.
    expect(
      checkModelRequest({ model: 'm', messages: [{ content: 'hi' }] }, undefined, [{ n: 1, json: JSON.stringify(served) }]),
    ).toMatchObject({
      reason: expect.not.stringContaining('server'),
    });
  });
});
