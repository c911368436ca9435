import {
  copyOf,
  defineDriver,
  describeValue,
  exported,
  isArray,
  isObject,
  type LearnerModule,
  plainCopy,
  plainOrDescribed,
  sameData,
  scriptedErrors,
  ShapeError,
  z,
} from 'playground/driver';

/*
 * The driver of validate-and-retry. Each case's input names the function it
 * exercises in `call`:
 *
 *   summarizeZodError     validates `value` with a named schema and hands the
 *                         ZodError to the learner; returns their summary.
 *   defineTool            builds a tool from a named spec; returns what the
 *                         model is shown (name, description, parameters).
 *   tool.invoke           builds the booking tool, invokes it with each of
 *                         `invoke`; returns what each call gave and what the
 *                         tool's body received.
 *   callToolWithRetries   runs the learner's loop against a scripted model
 *                         (`replies`, one per attempt) and the booking tool;
 *                         returns the transcript.
 *
 * How the booking tool's body behaves: it books ("booked R101 at 16:00"), or
 * gives `toolResult` instead, or throws `toolThrows` ({name, message}: an
 * Error of that name; {value}: that value itself, which is not an Error),
 * at once or after `toolDelayMs`. When the learner's code changed what it was
 * given (the arguments of an invoke, the caller's `messages`), the result
 * says what they hold afterwards: `argsAfterwards`, `messagesAfterwards`.
 *
 * The messages in the schemas follow pydantic's wording, as the lesson does.
 */

// Captured when this module loads, before the learner's code: what is recorded must not follow a patched built-in.
const apply = Reflect.apply;
const arrayPush = Array.prototype.push;
const toText = String;
const delay = setTimeout;
const NativePromise = Promise;

/** `array.push(value)` with the push captured at load. */
function add<T>(array: T[], value: T): void {
  apply(arrayPush, array, [value]);
}

/** A missing key reaches the schema as `undefined`; say so the way pydantic does. */
const required = (message: string) => (issue: { input: unknown }) => (issue.input === undefined ? 'Field required' : message);

const hour = z
  .number({ error: required('Input should be a valid integer') })
  .int({ error: 'Input should be a valid integer' })
  .min(9, { error: 'Input should be greater than or equal to 9' })
  .max(17, { error: 'Input should be less than or equal to 17' });

/** The lesson's booking schema, word for word. */
const BookingArgs = z.object(
  {
    room: z
      .string({ error: required('Input should be a valid string') })
      .regex(/^R\d{3}$/, { error: "String should match pattern '^R\\d{3}$'" })
      .describe('Room id such as R101'),
    hour: hour.describe('Start hour, 9 to 17'),
  },
  { error: 'Input should be an object' },
);

/** A second tool, so a definition that only works for book_room shows. */
const FreeRoomsArgs = z.object(
  {
    hour: hour.describe('Start hour, 9 to 17'),
    seats: z.number().int().min(1).max(40).optional().describe('Seats needed; any room when left out'),
  },
  { error: 'Input should be an object' },
);

/** Only for summaries: nested objects and lists, so paths get more than one part. */
const MeetingArgs = z.object(
  {
    topic: z
      .string({ error: required('Input should be a valid string') })
      .min(3, { error: 'String should have at least 3 characters' })
      .regex(/^[A-Z]/, { error: 'String should start with a capital letter' }),
    slot: z.object(
      {
        day: z.enum(['mon', 'tue', 'wed', 'thu', 'fri'], {
          error: required("Input should be 'mon', 'tue', 'wed', 'thu' or 'fri'"),
        }),
        hour,
      },
      { error: required('Input should be an object') },
    ),
    attendees: z
      .array(
        z.object(
          {
            name: z.string({ error: required('Input should be a valid string') }),
            email: z.email({ error: required('Input should be a valid email address') }),
          },
          { error: 'Input should be an object' },
        ),
        { error: required('Input should be a valid list') },
      )
      .min(1, { error: 'List should have at least 1 item' }),
  },
  { error: 'Input should be an object' },
);

const SCHEMAS: Record<string, z.ZodType> = { booking: BookingArgs, meeting: MeetingArgs };

const TOOLS: Record<string, { description: string; schema: z.ZodType }> = {
  book_room: { description: 'Book a meeting room for one hour.', schema: BookingArgs },
  list_free_rooms: { description: 'List the rooms that are free for one hour.', schema: FreeRoomsArgs },
};

type Message = Record<string, unknown>;
type ScriptedError = { name: string; message: string } | { value: unknown };
/** How the booking tool's body behaves (see the top of this file). */
type ToolBehaviour = { toolThrows?: ScriptedError; toolResult?: string; toolDelayMs?: number };

type Input =
  | { call: 'summarizeZodError'; schema: string; value: unknown }
  | { call: 'defineTool'; tool: string }
  | ({ call: 'tool.invoke'; invoke: unknown[] } & ToolBehaviour)
  | ({
      call: 'callToolWithRetries';
      maxAttempts: number;
      messages: Message[];
      replies: Message[];
    } & ToolBehaviour);

/** What learner code may let escape and the transcript records, rather than the runner. */
type Escaped =
  { name: string; message: string } | { notAnError: unknown } | { name: 'ZodError'; issues: { path: unknown[]; message: string }[] };

export default defineDriver({
  async run(learner, rawInput) {
    const input = rawInput as Input;
    switch (input.call) {
      case 'summarizeZodError':
        return summarize(learner, input.schema, input.value);
      case 'defineTool':
        return definition(learner, input.tool);
      case 'tool.invoke':
        return invokeEach(learner, input.invoke, input);
      case 'callToolWithRetries':
        return retries(learner, input);
    }
  },
});

function summarize(learner: LearnerModule, schemaName: string, value: unknown): unknown {
  const summarizeZodError = exported(learner, 'summarizeZodError', 'summarizeZodError(error: z.ZodError): string');
  const result = SCHEMAS[schemaName]!.safeParse(value);
  if (result.success) throw new Error(`case error: the value passes the ${schemaName} schema`);
  const summary = summarizeZodError(result.error);
  if (typeof summary !== 'string') {
    throw new ShapeError(`summarizeZodError must return a string; it returned ${describeValue(summary)}.`);
  }
  return summary;
}

function definition(learner: LearnerModule, name: string): unknown {
  const tool = buildTool(learner, name, async () => 'done');
  return { name: tool.name, description: tool.description, parameters: tool.parameters };
}

type Scripted = ReturnType<typeof scriptedErrors>;

/** The booking tool's body: records what it was given, then books (or answers or fails as the case scripts). */
function bookingBody({ toolThrows, toolResult, toolDelayMs }: ToolBehaviour, { remember }: Scripted) {
  const toolCalls: unknown[] = [];
  const answer = (args: unknown): string => {
    if (toolThrows) throw remember('value' in toolThrows ? copyOf(toolThrows.value) : scriptedError(toolThrows));
    if (toolResult !== undefined) return toolResult;
    const { room, hour } = isObject(args) ? args : {};
    const hh = toText(hour);
    return `booked ${toText(room)} at ${hh.length < 2 ? `0${hh}` : hh}:00`;
  };
  const run = async (args: unknown) => {
    add(toolCalls, plainOrDescribed(args));
    if (toolDelayMs === undefined) return answer(args);
    return new NativePromise<string>((resolve, reject) => {
      delay(() => {
        try {
          resolve(answer(args));
        } catch (error) {
          reject(error);
        }
      }, toolDelayMs);
    });
  };
  return { run, toolCalls };
}

async function invokeEach(learner: LearnerModule, calls: unknown[], behaviour: ToolBehaviour) {
  const known = scriptedErrors();
  const { run, toolCalls } = bookingBody(behaviour, known);
  const tool = buildTool(learner, 'book_room', run);
  const results: unknown[] = [];
  for (let index = 0; index < calls.length; index++) {
    const args = copyOf(calls[index]);
    let result: Record<string, unknown>;
    try {
      result = { returned: plainCopy(await tool.invoke(args), 'the value tool.invoke returned') };
    } catch (error) {
      result = { threw: escapedOrRethrow(error, known) };
    }
    // The arguments are the caller's (the model's reply): invoke reads them, it does not change them.
    const after = plainOrDescribed(args);
    if (!sameData(after, calls[index])) result.argsAfterwards = after;
    add(results, result);
  }
  return { results, toolCalls };
}

async function retries(learner: LearnerModule, input: Extract<Input, { call: 'callToolWithRetries' }>) {
  const known = scriptedErrors();
  const { remember } = known;
  const { run, toolCalls } = bookingBody(input, known);
  const tool = buildTool(learner, 'book_room', run);
  const modelCalls: unknown[] = [];

  // A scripted chat model: the n-th call gets the n-th reply. It keeps a copy
  // of every message list it is sent, so later changes cannot rewrite history.
  const model = {
    async invoke(messages: unknown, options?: unknown): Promise<unknown> {
      add(modelCalls, plainCopy(messages, 'the messages sent to the model'));
      if (!isArray(messages)) {
        throw remember(badRequest(`messages must be an array of messages; it was ${describeValue(messages)}.`));
      }
      if (!offersTool(options, 'book_room')) {
        throw remember(
          badRequest(
            'the model was asked without the book_room tool, so it cannot see it. ' +
              'Pass the tool on every call: model.invoke(messages, { tools: [tool] }).',
          ),
        );
      }
      const reply = input.replies[modelCalls.length - 1];
      if (reply === undefined) {
        const scripted = input.replies.length;
        throw remember(
          new Error(
            `the model was asked ${modelCalls.length} times, but this case scripts only ${scripted} ${scripted === 1 ? 'reply' : 'replies'}`,
          ),
        );
      }
      return copyOf(reply);
    },
  };

  const retry = learner.entry;
  const messages = copyOf(input.messages);
  let transcript: Record<string, unknown>;
  try {
    const value = await retry({ model, tool, messages, maxAttempts: input.maxAttempts });
    transcript = { modelCalls, toolCalls, returned: plainCopy(value, 'the value callToolWithRetries returned') };
  } catch (error) {
    transcript = { modelCalls, toolCalls, threw: escapedOrRethrow(error, known) };
  }
  // The caller's list: the loop works on a copy, so the conversation the caller holds is as it was.
  const after = plainOrDescribed(messages);
  if (!sameData(after, input.messages)) transcript.messagesAfterwards = after;
  return transcript;
}

// ------------------------------------------------------------------ helpers

type LearnerTool = { name: unknown; description: unknown; parameters: unknown; invoke: (args: unknown) => unknown };

function buildTool(learner: LearnerModule, name: string, run: (args: unknown) => Promise<string>): LearnerTool {
  const defineTool = exported(
    learner,
    'defineTool',
    'defineTool<Args>(spec: { name: string; description: string; schema: z.ZodType<Args>; run: (args: Args) => string | Promise<string> }): Tool',
  );
  const spec = TOOLS[name]!;
  const tool = defineTool({ name, description: spec.description, schema: spec.schema, run });
  if (!isObject(tool) || typeof tool.invoke !== 'function') {
    throw new ShapeError(
      `defineTool must return a tool: an object with name, description, parameters and an invoke function; it returned ${describeValue(tool)}.`,
    );
  }
  return tool as LearnerTool;
}

/** An error the case scripted (tool bug, model request error) or a ZodError: recorded. Anything else is the learner's own bug. */
function escapedOrRethrow(error: unknown, { isScripted }: Scripted): Escaped {
  if (isScripted(error)) {
    if (!(error instanceof Error)) return { notAnError: plainOrDescribed(error, 'what the tool threw') };
    const { name, message } = error;
    return { name, message };
  }
  if (error instanceof z.ZodError) {
    const issues: { path: unknown[]; message: string }[] = [];
    for (let index = 0; index < error.issues.length; index++) {
      const issue = error.issues[index]!;
      const path: unknown[] = [];
      for (let part = 0; part < issue.path.length; part++) {
        const key = issue.path[part];
        add(path, typeof key === 'symbol' ? toText(key) : key);
      }
      add(issues, { path, message: issue.message });
    }
    return { name: 'ZodError', issues };
  }
  throw error;
}

function scriptedError({ name, message }: { name: string; message: string }): Error {
  const constructors: Record<string, ErrorConstructor> = { TypeError, RangeError, Error };
  const error = new (constructors[name] ?? Error)(message);
  if (error.name !== name) error.name = name;
  return error;
}

function badRequest(message: string): Error {
  const error = new Error(message);
  error.name = 'BadRequestError';
  return error;
}

/**
 * Whether the call offered the tool. A plain loop, not tools.some: whether the model refuses is
 * recorded, and the learner's code can replace Array.prototype.some.
 */
function offersTool(options: unknown, name: string): boolean {
  if (!isObject(options) || !isArray(options.tools)) return false;
  const tools = options.tools;
  for (let index = 0; index < tools.length; index++) {
    const tool = tools[index];
    if (isObject(tool) && tool.name === name && isObject(tool.parameters)) return true;
  }
  return false;
}
