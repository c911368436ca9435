// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import driver, { type DataTool } from './driver';
import * as solution from './solution';
import type { LearnerModule } from '../../src/runner/worker/driverKit';

/** The reference as the learner's module, with some of its functions replaced. */
function learner(overrides: Partial<typeof solution> = {}): LearnerModule {
  const exports = { ...solution, ...overrides };
  return { entry: exports.registerTools as LearnerModule['entry'], exports };
}

const run = (module: LearnerModule, input: unknown) => driver.run(module, input) as Promise<Record<string, unknown>>;

const originalPush = Object.getOwnPropertyDescriptor(Array.prototype, 'push')!;
const originalJoin = Object.getOwnPropertyDescriptor(Array.prototype, 'join')!;
afterEach(() => {
  Object.defineProperty(Array.prototype, 'push', originalPush);
  Object.defineProperty(Array.prototype, 'join', originalJoin);
});

describe('register-tools driver: tools described as data', () => {
  const tool: DataTool = {
    name: 'set_alarm',
    description: 'Set an alarm.',
    params: [
      { key: 'hour', type: 'integer', min: 0, max: 23, describe: 'Hour of the day' },
      { key: 'label', type: 'string', default: '' },
      { key: 'days', type: 'array', items: 'string', min: 1, optional: true },
      { key: 'when', type: 'object', fields: [{ key: 'zone', type: 'enum', values: ['utc', 'local'] }], nullable: true, describe: 'd' },
      { key: '__proto__', type: 'boolean', positive: undefined },
    ],
    strict: true,
    describe: 'Alarm settings',
  };

  it('builds the zod schema the data says, which the learner’s toolDefinition turns into JSON Schema', async () => {
    const result = await run(learner(), { call: 'toolDefinition', tool });
    expect(result).toEqual({
      returned: {
        type: 'function',
        function: {
          name: 'set_alarm',
          description: 'Set an alarm.',
          parameters: {
            type: 'object',
            description: 'Alarm settings',
            additionalProperties: false,
            properties: {
              hour: { type: 'integer', minimum: 0, maximum: 23, description: 'Hour of the day' },
              label: { type: 'string', default: '', description: 'The label parameter' },
              days: { type: 'array', items: { type: 'string' }, minItems: 1, description: 'The days parameter' },
              when: {
                anyOf: [
                  {
                    type: 'object',
                    properties: { zone: { type: 'string', enum: ['utc', 'local'] } },
                    required: ['zone'],
                  },
                  { type: 'null' },
                ],
                description: 'd',
              },
              ['__proto__']: { type: 'boolean', description: 'The __proto__ parameter' },
            },
            required: ['hour', 'when', '__proto__'],
          },
        },
      },
    });
  });

  it('answers with the scripted result, or throws the scripted value, at once or later', async () => {
    const tools: DataTool[] = [
      { name: 'zero', description: '', params: [], result: 0 },
      { name: 'fails', description: '', params: [], throws: { status: 502 }, delayMs: 5 },
      { name: 'plain', description: '', params: [{ key: 'q', type: 'string' }] },
    ];
    const result = await run(learner(), {
      call: 'functions',
      tools,
      calls: [
        { name: 'zero', args: {} },
        { name: 'fails', args: {} },
        { name: 'plain', args: { q: 'x', extra: 1 } },
      ],
    });
    expect(result).toEqual({
      results: [{ returned: 0 }, { threw: { notAnError: { status: 502 } } }, { returned: 'ok' }],
      runs: [
        { tool: 'zero', args: {} },
        { tool: 'fails', args: {} },
        { tool: 'plain', args: { q: 'x' } },
      ],
    });
  });
});

describe('register-tools driver: calls at once', () => {
  it('starts every call before awaiting any, so a quick tool finishes before a slow one called first', async () => {
    const finished: string[] = [];
    const registerTools = (specs: AgentToolSpec[]) => {
      const registry = solution.registerTools(specs);
      const functions: Record<string, AgentToolFunction> = {};
      for (const name of Object.keys(registry.functions)) {
        functions[name] = async (args) => {
          const value = await registry.functions[name]!(args);
          finished.push(name);
          return value;
        };
      }
      return { definitions: registry.definitions, functions };
    };
    const result = await run(learner({ registerTools }), {
      call: 'functions',
      tools: ['slow_lookup', 'quick_lookup'],
      atOnce: true,
      calls: [
        { name: 'slow_lookup', args: { word: 'a' } },
        { name: 'quick_lookup', args: { word: 'b' } },
      ],
    });
    expect(finished).toEqual(['quick_lookup', 'slow_lookup']);
    expect(result.results).toEqual([{ returned: 'a (en): found online' }, { returned: 'b: found locally' }]);
  });
});

describe('register-tools driver: the caller’s inputs', () => {
  it('says what the list of specs holds afterwards when registerTools changed it, and nothing when it did not', async () => {
    const emptied = (specs: AgentToolSpec[]) => {
      const registry = solution.registerTools(specs);
      specs.splice(0, 1);
      return registry;
    };
    const input = { call: 'registerTools', tools: ['web_search', 'calculate'] };
    expect(await run(learner({ registerTools: emptied }), input)).toMatchObject({ specsAfterwards: ['calculate'] });
    expect(await run(learner(), input)).not.toHaveProperty('specsAfterwards');
  });

  it('notices a spec replaced in place, even under the same name', async () => {
    const renamed = (specs: AgentToolSpec[]) => {
      specs[0] = { ...specs[0]! };
      return solution.registerTools(specs);
    };
    const result = await run(learner({ registerTools: renamed }), { call: 'registerTools', tools: ['web_search'] });
    expect(result.specsAfterwards).toEqual(['web_search']);
  });

  it('puts argsAfterwards next to the result of a call that changed its arguments', async () => {
    const cleaning = (specs: AgentToolSpec[]) => {
      const registry = solution.registerTools(specs);
      const original = registry.functions.get_weather!;
      registry.functions.get_weather = (args) => {
        delete args.country;
        return original(args);
      };
      return registry;
    };
    const result = await run(learner({ registerTools: cleaning }), {
      call: 'functions',
      tools: ['get_weather'],
      calls: [
        { name: 'get_weather', args: { city: 'Oslo', country: 'NO' } },
        { name: 'get_weather', args: { city: 'Oslo' } },
      ],
    });
    expect(result.results).toEqual([
      { returned: { city: 'Oslo', temperature: 14, units: 'celsius' }, argsAfterwards: { city: 'Oslo' } },
      { returned: { city: 'Oslo', temperature: 14, units: 'celsius' } },
    ]);
  });
});

describe('register-tools driver: what escaped', () => {
  it('shows a thrown string as notAnError, and an Error by its own name', async () => {
    const result = await run(learner(), {
      call: 'functions',
      tools: ['write_file', 'parse_date'],
      calls: [
        { name: 'write_file', args: { path: 'a', text: 'b' } },
        { name: 'parse_date', args: { text: 'never' } },
      ],
    });
    expect(result.results).toEqual([
      { threw: { notAnError: 'disk full' } },
      { threw: { name: 'RangeError', message: 'Invalid time value' } },
    ]);
  });

  it('records runs and ZodError issues with built-ins captured at load, whatever push and join the learner put in place', async () => {
    // The learner's functions replace push while the tool runs, and join before a ZodError escapes.
    const patching = (specs: AgentToolSpec[]) => {
      const registry = solution.registerTools(specs);
      const original = registry.functions.create_event!;
      registry.functions.create_event = async (args) => {
        let parsed: unknown;
        try {
          parsed = specs[0]!.parameters.parse(args);
        } catch (error) {
          Array.prototype.join = () => 'patched';
          throw error;
        }
        Array.prototype.push = () => 0;
        try {
          return await original(parsed as Record<string, unknown>);
        } finally {
          Object.defineProperty(Array.prototype, 'push', originalPush);
        }
      };
      return registry;
    };
    const result = await run(learner({ registerTools: patching }), {
      call: 'functions',
      tools: ['create_event'],
      calls: [
        { name: 'create_event', args: { title: 'x', when: { day: 'mon', hour: 9 } } },
        { name: 'create_event', args: { title: 'x', when: { day: 'mon' } } },
      ],
    });
    Object.defineProperty(Array.prototype, 'join', originalJoin);
    expect(result).toEqual({
      results: [
        { returned: 'x planned' },
        { threw: { name: 'ZodError', issues: ['when.hour: Invalid input: expected number, received undefined'] } },
      ],
      runs: [{ tool: 'create_event', args: { title: 'x', when: { day: 'mon', hour: 9 } } }],
    });
  });
});
