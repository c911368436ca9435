// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkPlainValue, clampErrorInfo, clampOutput, cutText, ERROR_LIMITS, VALUE_LIMITS } from './limits';

describe('checkPlainValue', () => {
  it('accepts plain data of every kind, null-prototype objects included', () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { a: 1 });
    for (const value of [null, undefined, 0, -0, NaN, 'x', true, [], {}, { calls: [['search', { query: 'cats' }]], errors: [] }, bare]) {
      expect(checkPlainValue(value)).toEqual({ ok: true });
    }
  });

  it('accepts the same object twice when it is not its own ancestor', () => {
    const shared = { a: 1 };
    expect(checkPlainValue([shared, shared, { b: shared }])).toEqual({ ok: true });
  });

  it('refuses a cycle, however deep', () => {
    const cyclic: Record<string, unknown> = { a: { b: [] as unknown[] } };
    (cyclic.a as { b: unknown[] }).b.push(cyclic);
    expect(checkPlainValue(cyclic)).toEqual({ ok: false, message: 'the result contains itself (a cycle), so it cannot be shown' });
  });

  it('refuses more values than the results view shows', () => {
    expect(checkPlainValue(new Array(VALUE_LIMITS.nodes - 1).fill(0)).ok).toBe(true);
    expect(checkPlainValue(new Array(VALUE_LIMITS.nodes).fill(0))).toEqual({
      ok: false,
      message: 'the result is too large to show (more than 100,000 values); return a smaller value',
    });
  });

  it('refuses more text than the results view shows, in strings or in keys', () => {
    expect(checkPlainValue('x'.repeat(VALUE_LIMITS.chars)).ok).toBe(true);
    expect(checkPlainValue(['x'.repeat(VALUE_LIMITS.chars), 'y'])).toEqual({
      ok: false,
      message: 'the result is too large to show (more than 1,000,000 characters of text); return a smaller value',
    });
    expect(checkPlainValue({ ['k'.repeat(VALUE_LIMITS.chars + 1)]: 1 }).ok).toBe(false);
  });

  it('refuses nesting deeper than the limit without overflowing its own stack', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(checkPlainValue(deep)).toEqual({ ok: false, message: `the result is nested more than ${VALUE_LIMITS.depth} levels deep` });
  });

  it('refuses what structured clone can carry but is not plain data', () => {
    for (const value of [new Map(), new Set(), new Date(0), /x/, new Uint8Array(2), new Error('e'), [new Map()], { a: new Date(0) }]) {
      expect(checkPlainValue(value)).toEqual({ ok: false, message: 'the result contains an object that is not plain data' });
    }
    expect(checkPlainValue({ f: () => 1 })).toEqual({ ok: false, message: 'the result contains a function, which is not plain data' });
    expect(checkPlainValue([Symbol('s')])).toEqual({ ok: false, message: 'the result contains a symbol, which is not plain data' });
    expect(checkPlainValue(10n)).toEqual({ ok: false, message: 'the result contains a bigint, which is not plain data' });
  });

  it('never runs a getter or a proxy trap it is handed', () => {
    let reads = 0;
    const withGetter = {
      get sneaky() {
        reads++;
        return 'x';
      },
    };
    expect(checkPlainValue(withGetter)).toEqual({ ok: true });
    expect(reads).toBe(0);
    const proxy = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('trap');
        },
      },
    );
    expect(checkPlainValue(proxy)).toEqual({ ok: false, message: 'the result could not be read as plain data' });
  });
});

describe('clampErrorInfo', () => {
  it('keeps a short error as it is', () => {
    const error = { kind: 'exception' as const, name: 'TypeError', message: 'boom', line: 3 };
    expect(clampErrorInfo(error)).toBe(error);
  });

  it('cuts a huge name and message, saying how long they were, and only once', () => {
    const clamped = clampErrorInfo({ kind: 'exception', name: 'N'.repeat(10_000), message: 'm'.repeat(5_000_000), line: 2 });
    // The page checks what the worker already cut: the second pass keeps it.
    expect(clampErrorInfo(clamped)).toBe(clamped);
    expect(clamped.name).toHaveLength(ERROR_LIMITS.nameChars + ' (cut: 10,000 characters in all)'.length + 1);
    expect(clamped.message.startsWith('m'.repeat(ERROR_LIMITS.messageChars))).toBe(true);
    expect(clamped.message.endsWith('… (cut: 5,000,000 characters in all)')).toBe(true);
    expect(clamped.line).toBe(2);
  });
});

describe('clampOutput', () => {
  const limits = { lines: 3, chars: 20, charsPerLine: 8 };

  it('keeps output within the limits untouched', () => {
    const output = { lines: [{ level: 'log' as const, text: 'hi' }], truncated: false };
    expect(clampOutput(output, limits)).toBe(output);
  });

  it('cuts long lines, drops lines past the caps and says it was truncated', () => {
    const many = { lines: ['a', 'b', 'c', 'd'].map((text) => ({ level: 'log' as const, text })), truncated: false };
    expect(clampOutput(many, limits)).toEqual({ lines: many.lines.slice(0, 3), truncated: true });
    const long = { lines: [{ level: 'warn' as const, text: 'x'.repeat(500) }], truncated: false };
    expect(clampOutput(long, { ...limits, chars: 1_000 }).lines[0]!.text).toBe(cutText('x'.repeat(500), 8));
    expect(cutText('x'.repeat(500), 8)).toBe('xxxxxxxx… (cut: 500 characters in all)');
  });
});
