// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import {
  copyOf,
  exported,
  functionTool,
  isObject,
  isSeedTool,
  jsonCopy,
  plainCopy,
  plainOrDescribed,
  sameData,
  scriptedErrors,
  seedTool,
  ShapeError,
} from './driverKit';
import type { LearnerModule } from './driver';

const learnerWith = (exports: Record<string, unknown>): LearnerModule => ({ entry: () => undefined, exports });

/** Undo, after each test, what a test did to the realm as learner code would. */
const restores: (() => void)[] = [];
function patch<T extends object, K extends keyof T>(owner: T, key: K, value: unknown): void {
  const before = Object.getOwnPropertyDescriptor(owner, key);
  Object.defineProperty(owner, key, { value, writable: true, configurable: true, enumerable: false });
  restores.push(() => (before ? Object.defineProperty(owner, key, before) : delete owner[key]));
}
/** Call before asserting: vitest's own comparisons use the built-ins a test replaced. */
function restore(): void {
  while (restores.length) restores.pop()!();
}
afterEach(restore);

describe('exported', () => {
  it("returns the learner's named export when it is a function", () => {
    const runTests = () => 1;
    expect(exported(learnerWith({ runTests }), 'runTests', 'runTests(agent)')).toBe(runTests);
  });

  it('says how to export it when it is missing or not a function', () => {
    expect(() => exported(learnerWith({}), 'runTests', 'runTests(agent)')).toThrow(
      new ShapeError('Export a function named runTests: export function runTests(agent) { ... }'),
    );
    expect(() => exported(learnerWith({ runTests: 3 }), 'runTests', 'runTests(agent)')).toThrow(
      'runTests is exported, but it is number 3, not a function: export function runTests(agent) { ... }',
    );
  });
});

describe('plainCopy and plainOrDescribed', () => {
  it('copy plain data, so later changes to the original do not show', () => {
    const original = { list: [1] };
    const copy = plainCopy(original, 'the value f returned');
    original.list.push(2);
    expect(copy).toEqual({ list: [1] });
  });

  it('plainCopy throws a ShapeError naming the value; plainOrDescribed records a description instead', () => {
    expect(() => plainCopy(new Map(), 'the value f returned')).toThrow(ShapeError);
    expect(() => plainCopy(new Map(), 'the value f returned')).toThrow(/^the value f returned is a Map/);
    expect(plainOrDescribed({ a: 1 })).toEqual({ a: 1 });
    expect(plainOrDescribed(() => 1)).toBe('(not plain data: a function)');
  });
});

describe('isObject', () => {
  it('is true for objects that are not arrays, whatever the global Array says later', () => {
    const realArray = globalThis.Array;
    globalThis.Array = { isArray: () => false } as unknown as ArrayConstructor;
    let answers: boolean[];
    try {
      answers = [isObject({}), isObject([]), isObject(null), isObject('x')];
    } finally {
      globalThis.Array = realArray;
    }
    expect(answers).toEqual([true, false, false, false]);
  });
});

describe('copyOf', () => {
  it('copies deeply with the structuredClone it captured, not one the learner put in its place', () => {
    const data = { a: [1] };
    patch(globalThis, 'structuredClone', (value: unknown) => value);
    const copy = copyOf(data);
    restore();
    expect(copy).toEqual(data);
    expect(copy).not.toBe(data);
    expect(copy.a).not.toBe(data.a);
  });
});

describe('jsonCopy', () => {
  it('keeps what JSON keeps and drops or nulls what it does not', () => {
    expect(jsonCopy({ a: 1, gone: undefined, list: [undefined, NaN, Infinity, -0, 'x', true, null], nested: { b: undefined } })).toEqual({
      a: 1,
      list: [null, null, null, 0, 'x', true, null],
      nested: {},
    });
    expect(Object.is((jsonCopy([-0]) as number[])[0], 0)).toBe(true);
    expect(jsonCopy(undefined)).toBeUndefined();
  });

  it('gives what JSON.parse(JSON.stringify(value)) gives for plain data', () => {
    const value = { model: 'm', messages: [{ role: 'user', content: 'hi', name: undefined }], '2': 'two', __proto__x: 1, tools: [] };
    expect(jsonCopy(value)).toStrictEqual(JSON.parse(JSON.stringify(value)));
    expect(Object.keys(jsonCopy(value) as object)).toEqual(Object.keys(JSON.parse(JSON.stringify(value)) as object));
  });

  it('ignores a toJSON the learner put on Object.prototype, and a replaced JSON', () => {
    patch(Object.prototype, 'toJSON' as keyof object, () => ({ forged: true }));
    patch(JSON, 'parse', () => ({ forged: true }));
    const copy = jsonCopy({ model: 'm', messages: [{ role: 'user' }] });
    restore();
    expect(copy).toEqual({ model: 'm', messages: [{ role: 'user' }] });
  });
});

describe('sameData', () => {
  it('follows the page’s rules: Object.is, array order, own keys in any order, undefined is not missing', () => {
    expect(sameData({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
    expect(sameData(NaN, NaN)).toBe(true);
    expect(sameData(0, -0)).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData(['query'], [])).toBe(false);
    expect(sameData({ a: undefined }, {})).toBe(false);
    expect(sameData({}, { a: undefined })).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData({ a: 1 }, Object.assign(Object.create(null) as object, { a: 1 }))).toBe(true);
    expect(sameData(new Date(0), new Date(0))).toBe(false);
  });

  it('still tells a difference when the learner replaced Math.min, Object.keys or the global Object', () => {
    patch(Math, 'min', () => NaN);
    patch(Object, 'keys', () => []);
    patch(Object, 'hasOwn', () => true);
    const answers = [
      sameData(['query'], []),
      sameData({ required: ['query'] }, { required: [] }),
      sameData({ a: 1 }, { b: 1 }),
      sameData({ a: 1 }, { a: 2 }),
    ];
    restore();
    expect(answers).toEqual([false, false, false, false]);
    const realObject = globalThis.Object;
    globalThis.Object = {
      keys: () => [],
      hasOwn: () => true,
      is: () => true,
      getPrototypeOf: () => null,
      prototype: null,
    } as unknown as ObjectConstructor;
    let answer: boolean;
    try {
      answer = sameData({ a: 1 }, { a: 2 });
    } finally {
      globalThis.Object = realObject;
    }
    expect(answer).toBe(false);
  });
});

describe('functionTool', () => {
  it('builds a function tool with string parameters, all required, fresh each time', () => {
    const tool = functionTool('get_time', 'Get the time.', { zone: 'A time zone' });
    expect(tool).toEqual({
      type: 'function',
      function: {
        name: 'get_time',
        description: 'Get the time.',
        parameters: { type: 'object', properties: { zone: { type: 'string', description: 'A time zone' } }, required: ['zone'] },
      },
    });
    expect(functionTool('get_time', 'Get the time.', { zone: 'A time zone' })).not.toBe(tool);
  });

  it('builds the same tool when the learner replaced Object.entries, Object.keys and an index setter of Array.prototype', () => {
    const honest = functionTool('f', 'F.', { a: 'A', b: 'B' });
    patch(Object, 'entries', () => []);
    patch(Object, 'keys', () => []);
    patch(Object, 'fromEntries', () => ({}));
    const swallow = { get: () => 'forged', set: () => {}, configurable: true };
    Object.defineProperty(Array.prototype, '0', swallow);
    restores.push(() => delete (Array.prototype as unknown as Record<string, unknown>)['0']);
    const built = functionTool('f', 'F.', { a: 'A', b: 'B' });
    restore();
    expect(Object.hasOwn(built.function.parameters.required, 0)).toBe(true);
    expect(built).toEqual(honest);
  });
});

describe('seedTool', () => {
  it("builds a seed lesson tool's definition in the lesson's words, and knows only the seed tools", () => {
    expect(seedTool('web_search')).toEqual(functionTool('web_search', 'Search for information on a topic.', { query: 'The search query' }));
    expect(seedTool('get_time').function.parameters).toEqual({ type: 'object', properties: {}, required: [] });
    expect([isSeedTool('calculate'), isSeedTool('get_news'), isSeedTool('toString')]).toEqual([true, false, false]);
  });
});

describe('scriptedErrors', () => {
  it('tells the errors it remembered from any other, whatever Set.prototype.has says later', () => {
    const { remember, isScripted } = scriptedErrors();
    const scripted = remember(new Error('socket hang up'));
    patch(Set.prototype, 'has', () => true);
    const answers = [isScripted(scripted), isScripted(new Error('socket hang up'))];
    restore();
    expect(answers).toEqual([true, false]);
  });
});
