import { defineGenerator, type FastCheck } from 'playground/generator';
import type { DataParam, DataTool } from './driver';

type Fc = typeof FastCheck;

/*
 * Random zod schemas, described as data (driver.ts builds them: DataTool, DataParam), and what is done
 * with them: a definition, a registry, or calls through the registry with random arguments. Only
 * inputs the lesson decides: a list never has both a bad name and a name used twice (which error
 * comes first is left open), tool names in a map start with a letter (an object puts keys that look
 * like numbers first), and parameters named like Object.prototype keys appear only in definitions
 * (zod itself reads inherited values when parsing them).
 */

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NAME_CHARS = `${LETTERS}0123456789_-`;
const KEYS = ['city', 'query', 'days', 'limit', 'units', 'tags', 'when', 'note', 'id', 'max_price', 'isOpen'];
const INHERITED_KEYS = ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty'];
const DESCRIPTIONS = ['', 'The city', 'How many, 1 to 7', 'Say "please"', 'Line one\nline two', ' padded ', 'Größe in cm', 'a\\b'];
/** Values an argument may hold that are usually not what the schema wants. */
const ODD_VALUES = ['', 'Oslo', 0, -1, 2.5, 1e9, true, false, null, [], ['a'], { day: 'mon' }];
const STRAY_KEYS = ['extra', 'constructor', 'toString', 'country'];

/** A valid tool name: a letter first, then up to 63 more of the allowed characters. */
const validName = (fc: Fc) =>
  fc.oneof(
    fc.constantFrom('get_weather', 'Stock-Price-v2', 'toString', 'constructor', '__proto__', 'hasOwnProperty', 'x'),
    fc
      .tuple(fc.constantFrom(...LETTERS), fc.array(fc.constantFrom(...NAME_CHARS), { maxLength: 63 }))
      .map(([first, rest]) => first + rest.join('')),
  );

/** A name the API refuses. */
const invalidName = (fc: Fc) =>
  fc.oneof(
    fc.constantFrom('', 'get weather', 'weather.now', 'météo', 'say "hi"', 'a/b', 'tab\there', 'x'.repeat(65), `${'y'.repeat(64)}!`),
    validName(fc).map((name) => `${name} `),
  );

/** A parameter of one type, with limits, modifiers and maybe a falsy default. */
function param(fc: Fc, key: string, depth: number): FastCheck.Arbitrary<DataParam> {
  const modifiers = fc.record({
    nullable: fc.boolean(),
    describe: fc.option(fc.constantFrom(...DESCRIPTIONS), { nil: undefined }),
    optional: fc.boolean(),
    withDefault: fc.boolean(),
  });
  const types: FastCheck.Arbitrary<Omit<DataParam, 'key'>>[] = [
    fc.oneof(
      fc.record({
        type: fc.constant('string' as const),
        min: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
        max: fc.option(fc.integer({ min: 3, max: 20 }), { nil: undefined }),
      }),
      fc.record({ type: fc.constant('string' as const), length: fc.integer({ min: 0, max: 4 }) }),
    ),
    fc.record({
      type: fc.constantFrom('number' as const, 'integer' as const),
      min: fc.option(fc.integer({ min: -5, max: 1 }), { nil: undefined }),
      max: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
      positive: fc.option(fc.constant(true), { nil: undefined }),
    }),
    fc.record({ type: fc.constant('boolean' as const) }),
    fc.record({
      type: fc.constant('enum' as const),
      values: fc.uniqueArray(fc.constantFrom('celsius', 'fahrenheit', 'kelvin', 'none', ''), { minLength: 1, maxLength: 3 }),
    }),
    fc.record({
      type: fc.constant('array' as const),
      items: fc.constantFrom('string' as const, 'number' as const, 'boolean' as const),
      min: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
      max: fc.option(fc.integer({ min: 2, max: 4 }), { nil: undefined }),
    }),
  ];
  if (depth === 0) {
    types.push(
      fc
        .uniqueArray(fc.constantFrom(...KEYS), { minLength: 0, maxLength: 3 })
        .chain((keys) => fc.tuple(...keys.map((inner) => param(fc, inner, depth + 1))))
        .map((fields) => ({ type: 'object' as const, fields })),
    );
  }
  return fc.tuple(fc.oneof(...types), modifiers).map(([base, { nullable, describe, optional, withDefault }]) => {
    const result: DataParam = { key, ...stripUndefined(base) };
    if (nullable) result.nullable = true;
    if (describe !== undefined) result.describe = describe;
    if (withDefault) result.default = nullable ? null : validValue(result);
    else if (optional) result.optional = true;
    return result;
  });
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** A value the parameter's schema accepts (its smallest allowed one, more or less). */
function validValue(p: DataParam): unknown {
  switch (p.type) {
    case 'string':
      return 'a'.repeat(p.length ?? Math.max(p.min ?? 0, 1));
    case 'number':
    case 'integer': {
      const low = Math.max(p.min ?? 0, p.positive ? 1 : -Infinity);
      return Number.isFinite(low) ? low : 0;
    }
    case 'boolean':
      return false;
    case 'enum':
      return p.values![0];
    case 'array':
      return Array.from({ length: p.min ?? 0 }, () => (p.items === 'number' ? 0 : p.items === 'boolean' ? true : 'a'));
    case 'object':
      return Object.fromEntries(
        (p.fields ?? []).filter((field) => !field.optional && !('default' in field)).map((field) => [field.key, validValue(field)]),
      );
  }
}

/** Parameters with distinct keys; `inherited` lets keys such as constructor and __proto__ in. */
const params = (fc: Fc, inherited: boolean) =>
  fc
    .uniqueArray(fc.constantFrom(...KEYS, ...(inherited ? INHERITED_KEYS : [])), { maxLength: 4 })
    .chain((keys) => fc.tuple(...keys.map((key) => param(fc, key, 0))));

const tool = (fc: Fc, name: FastCheck.Arbitrary<string>, inherited: boolean): FastCheck.Arbitrary<DataTool> =>
  fc
    .record({
      name,
      description: fc.constantFrom('Get the weather.', '', 'Look "it" up.\nThen answer.', 'Søk i arkivet'),
      params: params(fc, inherited),
      strict: fc.boolean(),
      describe: fc.option(fc.constantFrom('All parameters', ''), { nil: undefined }),
    })
    .map((value) => stripUndefined(value) as DataTool);

/** Arguments for `t`: each parameter valid, left out or odd, and maybe a key the schema does not know. */
const argsFor = (fc: Fc, t: DataTool) =>
  fc
    .record({
      picks: fc.array(fc.constantFrom('valid', 'valid', 'valid', 'omit', 'odd'), {
        minLength: t.params.length,
        maxLength: t.params.length,
      }),
      odd: fc.array(fc.constantFrom(...ODD_VALUES), { minLength: t.params.length, maxLength: t.params.length }),
      stray: fc.option(fc.tuple(fc.constantFrom(...STRAY_KEYS), fc.constantFrom(...ODD_VALUES)), { nil: undefined }),
      notAnObject: fc.constantFrom(false, false, false, false, false, false, false, false, false, true),
    })
    .map(({ picks, odd, stray, notAnObject }): unknown => {
      if (notAnObject) return odd[0] ?? 'NVDA';
      const args: Record<string, unknown> = {};
      t.params.forEach((p, index) => {
        if (picks[index] === 'valid') args[p.key] = validValue(p);
        else if (picks[index] === 'odd') args[p.key] = odd[index];
      });
      if (stray && !t.params.some((p) => p.key === stray[0])) args[stray[0]] = stray[1];
      return args;
    });

/** What a tool's own code does: answer (maybe with a falsy value), or throw something that is not an Error; at once or later. */
const behaviour = (fc: Fc) =>
  fc.oneof(
    fc.record({ result: fc.constantFrom('done', 0, false, '', null, { rows: 2 }, ['a', 'b']) }),
    fc.record({ throws: fc.constantFrom('disk full', { status: 502 }, 0) }),
    fc.constant({}),
  );

const definitionInput = (fc: Fc) =>
  tool(fc, fc.oneof({ weight: 4, arbitrary: validName(fc) }, { weight: 1, arbitrary: invalidName(fc) }), true).map((t) => ({
    call: 'toolDefinition' as const,
    tool: t,
  }));

/** Tools with distinct names starting with a letter; then maybe one name used again, or one bad name (never both). */
const registryInput = (fc: Fc) =>
  fc
    .record({
      names: fc.uniqueArray(
        validName(fc).filter((name) => /^[A-Za-z_]/.test(name)),
        { maxLength: 4 },
      ),
      twist: fc.constantFrom('none', 'none', 'twice', 'bad'),
      at: fc.nat(),
      bad: invalidName(fc),
    })
    .chain(({ names, twist, at, bad }) => {
      const list = [...names];
      if (twist === 'twice' && list.length > 0) list.splice(at % (list.length + 1), 0, list[at % list.length]!);
      if (twist === 'bad') list.splice(at % (list.length + 1), 0, bad);
      return fc.tuple(...list.map((name) => tool(fc, fc.constant(name), false)));
    })
    .map((tools) => ({ call: 'registerTools' as const, tools }));

const functionsInput = (fc: Fc) =>
  fc
    .uniqueArray(
      validName(fc).filter((name) => /^[A-Za-z_]/.test(name)),
      { minLength: 1, maxLength: 3 },
    )
    .chain((names) =>
      fc.tuple(
        ...names.map((name) =>
          fc
            .tuple(tool(fc, fc.constant(name), false), behaviour(fc), fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }))
            .map(([t, does, delayMs]) => stripUndefined({ ...t, ...does, delayMs }) as DataTool),
        ),
      ),
    )
    .chain((tools) =>
      fc.record({
        call: fc.constant('functions' as const),
        tools: fc.constant(tools),
        atOnce: fc.boolean(),
        calls: fc.array(
          fc.constantFrom(...tools).chain((t) => argsFor(fc, t).map((args) => ({ name: t.name, args }))),
          { minLength: 1, maxLength: 4 },
        ),
      }),
    );

export default defineGenerator({
  title: 'Random tools',
  runs: 60,
  promoteToStep: 'calling',
  input: (fc) =>
    fc.oneof(
      { weight: 2, arbitrary: definitionInput(fc) },
      { weight: 1, arbitrary: registryInput(fc) },
      { weight: 2, arbitrary: functionsInput(fc) },
    ),
});
