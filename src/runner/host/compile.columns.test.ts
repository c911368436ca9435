import { describe, expect, it } from 'vitest';
import { compile } from './compile';

describe('compile', () => {
  it('reports the 1-based column of the unexpected token', () => {
    //            1234567890123456789
    const line = 'const b: number = ;';
    expect(line.indexOf(';') + 1).toBe(19);
    expect(compile(`const a = 1;\n${line}\n`)).toEqual({ ok: false, error: { message: 'Unexpected token', line: 2, column: 19 } });
    // A token at the very start of a line is in column 1.
    expect(compile('const a = 1;\n)')).toMatchObject({ ok: false, error: { line: 2, column: 1 } });
  });
});
