import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawBlocks, segmentBlocks } from './toolCallBlocks';

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

  it('keeps the prose between blocks, and says when the result has nothing for a block', () => {
    const segments = segmentBlocks({ text, registry }, { calls: [], errors: [] })!;
    expect(segments[0]).toEqual({ kind: 'prose', text: 'Checking.\n' });
    expect(segments.filter((s) => s.kind === 'block').map((b) => b.received)).toEqual(['no such call', 'no such error', 'no such error']);
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

  it('pairs errors with blocks by what they say: a missing error never makes the next block look wrong', () => {
    // Unknown tools not checked: block 0 became a call, so the learner's errors start with block 1's.
    const reply = { text: '<tool_call>{"name": "weather", "arguments": {}}</tool_call>\n<tool_call>not json</tool_call>', registry };
    const drawing = drawBlocks(reply, { calls: [['weather', {}]], errors: ['bad json: 1'] })!;
    const blocks = drawing.segments.filter((s) => s.kind === 'block');
    expect(blocks.map((b) => [b.index, b.matches, b.received])).toEqual([
      [0, false, 'call ["weather",{}]'],
      [1, true, 'bad json: 1'],
    ]);
    expect(drawing.unaccounted).toEqual([]);
  });

  it('says when an error is there but out of order, and lists what no block accounts for', () => {
    const received = {
      calls: [
        ['search', { query: 'a' }],
        ['search', { query: 'z' }],
      ],
      errors: ['missing argument: search.query', 'unknown tool: weather'],
    };
    const drawing = drawBlocks({ text, registry }, received)!;
    const blocks = drawing.segments.filter((s) => s.kind === 'block');
    expect(blocks.map((b) => b.matches)).toEqual([true, false, true]);
    expect(blocks[1]!.received).toBe('unknown tool: weather, but out of order');
    expect(drawing.unaccounted).toEqual(['call ["search",{"query":"z"}]']);
  });

  it('never marks wrong a block whose error or call is in the result, in order, whatever else is missing or added', () => {
    const content = fc.oneof(
      fc.constantFrom('not json', '[1]', '{"name": "search"}'),
      fc
        .record({
          name: fc.constantFrom('search', 'weather', 'ping'),
          arguments: fc.dictionary(fc.constantFrom('query', 'limit', 'x'), fc.integer({ min: 0, max: 2 })),
        })
        .map((call) => JSON.stringify(call)),
    );
    const stray = fc.array(fc.constantFrom('bad json: 99', 'unknown tool: x'), { maxLength: 2 });
    fc.assert(
      fc.property(fc.array(fc.tuple(content, fc.boolean()), { maxLength: 8 }), stray, (picked, extra) => {
        const reply = {
          text: picked.map(([c]) => `<tool_call>${c}</tool_call>`).join(' '),
          registry: { search: registry.search, ping: { required: [], optional: [] } },
        };
        const blocks = segmentBlocks(reply, undefined)!.filter((s) => s.kind === 'block');
        // The right result, less the blocks not kept, with stray errors after it.
        const result = { calls: [] as unknown[], errors: [] as unknown[] };
        blocks.forEach((block, i) => {
          if (!picked[i]![1]) return;
          if (block.expected!.startsWith('call ')) result.calls.push(JSON.parse(block.expected!.slice('call '.length)));
          else result.errors.push(block.expected);
        });
        result.errors.push(...extra);
        const drawn = segmentBlocks(reply, result)!.filter((s) => s.kind === 'block');
        const kept = picked.filter(([, keep]) => keep).length;
        expect(drawn.filter((b) => b.matches).length).toBe(kept);
        // Identical blocks cannot be told apart by content; every other kept block is right.
        drawn.forEach((block, i) => {
          const unique = blocks.filter((b) => b.expected === block.expected).length === 1;
          if (unique && picked[i]![1]) expect(block.matches).toBe(true);
        });
      }),
    );
  });

  it('draws nothing for an input that is not a reply and a registry', () => {
    expect(segmentBlocks({ text: 1 }, undefined)).toBeUndefined();
  });
});
