import { defineGenerator, type FastCheck } from 'playground/generator';

type Fc = typeof FastCheck;

/*
 * Random scripted conversations for runAgent: a few tools with random
 * behaviours (falsy results, throws of Errors, strings and plain objects, slow
 * and sync tools), and a model whose replies mix tool calls (known and made-up
 * names, good and bad arguments), answers, cut-off replies, other finish
 * reasons and API errors, under random options. The script always ends in a
 * reply that ends the run, so a loop that follows the lesson never runs out of
 * replies. The input has driver.ts's shape; the reference gives the expected
 * transcript.
 */

/** Tool names, some of them keys of Object.prototype (own keys of the functions, so real tools). */
const TOOL_NAMES = ['get_stock_price', 'web_search', 'calculate', 'get_time', 'constructor', '__proto__'];
/** Names the model may make up: none is a tool unless it was picked above. */
const MADE_UP = ['get_news', 'toString', 'hasOwnProperty', 'valueOf', 'web search'];

const text = (fc: Fc) =>
  fc.constantFrom('', 'ok', '09:30', 'Say "hi"\n\tthen \\ stop', 'Zoë 👍', '{"looks": "like JSON"}', 'null', '0', ' spaced ');

/** A JSON value a tool may return, falsy ones included. */
const jsonValue = (fc: Fc) =>
  fc.oneof(
    text(fc),
    fc.constantFrom(0, 1, -3, 875.4, false, true, null),
    fc.constant({ ticker: 'NVDA', price: 875.4, found: true }),
    fc.constant([] as unknown[]),
    fc.array(fc.oneof(fc.integer({ min: -5, max: 5 }), text(fc)), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'note', '__proto__', 'constructor'), fc.oneof(text(fc), fc.constantFrom(0, null, false)), {
      maxKeys: 2,
    }),
  );

/** One call's behaviour, sometimes answering later or at once. */
const outcome = (fc: Fc) =>
  fc
    .tuple(
      fc.oneof(
        { weight: 4, arbitrary: jsonValue(fc).map((returns) => ({ returns })) },
        { weight: 1, arbitrary: fc.constant({ returnsNothing: true }) },
        { weight: 1, arbitrary: text(fc).map((throws) => ({ throws })) },
        { weight: 1, arbitrary: text(fc).map((throwsString) => ({ throwsString })) },
        { weight: 1, arbitrary: fc.constant({ throwsObject: { code: 503 } }) },
      ),
      fc.constantFrom<Record<string, unknown>>({}, {}, { sync: true }, { afterMs: 1 }, { afterMs: 4 }),
    )
    .map(([what, timing]) => ({ ...what, ...timing }));

const behaviour = (fc: Fc) =>
  fc.oneof(
    { weight: 3, arbitrary: outcome(fc) },
    { weight: 1, arbitrary: fc.array(outcome(fc), { minLength: 1, maxLength: 3 }).map((each) => ({ each })) },
  );

/** The arguments text of a call: valid objects (with spaces, falsy values, prototype keys) or not. */
const argumentsText = (fc: Fc) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        '{}',
        '{"ticker": "NVDA"}',
        '{"query":"","limit":0,"exact":false,"x":null}',
        '\n {"__proto__": {"a": 1}, "toString": "t"} ',
      ),
    },
    { weight: 2, arbitrary: fc.constantFrom('', '{"tick', "{'ticker': 'NVDA'}", '{"a": 1} trailing', 'undefined') },
    { weight: 2, arbitrary: fc.constantFrom('null', '[1, 2]', '"NVDA"', '42', '0', 'true', 'false') },
  );

const call = (fc: Fc, names: string[]) =>
  fc.record({
    name:
      names.length > 0
        ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: fc.constantFrom(...MADE_UP) })
        : fc.constantFrom(...MADE_UP),
    arguments: argumentsText(fc),
  });

const content = (fc: Fc) => fc.oneof(text(fc), fc.constant(null));

/** A reply that ends the run: an answer, a cut-off reply, another finish reason, or a failed request. */
const lastReply = (fc: Fc, names: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: content(fc).map((c) => ({ content: c })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(content(fc), fc.array(call(fc, names), { maxLength: 2 }))
        .map(([c, calls]) => ({ finish_reason: 'length', content: c, tool_calls: calls })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('content_filter', 'function_call').map((reason) => ({ finish_reason: reason, content: null })),
    },
    // "stop" with calls listed: the answer all the same.
    {
      weight: 1,
      arbitrary: fc
        .array(call(fc, names), { minLength: 1, maxLength: 2 })
        .map((calls) => ({ finish_reason: 'stop', content: 'Done.', tool_calls: calls })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { error: { status: 429, name: 'RateLimitError', message: 'Rate limit reached for gpt-4o-mini.' } },
        { error: { status: 500, name: 'InternalServerError', message: 'The server had an error.' } },
        { error: { name: 'APIConnectionError', message: 'Connection error.' } },
        { errorString: 'quota exceeded' },
      ),
    },
  );

/** A reply that goes on: tool calls (sometimes none listed), with or without text. */
const toolReply = (fc: Fc, names: string[]) =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(content(fc), fc.array(call(fc, names), { minLength: 1, maxLength: 3 }))
        .map(([c, calls]) => ({ content: c, calls })),
    },
    { weight: 1, arbitrary: content(fc).map((c) => ({ content: c, calls: [] as { name: string; arguments: string }[] })) },
  );

export default defineGenerator({
  title: 'Random scripted conversations',
  runs: 60,
  promoteToStep: 'example',
  input: (fc) =>
    fc
      .record({
        names: fc.subarray(TOOL_NAMES, { maxLength: 3 }),
        question: fc.constantFrom('What does NVDA cost?', '', 'Is "AAPL" > $200?\nSay 👍', 'Any news?'),
        systemPrompt: fc.constantFrom('Use your tools.', '', 'Be terse.\n\tNo <tool_call> tags.'),
        options: fc.record(
          {
            model: fc.constantFrom('gpt-4o-mini', 'gpt-4.1', 'llama3.2'),
            maxSteps: fc.integer({ min: 0, max: 6 }),
            maxOutputTokens: fc.constantFrom(1, 20, 500, 4096),
          },
          { requiredKeys: [] },
        ),
      })
      .chain(({ names, ...rest }) =>
        fc
          .record({
            behaviours: fc.array(behaviour(fc), { minLength: names.length, maxLength: names.length }),
            middle: fc.array(toolReply(fc, names), { maxLength: 5 }),
            last: lastReply(fc, names),
          })
          .map(({ behaviours, middle, last }) => {
            const tools: Record<string, unknown> = {};
            // defineProperty: "__proto__" must be an own key, as it is when a case's YAML names it.
            names.forEach((name, i) =>
              Object.defineProperty(tools, name, { value: behaviours[i], enumerable: true, writable: true, configurable: true }),
            );
            let id = 0;
            const withIds = (calls: { name: string; arguments: string }[]) => calls.map((c) => ({ id: `call_${++id}`, ...c }));
            const replies: unknown[] = middle.map(({ content: c, calls }) =>
              calls.length > 0 ? { content: c, tool_calls: withIds(calls) } : { finish_reason: 'tool_calls', content: c },
            );
            const final = last as { tool_calls?: { name: string; arguments: string }[] };
            replies.push(final.tool_calls ? { ...final, tool_calls: withIds(final.tool_calls) } : final);
            return { ...rest, tools, replies };
          }),
      ),
});
