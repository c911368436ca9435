import { describe, expect, it } from 'vitest';
import { segmentBlocks } from './toolCallBlocks';

const registry = { search: { required: ['query'], optional: ['limit'] } };
const text =
  'Checking.\n<tool_call>{"name": "search", "arguments": {"query": "a"}}</tool_call>\n<tool_call>{"name": "weather", "arguments": {}}</tool_call>\n<tool_call>{"name": "search", "arguments": {}}</tool_call>';

describe('segmentBlocks', () => {
  it('gives each block its expected verdict and what the result holds in its place', () => {
    const received = { calls: [['search', { query: 'a' }]], errors: ['unknown tool: weather', 'bad json: 2'] };
    const blocks = segmentBlocks({ text, registry }, received)!.filter((s) => s.kind === 'block');
    expect(blocks.map((b) => [b.index, b.expected, b.matches])).toEqual([
      [0, 'call ["search",{"query":"a"}]', true],
      [1, 'unknown tool: weather', true],
      [2, 'missing argument: search.query', false],
    ]);
    expect(blocks[2]!.received).toBe('bad json: 2');
  });

  it('keeps the prose between blocks, and says when the result has nothing in a block’s place', () => {
    const segments = segmentBlocks({ text, registry }, { calls: [], errors: [] })!;
    expect(segments[0]).toEqual({ kind: 'prose', text: 'Checking.\n' });
    expect(segments.filter((s) => s.kind === 'block').map((b) => b.received)).toEqual([
      'no call in its place',
      'no error in its place',
      'no error in its place',
    ]);
  });

  it('writes the calls in Python notation for a Python learner, and the errors as the text they are', () => {
    const received = { calls: [['search', { query: 'a' }]], errors: ['unknown tool: weather', 'bad json: 2'] };
    const blocks = segmentBlocks({ text, registry }, received, 'python')!.filter((s) => s.kind === 'block');
    expect(blocks.map((b) => b.expected)).toEqual([
      "call ['search', {'query': 'a'}]",
      'unknown tool: weather',
      'missing argument: search.query',
    ]);
    expect(blocks[2]!.received).toBe('bad json: 2');
  });

  it('draws nothing for an input that is not a reply and a registry', () => {
    expect(segmentBlocks({ text: 1 }, undefined)).toBeUndefined();
  });
});
