import { defineGenerator, type FastCheck } from 'playground/generator';

type Fc = typeof FastCheck;

/*
 * Random arguments, for the summary, for invoke and for whole retry loops with a scripted model.
 * A field is valid or wrong in one of the ways models get it wrong (falsy values included); a
 * summary's value always has at least one wrong field, since only a failed parse has a ZodError.
 * The model is scripted with one reply per attempt, so it is never asked more than the case allows.
 */

const MISSING = Symbol('missing');
type Field = unknown;

const VALID_ROOMS = ['R101', 'R999', 'R000', 'R450'];
const BAD_ROOMS: Field[] = ['101', 'R1', 'r101', 'R1010', '', 101, null, true, MISSING];
const VALID_HOURS = [9, 10, 13, 16, 17];
const BAD_HOURS: Field[] = [8, 18, 0, -1, 9.5, '10', null, false, MISSING];
const EXTRA_KEYS = ['title', 'duration', 'constructor', 'toString'];
const NOT_OBJECTS: unknown[] = [null, 0, false, '', 'R101 at 10', ' {"room": "R101", "hour": 10}\n', [], ['R101', 10]];

const VALID_TOPICS = ['Planning', 'Retro', 'Q3 review'];
const BAD_TOPICS: Field[] = ['ok', 'planning', 'go', '', 5, MISSING];
const VALID_SLOTS = [
  { day: 'mon', hour: 10 },
  { day: 'fri', hour: 17 },
];
const BAD_SLOTS: Field[] = [{ day: 'sat', hour: 10 }, { day: 'mon', hour: 18 }, { day: 'sun', hour: 8.5 }, {}, 'mon 10', null, MISSING];
const VALID_ATTENDEES = [
  [{ name: 'Ana', email: 'ana@example.org' }],
  [
    { name: 'Bo', email: 'bo@example.org' },
    { name: 'Cy', email: 'cy@example.org' },
  ],
];
const BAD_ATTENDEES: Field[] = [
  [],
  [{ name: 'Bo', email: 'bo' }],
  [{ email: 'cy@example.org' }],
  [{ name: 'Ana', email: 'ana@example.org' }, 'bo@example.org', { name: 0, email: '' }],
  'ana',
  null,
  MISSING,
];

/** An object of the given fields, leaving out those that are MISSING, with the keys in the order given. */
function objectOf(entries: [string, Field][]): Record<string, unknown> {
  return Object.fromEntries(entries.filter(([, value]) => value !== MISSING));
}

/** One field: valid, or (when `bad`) one of its wrong values. */
const field = (fc: Fc, valid: unknown[], bad: Field[], wrong: boolean) => (wrong ? fc.constantFrom(...bad) : fc.constantFrom(...valid));

/** Booking arguments: each field wrong with some chance (or `forceWrong` of them for sure), maybe an extra key, maybe the keys reversed. */
const bookingArgs = (fc: Fc, forceWrong: boolean) =>
  fc
    .record({
      // Each field wrong one time in three, so that valid calls come up often too.
      wrong: fc.tuple(fc.constantFrom(false, false, true), fc.constantFrom(false, false, true)),
      which: fc.nat(1),
      extra: fc.option(fc.tuple(fc.constantFrom(...EXTRA_KEYS), fc.constantFrom<unknown>('x', 2, null)), { nil: undefined }),
      reversed: fc.boolean(),
    })
    .chain(({ wrong, which, extra, reversed }) => {
      const bad = forceWrong ? [wrong[0] || which === 0, wrong[1] || which === 1] : wrong;
      return fc.tuple(field(fc, VALID_ROOMS, BAD_ROOMS, bad[0]!), field(fc, VALID_HOURS, BAD_HOURS, bad[1]!)).map(([room, hour]) => {
        const entries: [string, Field][] = [
          ['room', room],
          ['hour', hour],
        ];
        if (extra) entries.push(extra);
        return objectOf(reversed ? entries.reverse() : entries);
      });
    });

/** What a model may send as arguments: mostly booking arguments, valid or not, sometimes not an object at all. */
const anyArgs = (fc: Fc) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.boolean().chain((forceWrong) => bookingArgs(fc, forceWrong)) },
    { weight: 1, arbitrary: fc.constantFrom(...NOT_OBJECTS) },
  );

const meetingValue = (fc: Fc) =>
  fc
    .record({ wrong: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()), which: fc.nat(2) })
    .chain(({ wrong, which }) =>
      fc.tuple(
        field(fc, VALID_TOPICS, BAD_TOPICS, wrong[0] || which === 0),
        field(fc, VALID_SLOTS, BAD_SLOTS, wrong[1] || which === 1),
        field(fc, VALID_ATTENDEES, BAD_ATTENDEES, wrong[2] || which === 2),
      ),
    )
    .map(([topic, slot, attendees]) =>
      objectOf([
        ['topic', topic],
        ['slot', slot],
        ['attendees', attendees],
      ]),
    );

const summaryInput = (fc: Fc) =>
  fc.oneof(
    fc.record({
      call: fc.constant('summarizeZodError'),
      schema: fc.constant('booking'),
      value: fc.oneof({ weight: 4, arbitrary: bookingArgs(fc, true) }, { weight: 1, arbitrary: fc.constantFrom(...NOT_OBJECTS) }),
    }),
    fc.record({ call: fc.constant('summarizeZodError'), schema: fc.constant('meeting'), value: meetingValue(fc) }),
  );

/** How the tool's own code behaves: books, gives another text (maybe empty), or throws; at once or later. */
const toolBehaviour = (fc: Fc) =>
  fc
    .record({
      does: fc.constantFrom('book', 'book', 'book', 'result', 'error', 'value'),
      result: fc.constantFrom('', 'ok', 'Room R101 is yours.'),
      error: fc.constantFrom(
        { name: 'TypeError', message: "Cannot read properties of undefined (reading 'slots')" },
        { name: 'Error', message: 'calendar service unavailable' },
      ),
      value: fc.constantFrom<unknown>('calendar locked', { code: 'ECONNRESET' }, 0, null),
      later: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
    })
    .map(({ does, result, error, value, later }) => ({
      ...(does === 'result' ? { toolResult: result } : {}),
      ...(does === 'error' ? { toolThrows: error } : {}),
      ...(does === 'value' ? { toolThrows: { value } } : {}),
      ...(later === undefined ? {} : { toolDelayMs: later }),
    }));

const invokeInput = (fc: Fc) =>
  fc
    .tuple(fc.array(anyArgs(fc), { minLength: 1, maxLength: 4 }), toolBehaviour(fc))
    .map(([invoke, behaviour]) => ({ call: 'tool.invoke', invoke, ...behaviour }));

/** One reply of the model: words (no tool_calls key, or an empty list), or one to three calls. */
const reply = (fc: Fc, attempt: number) =>
  fc.oneof(
    {
      weight: 1,
      arbitrary: fc
        .record({
          content: fc.constantFrom('', 'Which room?', 'Rooms close at 17:00. Shall I book 16:00?'),
          key: fc.constantFrom('none', 'empty'),
        })
        .map(({ content, key }) => (key === 'none' ? { role: 'assistant', content } : { role: 'assistant', content, tool_calls: [] })),
    },
    {
      weight: 6,
      arbitrary: fc
        .record({ content: fc.constantFrom('', 'Booking it now.'), args: fc.array(anyArgs(fc), { minLength: 1, maxLength: 3 }) })
        .map(({ content, args }) => ({
          role: 'assistant',
          content,
          tool_calls: args.map((a, index) => ({ id: `call_${attempt}_${index}`, name: 'book_room', arguments: a })),
        })),
    },
  );

const retryInput = (fc: Fc) =>
  fc
    .record({
      maxAttempts: fc.integer({ min: 1, max: 5 }),
      messages: fc.constantFrom(
        [],
        [{ role: 'user', content: 'Book room 101 at 10.' }],
        [
          { role: 'system', content: 'You book "meeting" rooms.\nBe brief.' },
          { role: 'user', content: 'Réserve la salle R101 à 10h.' },
        ],
      ),
      behaviour: toolBehaviour(fc),
    })
    .chain(({ maxAttempts, messages, behaviour }) =>
      fc
        .tuple(...Array.from({ length: maxAttempts }, (_, index) => reply(fc, index + 1)))
        .map((replies) => ({ call: 'callToolWithRetries', maxAttempts, messages, replies, ...behaviour })),
    );

export default defineGenerator({
  title: 'Random arguments and conversations',
  runs: 60,
  promoteToStep: 'edge-cases',
  input: (fc) =>
    fc.oneof(
      { weight: 1, arbitrary: summaryInput(fc) },
      { weight: 1, arbitrary: invokeInput(fc) },
      { weight: 2, arbitrary: retryInput(fc) },
    ),
});
