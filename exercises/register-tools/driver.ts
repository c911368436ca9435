import { z } from 'zod';
import { SEED_TOOLS, seedSearch, seedStockPrice } from '../../src/exercise/seedTools';
import {
  copyOf,
  defineDriver,
  describeValue,
  exported,
  hasOwn,
  isArray,
  isObject,
  isPlainObject,
  ownKeys,
  plainCopy,
  plainOrDescribed,
  sameData,
  ShapeError,
  type LearnerModule,
} from '../../src/runner/worker/driverKit';

/*
 * The driver of register-tools. Tools are zod schemas and functions, which
 * YAML cannot hold, so they live here in a catalog and cases name them. Each
 * case's input names what it exercises in `call`:
 *
 *   toolDefinition   builds the spec of `tool` (renamed to `name` when given)
 *                    and hands it to the learner's toolDefinition; returns
 *                    {returned: definition} or {threw: message}.
 *   registerTools    hands the specs of `tools` (a name, or {tool, name} to
 *                    rename one) to registerTools; returns {returned:
 *                    {definitions, functions}} or {threw: message}. A
 *                    definition equal to what the learner's own
 *                    toolDefinition makes for that spec is shown by its name;
 *                    any other is shown in full (all are, with
 *                    `showDefinitions: full`). `functions` lists the map's
 *                    keys.
 *   functions        registers `tools`, then calls functions[name](args) for
 *                    each of `calls`; returns what each call gave
 *                    ({returned} or {threw}) and what the tools' own code
 *                    received (`runs`).
 */

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
};

type ToolRef = string | { tool: string; name: string };

type Input =
  | { call: 'toolDefinition'; tool: string; name?: string }
  | { call: 'registerTools'; tools: ToolRef[]; showDefinitions?: 'full' }
  | { call: 'functions'; tools: ToolRef[]; calls: { name: string; args: unknown }[] };

export default defineDriver({
  async run(learner, rawInput) {
    const input = rawInput as Input;
    switch (input.call) {
      case 'toolDefinition':
        return definitionOf(learner, input);
      case 'registerTools':
        return registry(learner, input.tools, input.showDefinitions === 'full');
      case 'functions':
        return callEach(learner, input.tools, input.calls);
    }
  },
});

const TOOL_DEFINITION = 'toolDefinition(spec: AgentToolSpec): ChatCompletionFunctionTool';

function definitionOf(learner: LearnerModule, input: Extract<Input, { call: 'toolDefinition' }>) {
  const toolDefinition = exported(learner, 'toolDefinition', TOOL_DEFINITION);
  const spec = specOf(input.name === undefined ? input.tool : { tool: input.tool, name: input.name }, () => {});
  try {
    return { returned: plainCopy(toolDefinition(spec), 'the value toolDefinition returned') };
  } catch (error) {
    return { threw: thrown(error) };
  }
}

function registry(learner: LearnerModule, tools: ToolRef[], full: boolean) {
  const specs = tools.map((ref) => specOf(ref, () => {}));
  let value: unknown;
  try {
    value = learner.entry(specs);
  } catch (error) {
    return { threw: thrown(error) };
  }
  const { definitions, functions } = checkRegistry(value);
  const toolDefinition = learner.exports.toolDefinition;
  // An index loop, not definitions.map: the array is the learner's, and an Array subclass brings its own map.
  const shown: unknown[] = [];
  for (let index = 0; index < definitions.length; index++) {
    const copy = plainCopy(definitions[index], `definitions[${index}]`);
    const spec = specs[index];
    shown.push(
      full || spec === undefined || typeof toolDefinition !== 'function'
        ? copy
        : shownAs(spec, toolDefinition as (spec: Spec) => unknown, tools[index]!, copy),
    );
  }
  return { returned: { definitions: shown, functions: ownKeys(functions) } };
}

/** The learner's own toolDefinition for this spec: when equal, the name is enough to show the definition. */
function shownAs(spec: Spec, toolDefinition: (spec: Spec) => unknown, ref: ToolRef, copy: unknown): unknown {
  try {
    return sameData(plainCopy(toolDefinition(specOf(ref, () => {})), 'the definition'), copy) ? spec.name : copy;
  } catch {
    return copy;
  }
}

async function callEach(learner: LearnerModule, tools: ToolRef[], calls: { name: string; args: unknown }[]) {
  const runs: unknown[] = [];
  const specs = tools.map((ref) =>
    specOf(ref, (name, args) => {
      runs.push({ tool: name, args: plainOrDescribed(args) });
    }),
  );
  const { functions } = checkRegistry(learner.entry(specs));
  const results: unknown[] = [];
  for (const { name, args } of calls) {
    const fn = hasOwn(functions, name) ? functions[name] : undefined;
    if (typeof fn !== 'function') {
      throw new ShapeError(`functions.${name} should be the function of the tool ${name}; it is ${describeValue(fn)}.`);
    }
    try {
      results.push({ returned: plainCopy(await fn(copyOf(args)), `the value functions.${name} returned`) });
    } catch (error) {
      if (error instanceof ShapeError) throw error;
      results.push({ threw: thrown(error) });
    }
  }
  return { results, runs };
}

// ------------------------------------------------------------------ helpers

/** A fresh spec from the catalog; `onRun` hears what the tool's own code received. */
function specOf(ref: ToolRef, onRun: (name: string, args: unknown) => void): Spec {
  const key = typeof ref === 'string' ? ref : ref.tool;
  const name = typeof ref === 'string' ? ref : ref.name;
  const entry = CATALOG[key];
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

/** What escaped: a ZodError as its issues ("path: message"), another Error as its message. */
function thrown(error: unknown): unknown {
  if (error instanceof z.ZodError) {
    return {
      name: 'ZodError',
      issues: error.issues.map((issue) => (issue.path.length === 0 ? '' : `${issue.path.map(String).join('.')}: `) + issue.message),
    };
  }
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: '(not an Error)', message: describeValue(error) };
}
