import {
  copyOf,
  defineDriver,
  describeValue,
  exported,
  hasOwn,
  isArray,
  isObject,
  isPlainObject,
  type LearnerModule,
  ownKeys,
  plainCopy,
  plainOrDescribed,
  sameData,
  SEED_TOOLS,
  seedSearch,
  seedStockPrice,
  ShapeError,
  z,
} from 'playground/driver';

/*
 * The driver of register-tools. Tools are zod schemas and functions, which
 * YAML cannot hold, so they live here in a catalog and cases name them, or a
 * case describes a tool as data (`{name, description, params}`, see
 * DataTool: what the generator makes). Each case's input names what it
 * exercises in `call`:
 *
 *   toolDefinition   builds the spec of `tool` (a catalog name, renamed to
 *                    `name` when given, or a DataTool) and hands it to the
 *                    learner's toolDefinition; returns {returned: definition}
 *                    or {threw}.
 *   registerTools    hands the specs of `tools` (a name, {tool, name} to
 *                    rename one, or a DataTool) to registerTools; returns
 *                    {returned: {definitions, functions}} or {threw}. A
 *                    definition equal to what the learner's own
 *                    toolDefinition makes for that spec is shown by its name;
 *                    any other is shown in full (all are, with
 *                    `showDefinitions: full`). `functions` lists the map's
 *                    keys. When the call changed the list of specs it was
 *                    given, `specsAfterwards` says what the list holds then.
 *   functions        registers `tools`, then calls functions[name](args) for
 *                    each of `calls`, one after the other, or all at once
 *                    with `atOnce: true` (started in order, then awaited);
 *                    returns what each call gave ({returned} or {threw}) and
 *                    what the tools' own code received (`runs`), in the order
 *                    it ran. A call that changed the arguments it was given
 *                    gets `argsAfterwards` next to its result.
 *
 * What escaped is shown as {name, message} for an Error, a ZodError as its
 * issues, and anything else thrown as {notAnError: the value}.
 *
 * Everything here that builds what is compared calls only built-ins captured
 * when this module loads, before the learner's code: learner code can
 * replace Array.prototype.map or push.
 */

const apply = Reflect.apply;
const arrayPush = Array.prototype.push;
const arrayJoin = Array.prototype.join;
const toText = String;
const defineProperty = Object.defineProperty;
const delay = setTimeout;
const NativePromise = Promise;
const freshPromise = <T>(executor: (resolve: (value: T) => void, reject: (reason: unknown) => void) => void) =>
  new NativePromise<T>(executor);

/** `array.push(value)` with the push captured at load. */
function add<T>(array: T[], value: T): void {
  apply(arrayPush, array, [value]);
}

/** A promise that settles after `ms` with what `work` gives: a tool that answers later. */
function later<T>(ms: number, work: () => T): Promise<T> {
  return freshPromise<T>((resolve, reject) => {
    delay(() => {
      try {
        resolve(work());
      } catch (error) {
        reject(error);
      }
    }, ms);
  });
}

type Spec = { name: string; description: string; parameters: z.ZodObject; run: (args: never) => unknown };

const CALCULATIONS: Record<string, string> = {
  '100 * 0.15': '15',
  '0.15 * 213.50': '32.025',
  '10 * 875.40 + 10 * 213.50': '10889',
};

const { web_search, get_stock_price, calculate, get_weather } = SEED_TOOLS;

/**
 * The tools the cases name: the seed lesson's in its words (src/exercise/seedTools.ts), with zod
 * schemas (get_weather has a units parameter more), and others. Some parameters have no
 * description on purpose.
 */
const CATALOG: Record<string, Omit<Spec, 'name'>> = {
  web_search: {
    description: web_search.description,
    parameters: z.object({ query: z.string().describe(web_search.parameters.query) }),
    run: ({ query }: { query: string }) => seedSearch(query),
  },
  get_stock_price: {
    description: get_stock_price.description,
    parameters: z.object({ ticker: z.string().describe(get_stock_price.parameters.ticker) }),
    run: async ({ ticker }: { ticker: string }) => seedStockPrice(ticker),
  },
  calculate: {
    description: calculate.description,
    parameters: z.object({ expression: z.string().describe(calculate.parameters.expression) }),
    run: ({ expression }: { expression: string }) => CALCULATIONS[expression] ?? `Error: cannot evaluate ${expression}`,
  },
  get_weather: {
    description: get_weather.description,
    parameters: z.object({
      city: z.string().describe(get_weather.parameters.city),
      units: z.enum(['celsius', 'fahrenheit']).default('celsius').describe('Temperature units'),
    }),
    run: async ({ city, units }: { city: string; units: string }) => ({
      city,
      temperature: units === 'celsius' ? 14 : 57,
      units,
    }),
  },
  get_forecast: {
    description: 'Get the weather forecast for a city.',
    parameters: z.object({
      city: z.string().describe('City name, such as Oslo'),
      days: z.number().int().min(1).max(7).describe('How many days ahead, 1 to 7'),
    }),
    run: ({ city, days }: { city: string; days: number }) => `${city}: sunny for ${days} days`,
  },
  convert_currency: {
    description: 'Convert an amount of money from one currency to another.',
    parameters: z.object({
      amount: z.number().positive().describe('The amount to convert'),
      from: z.string().length(3).describe('ISO code of the currency to convert from, such as EUR'),
      to: z.string().length(3).describe('ISO code of the currency to convert to'),
    }),
    run: ({ amount, from, to }: { amount: number; from: string; to: string }) => `${amount} ${from} is ${amount * 2} ${to}`,
  },
  set_thermostat: {
    description: 'Set the target temperature of a room.',
    parameters: z.object({
      room: z.enum(['kitchen', 'bedroom', 'office']).describe('Which room'),
      celsius: z.number().min(5).max(30).describe('Target temperature'),
      eco_mode: z.boolean().describe('Save energy when nobody is home'),
    }),
    run: ({ room, celsius }: { room: string; celsius: number }) => `${room} set to ${celsius}`,
  },
  tag_photo: {
    description: 'Add tags to a photo.',
    parameters: z.object({
      photo_id: z.string().describe('The id of the photo'),
      tags: z.array(z.string()).min(1).describe('Tags to add'),
    }),
    run: ({ photo_id, tags }: { photo_id: string; tags: string[] }) => `${photo_id} tagged ${tags.join(', ')}`,
  },
  send_message: {
    description: 'Send a message to a chat channel.',
    parameters: z.object({
      channel: z.string(),
      text: z.string().describe('What to say'),
    }),
    run: ({ channel }: { channel: string }) => `sent to ${channel}`,
  },
  lookup_order: {
    description: 'Look up an order by its id.',
    parameters: z.object({ order_id: z.string(), include_items: z.boolean() }),
    run: ({ order_id }: { order_id: string }) => ({ order_id, status: 'shipped' }),
  },
  search_flights: {
    description: 'Search for flights between two airports on a date.',
    parameters: z.object({
      origin: z.string().length(3).describe('IATA code of the departure airport, such as OSL'),
      destination: z.string().length(3).describe('IATA code of the arrival airport'),
      date: z.string().describe('Departure date as YYYY-MM-DD'),
      passengers: z.number().int().min(1).max(9).default(1).describe('How many people travel'),
      nonstop: z.boolean().optional().describe('Only direct flights'),
    }),
    run: ({ origin, destination, date }: { origin: string; destination: string; date: string }) =>
      `3 flights from ${origin} to ${destination} on ${date}`,
  },
  set_reminder: {
    description: 'Remind the user of something later.',
    parameters: z.object({
      text: z.string().optional(),
      minutes: z.number().int().min(1).max(1440).default(10).describe('Minutes from now'),
    }),
    run: ({ text, minutes }: { text?: string; minutes: number }) => `reminder in ${minutes} min: ${text ?? '(no text)'}`,
  },
  list_open_tickets: {
    description: 'List the support tickets that are still open.',
    parameters: z.object({}),
    run: async () => ['T-101', 'T-117'],
  },
  // Defaults that are falsy: still defaults, so not required, and shown as they are.
  set_volume: {
    description: 'Set the speaker volume.',
    parameters: z.object({
      level: z.number().int().min(0).max(10).default(0).describe('Volume, 0 to 10'),
      muted: z.boolean().default(false).describe('Silence the speaker'),
      label: z.string().default('').describe('A name for this setting'),
      note: z.string().nullable().default(null),
    }),
    run: ({ level, muted }: { level: number; muted: boolean }) => (muted ? 'muted' : `volume ${level}`),
  },
  // Results that are falsy: the function gives them back as they are.
  count_unread: {
    description: 'Count the unread messages in a folder.',
    parameters: z.object({ folder: z.string().default('inbox').describe('Mail folder') }),
    run: () => 0,
  },
  is_holiday: {
    description: 'Whether a date is a public holiday.',
    parameters: z.object({ date: z.string().describe('The date as YYYY-MM-DD') }),
    run: async () => false,
  },
  read_note: {
    description: 'Read a note by its id.',
    parameters: z.object({ note_id: z.string().describe('The id of the note') }),
    run: () => '',
  },
  find_user: {
    description: 'Find a user by email address.',
    parameters: z.object({ email: z.string().describe('Email address') }),
    run: async () => null,
  },
  // Tools that fail with something other than an Error, at once or later: it escapes as it is.
  write_file: {
    description: 'Write text to a file.',
    parameters: z.object({ path: z.string().describe('Where to write'), text: z.string().describe('What to write') }),
    run: () => {
      throw 'disk full';
    },
  },
  fetch_page: {
    description: 'Fetch a web page.',
    parameters: z.object({ url: z.string().describe('The address of the page') }),
    run: () => later(15, () => Promise.reject({ status: 502, reason: 'Bad gateway' })),
  },
  parse_date: {
    description: 'Parse a date written in words.',
    parameters: z.object({ text: z.string().describe('The date in words, such as "next Friday"') }),
    run: async () => {
      throw new RangeError('Invalid time value');
    },
  },
  // One answers at once, the other later: called together, they finish in the other order.
  quick_lookup: {
    description: 'Look a word up in the local dictionary.',
    parameters: z.object({ word: z.string().describe('The word') }),
    run: ({ word }: { word: string }) => `${word}: found locally`,
  },
  slow_lookup: {
    description: 'Look a word up online.',
    parameters: z.object({ word: z.string().describe('The word'), lang: z.string().default('en').describe('Language code') }),
    run: ({ word, lang }: { word: string; lang: string }) => later(30, () => `${word} (${lang}): found online`),
  },
  // What zod writes besides properties and required is kept: additionalProperties, a description of the whole.
  create_user: {
    description: 'Create a user account.',
    parameters: z.strictObject({
      username: z.string().min(3).max(20).describe('Login name, 3 to 20 characters'),
      admin: z.boolean().default(false).describe('Give the user admin rights'),
    }),
    run: ({ username, admin }: { username: string; admin: boolean }) => `${username} created${admin ? ' (admin)' : ''}`,
  },
  book_table: {
    description: 'Book a table at a restaurant.',
    parameters: z
      .object({
        restaurant: z.string().describe('Name of the restaurant'),
        guests: z.number().int().min(1).max(12).describe('How many people'),
      })
      .describe('Leave out anything the user did not say'),
    run: ({ restaurant, guests }: { restaurant: string; guests: number }) => `table for ${guests} at ${restaurant}`,
  },
  // Nested objects: only the top-level parameters get a default description.
  create_event: {
    description: 'Put an event in the calendar.',
    parameters: z.object({
      title: z.string().describe('What the event is'),
      when: z.object({ day: z.string(), hour: z.number().int().min(0).max(23) }),
      attendees: z.array(z.object({ email: z.string() })).optional(),
    }),
    run: ({ title }: { title: string }) => `${title} planned`,
  },
  // Parameters named like keys every object inherits: parameters like any other.
  inspect_class: {
    description: 'Describe a class of the code base.',
    parameters: z.object({
      constructor: z.string().describe('Name of the class'),
      toString: z.boolean().optional(),
      ['__proto__']: z.string(),
    }),
    run: () => 'a class',
  },
  // JSON Schema cannot say "a date": z.toJSONSchema throws.
  schedule_call: {
    description: 'Schedule a phone call.',
    parameters: z.object({ at: z.date().describe('When to call') }),
    run: () => 'scheduled',
  },
  // A description with quotes, a backslash, a line break and letters outside ASCII.
  translate: {
    description: 'Translate text, e.g. "hello" → "hei" (Norwegian).\nUse \\n for a line break; <b>tags</b> stay as they are.',
    parameters: z.object({
      text: z.string().describe('Text to translate: "quoted" or not'),
      target: z.enum(['nb', 'fr', 'ja']).describe('Language code (nb = norsk bokmål, ja = 日本語)'),
    }),
    run: ({ text, target }: { text: string; target: string }) => `[${target}] ${text}`,
  },
};

/**
 * A parameter described as data, built into zod by `buildParam`: what the generator makes, and
 * what a case can write when no catalog tool fits. `describe` is added after `nullable` and
 * before `optional` or `default` (zod writes the description on the parameter either way).
 */
export type DataParam = {
  key: string;
  type: 'string' | 'number' | 'integer' | 'boolean' | 'enum' | 'array' | 'object';
  /** string: minLength; number and integer: minimum; array: minItems. */
  min?: number;
  max?: number;
  /** string: exactly this many characters. */
  length?: number;
  /** number: more than 0 (exclusiveMinimum). */
  positive?: boolean;
  /** enum: the choices. */
  values?: string[];
  /** array: the items' type. */
  items?: 'string' | 'number' | 'boolean';
  /** object: its fields. */
  fields?: DataParam[];
  nullable?: boolean;
  describe?: string;
  optional?: boolean;
  /** A default (which may be falsy: 0, false, "", null). */
  default?: unknown;
};

/** A whole tool as data: its run gives back `result` (or "ok"), or throws `throws`, after `delayMs` when given. */
export type DataTool = {
  name: string;
  description: string;
  params: DataParam[];
  strict?: boolean;
  describe?: string;
  result?: unknown;
  throws?: unknown;
  delayMs?: number;
};

type ToolRef = string | { tool: string; name: string } | DataTool;
type Call = { name: string; args: unknown };

type Input =
  | { call: 'toolDefinition'; tool: string | DataTool; name?: string }
  | { call: 'registerTools'; tools: ToolRef[]; showDefinitions?: 'full' }
  | { call: 'functions'; tools: ToolRef[]; calls: Call[]; atOnce?: boolean };

export default defineDriver({
  async run(learner, rawInput) {
    const input = rawInput as Input;
    switch (input.call) {
      case 'toolDefinition':
        return definitionOf(learner, input);
      case 'registerTools':
        return registry(learner, input.tools, input.showDefinitions === 'full');
      case 'functions':
        return callEach(learner, input.tools, input.calls, input.atOnce === true);
    }
  },
});

const TOOL_DEFINITION = 'toolDefinition(spec: AgentToolSpec): ChatCompletionFunctionTool';

function definitionOf(learner: LearnerModule, input: Extract<Input, { call: 'toolDefinition' }>) {
  const toolDefinition = exported(learner, 'toolDefinition', TOOL_DEFINITION);
  const ref: ToolRef = typeof input.tool === 'string' && input.name !== undefined ? { tool: input.tool, name: input.name } : input.tool;
  const spec = specOf(ref, () => {});
  try {
    return { returned: plainCopy(toolDefinition(spec), 'the value toolDefinition returned') };
  } catch (error) {
    return { threw: thrown(error) };
  }
}

function registry(learner: LearnerModule, tools: ToolRef[], full: boolean) {
  const specs = specsOf(tools, () => {});
  const given = snapshot(specs);
  let value: unknown;
  try {
    value = learner.entry(specs);
  } catch (error) {
    return withSpecsCheck({ threw: thrown(error) }, specs, given);
  }
  const { definitions, functions } = checkRegistry(value);
  const toolDefinition = learner.exports.toolDefinition;
  // An index loop, not definitions.map: the array is the learner's, and an Array subclass brings its own map.
  const shown: unknown[] = [];
  for (let index = 0; index < definitions.length; index++) {
    const copy = plainCopy(definitions[index], `definitions[${index}]`);
    const ref = tools[index];
    add(
      shown,
      full || ref === undefined || typeof toolDefinition !== 'function'
        ? copy
        : shownAs(toolDefinition as (spec: Spec) => unknown, ref, copy),
    );
  }
  return withSpecsCheck({ returned: { definitions: shown, functions: ownKeys(functions) } }, specs, given);
}

/** The learner's own toolDefinition for this spec: when equal, the name is enough to show the definition. */
function shownAs(toolDefinition: (spec: Spec) => unknown, ref: ToolRef, copy: unknown): unknown {
  try {
    const spec = specOf(ref, () => {});
    return sameData(plainCopy(toolDefinition(spec), 'the definition'), copy) ? spec.name : copy;
  } catch {
    return copy;
  }
}

async function callEach(learner: LearnerModule, tools: ToolRef[], calls: Call[], atOnce: boolean) {
  const runs: unknown[] = [];
  const specs = specsOf(tools, (name, args) => {
    add(runs, { tool: name, args: plainOrDescribed(args) });
  });
  const { functions } = checkRegistry(learner.entry(specs));
  const fns: ((args: unknown) => unknown)[] = [];
  for (let index = 0; index < calls.length; index++) {
    const name = calls[index]!.name;
    const fn = hasOwn(functions, name) ? functions[name] : undefined;
    if (typeof fn !== 'function') {
      throw new ShapeError(`functions.${name} should be the function of the tool ${name}; it is ${describeValue(fn)}.`);
    }
    add(fns, fn as (args: unknown) => unknown);
  }
  // Each call gets its own copy of the arguments; the copy is compared with the case's afterwards.
  const argsGiven: unknown[] = [];
  const pending: (() => Promise<unknown>)[] = [];
  for (let index = 0; index < calls.length; index++) {
    const args = copyOf(calls[index]!.args);
    add(argsGiven, args);
    const fn = fns[index]!;
    add(pending, () => settle(() => fn(args), calls[index]!.name));
  }
  const results: unknown[] = [];
  if (atOnce) {
    // Started in order, each before any has finished; then awaited in order.
    const started: Promise<unknown>[] = [];
    for (let index = 0; index < pending.length; index++) add(started, pending[index]!());
    for (let index = 0; index < started.length; index++) add(results, await started[index]);
  } else {
    for (let index = 0; index < pending.length; index++) add(results, await pending[index]!());
  }
  for (let index = 0; index < calls.length; index++) {
    const after = plainOrDescribed(argsGiven[index]);
    if (!sameData(after, calls[index]!.args)) (results[index] as Record<string, unknown>).argsAfterwards = after;
  }
  return { results, runs };
}

/** What one call of a map function gave: {returned} or {threw}; a ShapeError is the learner's own and fails the case. */
async function settle(call: () => unknown, name: string): Promise<Record<string, unknown>> {
  try {
    return { returned: plainCopy(await call(), `the value functions.${name} returned`) };
  } catch (error) {
    if (error instanceof ShapeError) throw error;
    return { threw: thrown(error) };
  }
}

// ------------------------------------------------------------------ helpers

function specsOf(tools: ToolRef[], onRun: (name: string, args: unknown) => void): Spec[] {
  const specs: Spec[] = [];
  for (let index = 0; index < tools.length; index++) add(specs, specOf(tools[index]!, onRun));
  return specs;
}

/** A fresh spec from the catalog or from data; `onRun` hears what the tool's own code received. */
function specOf(ref: ToolRef, onRun: (name: string, args: unknown) => void): Spec {
  if (typeof ref !== 'string' && 'params' in ref) return dataSpec(ref, onRun);
  const key = typeof ref === 'string' ? ref : ref.tool;
  const name = typeof ref === 'string' ? ref : ref.name;
  const entry = hasOwn(CATALOG, key) ? CATALOG[key] : undefined;
  if (entry === undefined) throw new Error(`case error: no tool "${key}" in the catalog`);
  const run = entry.run as (args: unknown) => unknown;
  return {
    name,
    description: entry.description,
    parameters: entry.parameters,
    run: ((args: unknown) => {
      onRun(name, args);
      return run(args);
    }) as Spec['run'],
  };
}

function dataSpec(tool: DataTool, onRun: (name: string, args: unknown) => void): Spec {
  const shape: Record<string, z.ZodType> = {};
  for (let index = 0; index < tool.params.length; index++) {
    const param = tool.params[index]!;
    defineProperty(shape, param.key, { value: buildParam(param), enumerable: true, writable: true, configurable: true });
  }
  let parameters: z.ZodObject = tool.strict ? z.strictObject(shape) : z.object(shape);
  if (tool.describe !== undefined) parameters = parameters.describe(tool.describe);
  const answer = () => {
    if (hasOwn(tool, 'throws')) throw copyOf(tool.throws);
    return hasOwn(tool, 'result') ? copyOf(tool.result) : 'ok';
  };
  return {
    name: tool.name,
    description: tool.description,
    parameters,
    run: ((args: unknown) => {
      onRun(tool.name, args);
      return tool.delayMs === undefined ? answer() : later(tool.delayMs, answer);
    }) as Spec['run'],
  };
}

/** The zod schema of one parameter described as data. */
function buildParam(param: DataParam): z.ZodType {
  let schema: z.ZodType = baseSchema(param);
  if (param.nullable) schema = schema.nullable();
  if (param.describe !== undefined) schema = schema.describe(param.describe);
  if (param.optional) schema = schema.optional();
  if (hasOwn(param, 'default')) schema = (schema as z.ZodString).default(param.default as string);
  return schema;
}

function baseSchema(param: DataParam): z.ZodType {
  switch (param.type) {
    case 'string': {
      let schema = z.string();
      if (param.length !== undefined) schema = schema.length(param.length);
      if (param.min !== undefined) schema = schema.min(param.min);
      if (param.max !== undefined) schema = schema.max(param.max);
      return schema;
    }
    case 'number':
    case 'integer': {
      let schema = param.type === 'integer' ? z.number().int() : z.number();
      if (param.positive) schema = schema.positive();
      if (param.min !== undefined) schema = schema.min(param.min);
      if (param.max !== undefined) schema = schema.max(param.max);
      return schema;
    }
    case 'boolean':
      return z.boolean();
    case 'enum':
      return z.enum(param.values as [string, ...string[]]);
    case 'array': {
      const items = param.items === 'number' ? z.number() : param.items === 'boolean' ? z.boolean() : z.string();
      let schema = z.array(items);
      if (param.min !== undefined) schema = schema.min(param.min);
      if (param.max !== undefined) schema = schema.max(param.max);
      return schema;
    }
    case 'object': {
      const shape: Record<string, z.ZodType> = {};
      const fields = param.fields ?? [];
      for (let index = 0; index < fields.length; index++) {
        const field = fields[index]!;
        defineProperty(shape, field.key, { value: buildParam(field), enumerable: true, writable: true, configurable: true });
      }
      return z.object(shape);
    }
  }
}

/** The list as given: its length, and each spec with its fields, to tell afterwards whether the call changed any. */
function snapshot(specs: Spec[]): unknown[][] {
  const parts: unknown[][] = [];
  for (let index = 0; index < specs.length; index++) {
    const spec = specs[index]!;
    add(parts, [spec, spec.name, spec.description, spec.parameters, spec.run]);
  }
  return parts;
}

/** `result`, with `specsAfterwards` (each spec's name, or what is there instead) when the call changed the list or a spec in it. */
function withSpecsCheck(result: Record<string, unknown>, specs: Spec[], given: unknown[][]): Record<string, unknown> {
  let changed = specs.length !== given.length;
  for (let index = 0; !changed && index < given.length; index++) {
    const [spec, name, description, parameters, run] = given[index]!;
    const now = specs[index] as Spec | undefined;
    changed =
      now === undefined ||
      now !== spec ||
      now.name !== name ||
      now.description !== description ||
      now.parameters !== parameters ||
      now.run !== run;
  }
  if (!changed) return result;
  const after: unknown[] = [];
  for (let index = 0; index < specs.length; index++) {
    const spec: unknown = specs[index];
    add(after, isObject(spec) && typeof spec.name === 'string' ? spec.name : describeValue(spec));
  }
  result.specsAfterwards = after;
  return result;
}

function checkRegistry(value: unknown): { definitions: unknown[]; functions: Record<string, unknown> } {
  if (!isObject(value) || !isArray(value.definitions) || !isObject(value.functions)) {
    throw new ShapeError(
      `registerTools must return { definitions, functions }: an array of tool definitions and an object from tool name to function; it returned ${describeValue(value)}.`,
    );
  }
  if (!isPlainObject(value.functions)) {
    throw new ShapeError(
      `functions must be a plain object from tool name to function, like { get_weather: ... }; it is ${describeValue(value.functions)}.`,
    );
  }
  return { definitions: value.definitions, functions: value.functions };
}

/** What escaped: a ZodError as its issues ("path: message"), another Error as its name and message, anything else as it is. */
function thrown(error: unknown): unknown {
  if (error instanceof z.ZodError) {
    const issues: string[] = [];
    for (let index = 0; index < error.issues.length; index++) {
      const issue = error.issues[index]!;
      const parts: string[] = [];
      for (let part = 0; part < issue.path.length; part++) add(parts, toText(issue.path[part]));
      add(issues, (parts.length === 0 ? '' : `${apply(arrayJoin, parts, ['.']) as string}: `) + issue.message);
    }
    return { name: 'ZodError', issues };
  }
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { notAnError: plainOrDescribed(error, 'what was thrown') };
}
