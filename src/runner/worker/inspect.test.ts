// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatLogArgs, inspect } from './inspect';

describe('formatLogArgs', () => {
  it('prints strings as they are and other values in a compact notation, space-separated', () => {
    expect(formatLogArgs(['found', 2, 'calls:', [['search', { query: 'cats' }]]])).toBe('found 2 calls: [["search", { query: "cats" }]]');
  });

  it('prints nothing for no arguments', () => {
    expect(formatLogArgs([])).toBe('');
  });
});

describe('inspect', () => {
  it('shows scalars as a console would', () => {
    expect(inspect('x')).toBe('"x"');
    expect(inspect(-0)).toBe('-0');
    expect(inspect(NaN)).toBe('NaN');
    expect(inspect(undefined)).toBe('undefined');
    expect(inspect(null)).toBe('null');
    expect(inspect(10n)).toBe('10n');
    expect(inspect(Symbol('tag'))).toBe('Symbol(tag)');
  });

  it('names functions', () => {
    expect(inspect(function parse() {})).toBe('[Function parse]');
    expect(
      inspect([
        (
          () => () =>
            1
        )(),
      ]),
    ).toBe('[[Function (anonymous)]]');
  });

  it('shows objects with odd keys quoted, and empty containers', () => {
    expect(inspect({ a: 1, 'my key': [], b: {} })).toBe('{ a: 1, "my key": [], b: {} }');
  });

  it('shows Maps, Sets, Dates and RegExps readably', () => {
    expect(inspect(new Map([['search', { required: ['query'] }]]))).toBe('Map(1) { "search" => { required: ["query"] } }');
    expect(inspect(new Set([1, 'x']))).toBe('Set(2) { 1, "x" }');
    expect(inspect(new Map())).toBe('Map(0) {}');
    expect(inspect(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
    expect(inspect(/<tool_call>(.*?)<\/tool_call>/gs)).toBe('/<tool_call>(.*?)<\\/tool_call>/gs');
  });

  it('shows an error by its name and message', () => {
    const error = new TypeError('bad input');
    error.stack = undefined;
    expect(inspect(error)).toBe('TypeError: bad input');
    expect(inspect(new Error('boom')).startsWith('Error: boom')).toBe(true);
  });

  it('marks cycles instead of recursing forever', () => {
    const node: Record<string, unknown> = { name: 'a' };
    node.self = node;
    expect(inspect(node)).toBe('{ name: "a", self: [Circular] }');
  });

  it('stops at a depth and says what it left out', () => {
    expect(inspect([[[[[[[[1]]]]]]]])).toBe('[[[[[[[[Array]]]]]]]]');
    expect(inspect({ a: { b: { c: { d: { e: { f: { g: { h: 1 } } } } } } } })).toBe(
      '{ a: { b: { c: { d: { e: { f: { g: [Object] } } } } } } }',
    );
  });

  it('shows at most 50 items and counts the rest', () => {
    const text = inspect(Array.from({ length: 55 }, (_, i) => i));
    expect(text.startsWith('[0, 1, 2')).toBe(true);
    expect(text.endsWith('48, 49, ... 5 more]')).toBe(true);
    const keys = inspect(Object.fromEntries(Array.from({ length: 52 }, (_, i) => [`k${i}`, i])));
    expect(keys.endsWith('k49: 49, ... 2 more }')).toBe(true);
  });

  it('never throws, even for a value whose getter throws', () => {
    const hostile = {
      get x() {
        throw new Error('no');
      },
    };
    expect(inspect(hostile)).toBe('[uninspectable]');
    expect(formatLogArgs(['value:', hostile])).toBe('value: [uninspectable]');
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(inspect(revoked.proxy)).toBe('[uninspectable]');
  });
});
