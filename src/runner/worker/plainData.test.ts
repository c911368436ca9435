// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toPlainData } from './plainData';

const RETURN_PLAIN = 'return plain data: strings, numbers, booleans, null, arrays and objects';

describe('toPlainData', () => {
  it('keeps scalars as they are, undefined, NaN and -0 included', () => {
    for (const value of ['x', 1, true, null, undefined, NaN, Infinity]) {
      expect(toPlainData(value)).toEqual({ ok: true, value });
    }
    const negativeZero = toPlainData(-0);
    expect(negativeZero.ok && Object.is(negativeZero.value, -0)).toBe(true);
  });

  it('copies nested arrays and objects into fresh plain data', () => {
    const original = { calls: [['search', { query: 'cats' }]], errors: [] as string[] };
    const result = toPlainData(original);
    expect(result).toEqual({ ok: true, value: original });
    original.errors.push('changed later');
    expect(result.ok && result.value).toEqual({ calls: [['search', { query: 'cats' }]], errors: [] });
  });

  it('reads a getter once and keeps its value, not the getter', () => {
    let reads = 0;
    const result = toPlainData({
      get count() {
        reads++;
        return 7;
      },
    });
    expect(result).toEqual({ ok: true, value: { count: 7 } });
    expect(reads).toBe(1);
    expect(result.ok && Object.getOwnPropertyDescriptor(result.value, 'count')).toMatchObject({ value: 7 });
  });

  it('keeps an own "__proto__" key as an own key, without changing the prototype', () => {
    const result = toPlainData(JSON.parse('{"__proto__": {"polluted": true}, "a": 1}'));
    expect(result.ok).toBe(true);
    const value = (result as { value: Record<string, unknown> }).value;
    expect(Object.keys(value)).toEqual(['__proto__', 'a']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect((value as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('accepts objects without a prototype and values shared twice (not cycles)', () => {
    const bare = Object.assign(Object.create(null) as object, { a: 1 });
    const shared = { q: 1 };
    expect(toPlainData({ bare, pair: [shared, shared] })).toEqual({ ok: true, value: { bare: { a: 1 }, pair: [{ q: 1 }, { q: 1 }] } });
  });

  it('gives a sparse array its holes as undefined', () => {
    expect(toPlainData([1, , 3])).toEqual({ ok: true, value: [1, undefined, 3] });
  });

  it('reads a proxy as the plain data it shows', () => {
    const proxy = new Proxy({ a: 1 }, {});
    const result = toPlainData(proxy);
    expect(result).toEqual({ ok: true, value: { a: 1 } });
    expect(result.ok && result.value).not.toBe(proxy);
  });

  it.each([
    ['a function at the top', () => 1, `the result is a function; ${RETURN_PLAIN}`],
    ['a function in a list', { calls: [['search', () => 1]] }, `calls[0][1] is a function; ${RETURN_PLAIN}`],
    ['a bigint', { n: 5n }, 'n is a bigint (5n); use a number'],
    ['a symbol under an odd key', { 'my key': Symbol('x') }, `["my key"] is a symbol; ${RETURN_PLAIN}`],
    ['a Map', { registry: new Map() }, `registry is a Map, not a plain object; ${RETURN_PLAIN}`],
    ['a Set', [new Set()], `[0] is a Set, not a plain object; ${RETURN_PLAIN}`],
    ['a Date', new Date(0), `the result is a Date, not a plain object; ${RETURN_PLAIN}`],
    ['a Promise', { calls: Promise.resolve([]) }, `calls is a Promise (did you forget await?), not a plain object; ${RETURN_PLAIN}`],
    ['an Error', { errors: [new Error('bad json')] }, `errors[0] is an Error (bad json), not a plain object; ${RETURN_PLAIN}`],
    ['a class instance', { call: new (class ToolCall {})() }, `call is an instance of ToolCall, not a plain object; ${RETURN_PLAIN}`],
  ])('refuses %s and says where it is', (_, value, message) => {
    expect(toPlainData(value)).toEqual({ ok: false, message });
  });

  it('refuses a cycle and names where it closes', () => {
    const calls: unknown[] = [];
    const result = { calls, errors: [] };
    calls.push(['search', result]);
    expect(toPlainData(result)).toEqual({ ok: false, message: 'calls[0][1] contains itself (a cycle), so it cannot be shown' });
  });

  it('says which read threw when a getter throws', () => {
    const value = {};
    Object.defineProperty(value, 'boom', {
      enumerable: true,
      get() {
        throw new Error('nope');
      },
    });
    expect(toPlainData({ list: [value] })).toEqual({ ok: false, message: 'reading list[0]["boom"] threw: nope' });
  });

  it('names the root as asked', () => {
    expect(toPlainData(() => 1, 'the arguments')).toEqual({ ok: false, message: `the arguments is a function; ${RETURN_PLAIN}` });
  });

  it('refuses values nested too deep or too large, rather than hanging', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 250; i++) deep = [deep];
    expect(toPlainData(deep)).toEqual({ ok: false, message: 'the result is nested more than 200 levels deep' });
    expect(toPlainData(new Array(100_001).fill(0))).toEqual({
      ok: false,
      message: 'the result is too large to show (more than 100000 values)',
    });
  });

  it('accepts a value just within the size limit', () => {
    const result = toPlainData(new Array(99_999).fill(0));
    expect(result.ok && (result.value as unknown[]).length).toBe(99_999);
  });

  describe('with built-ins the learner patched after this module loaded', () => {
    it('copies with the built-ins it captured, even when the global Object and Array are rebound', () => {
      const realObject = globalThis.Object;
      const realArray = globalThis.Array;
      try {
        const fakeObject = {
          keys: () => ['forged'],
          getPrototypeOf: () => null,
          defineProperty: realObject.defineProperty,
          prototype: realObject.prototype,
        };
        globalThis.Object = fakeObject as unknown as ObjectConstructor;
        globalThis.Array = { isArray: () => false } as unknown as ArrayConstructor;
        const result = toPlainData({ calls: [1, 2], errors: [] });
        globalThis.Object = realObject;
        globalThis.Array = realArray;
        expect(result).toEqual({ ok: true, value: { calls: [1, 2], errors: [] } });
      } finally {
        globalThis.Object = realObject;
        globalThis.Array = realArray;
      }
    });

    it('keeps what it copies when Array.prototype has a setter and a getter at an index', () => {
      const forged = () => 'forged';
      Object.defineProperty(Array.prototype, '0', { get: forged, set: () => {}, configurable: true });
      let result: ReturnType<typeof toPlainData>;
      let hole: ReturnType<typeof toPlainData>;
      try {
        result = toPlainData({ errors: ['real'] });
        // A hole is undefined, not what the prototype's getter answers.
        hole = toPlainData({ errors: new Array(1) });
      } finally {
        delete (Array.prototype as unknown as Record<string, unknown>)['0'];
      }
      expect(result).toEqual({ ok: true, value: { errors: ['real'] } });
      expect(result.ok && Object.hasOwn((result.value as { errors: unknown[] }).errors, 0)).toBe(true);
      expect(hole).toEqual({ ok: true, value: { errors: [undefined] } });
    });
  });
});
