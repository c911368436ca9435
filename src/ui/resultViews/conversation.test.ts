import { describe, expect, it } from 'vitest';
import { compareConversations, findConversation } from './conversation';

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
});
