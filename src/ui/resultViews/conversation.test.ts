import { describe, expect, it } from 'vitest';
import { compareConversations, findConversation, messageExtras } from './conversation';

const system = { role: 'system', content: 'Be brief.' };
const user = { role: 'user', content: 'Book R101 at 16.' };
const assistant = { role: 'assistant', content: null, tool_calls: [{ id: 'c1', name: 'book_room', arguments: { room: '101', hour: 20 } }] };
const tool = { role: 'tool', tool_call_id: 'c1', content: 'Invalid arguments: room: ...', status: 'error' };

describe('compareConversations', () => {
  it('finds the longest message list in a transcript', () => {
    expect(
      findConversation({
        modelCalls: [
          [system, user],
          [system, user, assistant, tool],
        ],
        toolCalls: [],
      }),
    ).toEqual(['modelCalls', 1]);
    expect(findConversation({ answer: 'x' })).toBeUndefined();
  });

  it('marks the first message that differs, or a missing one', () => {
    const expected = {
      modelCalls: [
        [system, user],
        [system, user, assistant, tool],
      ],
    };
    expect(
      compareConversations(expected, {
        modelCalls: [
          [system, user],
          [system, user, assistant, { ...tool, status: undefined }],
        ],
      })?.firstDifference,
    ).toBe(3);
    expect(
      compareConversations(expected, {
        modelCalls: [
          [system, user],
          [system, user],
        ],
      })?.firstDifference,
    ).toBe(2);
    expect(compareConversations(expected, expected)?.firstDifference).toBeUndefined();
  });

  it('says a conversation was never sent when the request that holds it is not there at all', () => {
    const expected = {
      modelCalls: [
        [system, user],
        [system, user, assistant, tool],
      ],
    };
    const stopped = compareConversations(expected, { modelCalls: [[system, user]] });
    expect(stopped).toMatchObject({ neverSent: true, received: [] });
    expect(compareConversations(expected, { modelCalls: [[system, user], []] })).toMatchObject({ neverSent: false, firstDifference: 0 });
  });
});

describe('messageExtras', () => {
  it('leaves out the SDK’s empty fields of a real reply', () => {
    expect(messageExtras({ refusal: null, annotations: [], audio: null, function_call: null })).toEqual({ rest: {} });
  });

  it('takes a refusal out, to be shown as one', () => {
    expect(messageExtras({ refusal: 'I can’t help with that.', annotations: [] })).toEqual({
      refusal: 'I can’t help with that.',
      rest: {},
    });
  });

  it('keeps what is not empty, and fields it does not know even when empty', () => {
    const annotations = [{ type: 'url_citation', url_citation: { url: 'https://example.com' } }];
    expect(messageExtras({ annotations, name: 'bot', status: null, refusal: 42 })).toEqual({
      rest: { annotations, name: 'bot', status: null, refusal: 42 },
    });
  });
});
