import { defineGenerator, type FastCheck } from 'playground/generator';

type Fc = typeof FastCheck;

/** Tools the generated replies call; the registry of each input is a random subset of these. */
const TOOLS = {
  search: { required: ['query'], optional: ['limit'] },
  weather: { required: ['city'], optional: [] },
  'files.read': { required: ['path', 'encoding'], optional: ['start', 'end'] },
  ping: { required: [], optional: ['host'] },
  // Names every object inherits, as real tools and arguments: only own keys count.
  hasOwnProperty: { required: ['toString'], optional: ['constructor'] },
  // A computed key, so that it is an own key named `__proto__` and not the literal's prototype.
  ['__proto__']: { required: ['valueOf'], optional: ['__proto__'] },
};
type ToolName = keyof typeof TOOLS;
const NAMES = Object.keys(TOOLS) as ToolName[];
const OTHER_ARGS = ['depth', 'verbose', 'constructor', 'toString', 'q', '__proto__', 'Query', 'city'];
const OTHER_TOOLS = ['calendar', 'toString', 'constructor', 'valueOf', 'web search', 'Search', ' search', '', 'say "hi"'];

/** A JSON value an argument might hold, falsy ones included (they still count as present). */
const argValue = (fc: Fc) =>
  fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.integer({ min: -3, max: 99 }),
    fc.constantFrom(0, '', false, null, true),
    // Strings that look like tags or need escaping in JSON: a closing tag in a string still ends the block.
    fc.constantFrom('<tool_call>', '</tool_call>', 'a "quoted" \\ value', 'line\nbreak', 'café ☕'),
    fc.array(fc.integer(), { maxLength: 2 }),
  );

/** Arguments for a tool: its required ones (some dropped), optional ones, and sometimes an unexpected one. */
const args = (fc: Fc, tool: ToolName, options: { dropRequired: boolean; addUnexpected: boolean }) => {
  const spec: { required: string[]; optional: string[] } = TOOLS[tool];
  return fc
    .record({
      keep: fc.array(fc.boolean(), { minLength: spec.required.length, maxLength: spec.required.length }),
      optional: fc.subarray(spec.optional),
      extra: fc.subarray(OTHER_ARGS, { minLength: 1, maxLength: 2 }),
      values: fc.array(argValue(fc), { minLength: 8, maxLength: 8 }),
      shuffle: fc.boolean(),
    })
    .map(({ keep, optional, extra, values, shuffle }) => {
      let names = [...spec.required.filter((_, i) => !options.dropRequired || keep[i]), ...optional];
      if (options.dropRequired && spec.required.length > 0 && names.length === optional.length + spec.required.length) {
        names = names.slice(1); // make sure one required argument really is missing
      }
      if (options.addUnexpected) names.splice(shuffle ? 0 : names.length, 0, ...extra);
      if (shuffle) names.reverse();
      return Object.fromEntries(names.map((name, i) => [name, values[i % values.length]]));
    });
};

/** The text of one block's content, on one line or spread over several. */
const json = (fc: Fc, value: unknown) => fc.boolean().map((multiline) => JSON.stringify(value, null, multiline ? 2 : undefined));

/** One block, of every kind the checks tell apart. */
const block = (fc: Fc) =>
  fc.oneof(
    // Valid.
    fc
      .constantFrom(...NAMES)
      .chain((tool) => args(fc, tool, { dropRequired: false, addUnexpected: false }).chain((a) => json(fc, { name: tool, arguments: a }))),
    // Bad json: cut off, not an object, null/array arguments, a name that is not a string, empty.
    fc
      .constantFrom(...NAMES)
      .chain((tool) => json(fc, { name: tool, arguments: {} }).map((text) => text.slice(0, Math.max(1, text.length - 3)))),
    fc.constantFrom(
      'null',
      '[1, 2]',
      '"search"',
      '42',
      '',
      '   ',
      '{"name": "search"}',
      '{"name": 5, "arguments": {}}',
      '{"name": "search", "arguments": null}',
      '{"name": "search", "arguments": ["query"]}',
    ),
    // Unknown tool (inherited names included).
    fc.constantFrom(...OTHER_TOOLS).chain((tool) => json(fc, { name: tool, arguments: {} })),
    // Missing argument.
    fc
      .constantFrom<ToolName>('search', 'weather', 'files.read')
      .chain((tool) => args(fc, tool, { dropRequired: true, addUnexpected: false }).chain((a) => json(fc, { name: tool, arguments: a }))),
    // Unexpected argument (one or two).
    fc
      .constantFrom(...NAMES)
      .chain((tool) => args(fc, tool, { dropRequired: false, addUnexpected: true }).chain((a) => json(fc, { name: tool, arguments: a }))),
    // Missing and unexpected in one block: only the first check that fails counts.
    fc
      .constantFrom<ToolName>('search', 'files.read', 'hasOwnProperty')
      .chain((tool) => args(fc, tool, { dropRequired: true, addUnexpected: true }).chain((a) => json(fc, { name: tool, arguments: a }))),
  );

/** Prose between blocks: words, newlines, and now and then a tag mentioned in passing. */
const prose = (fc: Fc) =>
  fc
    .array(
      fc.constantFrom(
        'I will check.',
        'Done',
        '\n',
        '\n\n',
        ' ',
        'Let me look that up:',
        'Calling tools now.',
        '<b>bold</b>',
        'a < b',
        'tool_call',
        '<tool_call>',
        '</tool_call>',
      ),
      { maxLength: 4 },
    )
    .map((parts) => parts.join(' '));

export default defineGenerator({
  title: 'Random model replies',
  runs: 100,
  promoteToStep: 'example',
  input: (fc) =>
    fc
      .record({
        pieces: fc.array(fc.tuple(prose(fc), block(fc), fc.constantFrom('', '\n', ' ', '\r\n', '\t')), { maxLength: 6 }),
        // Now and then the last block again, word for word: it still gets a number of its own.
        repeat: fc.boolean(),
        tail: prose(fc),
        // Usually every tool, so blocks reach the later checks; sometimes a few, so "unknown tool" comes up too.
        tools: fc.oneof({ weight: 3, arbitrary: fc.constant(NAMES) }, { weight: 1, arbitrary: fc.subarray(NAMES, { minLength: 1 }) }),
      })
      .map(({ pieces, repeat, tail, tools }) => ({
        text:
          [...pieces, ...(repeat ? pieces.slice(-1) : [])]
            .map(([before, content, pad]) => `${before}<tool_call>${pad}${content}${pad}</tool_call>`)
            .join('') + tail,
        registry: Object.fromEntries(tools.map((tool) => [tool, TOOLS[tool]])),
      })),
});
