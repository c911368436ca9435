// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compile } from './compile';
import { LEARNER_FILE } from '../../core/runTypes';
import { evaluateModule } from '../worker/evaluateModule';
import { errorInfoFrom } from '../worker/errorInfo';

const run = (code: string) => evaluateModule(code, () => ({}), console);

describe('compile', () => {
  it('strips types and turns exports into CommonJS the runner can evaluate', () => {
    const source = [
      'interface ToolSpec { required: string[] }',
      'type Registry = Record<string, ToolSpec>;',
      'export function count(registry: Registry): number {',
      '  return Object.keys(registry).length as number;',
      '}',
      'export const twice = <T,>(x: T): T[] => [x, x];',
    ].join('\n');
    const result = compile(source);
    expect(result.ok).toBe(true);
    const code = (result as { code: string }).code;
    expect(code).not.toMatch(/interface|Registry|: number|as number/);
    const exports = run(code) as { count: (r: object) => number; twice: (x: number) => number[] };
    expect(exports.count({ a: {}, b: {} })).toBe(2);
    expect(exports.twice(3)).toEqual([3, 3]);
  });

  it('does not type-check: code with a type error still compiles', () => {
    expect(compile('export const n: number = "not a number";').ok).toBe(true);
  });

  it('keeps every statement on its line, so an error on line 7 is reported on line 7', () => {
    const source = [
      'type Call = [string, Record<string, unknown>];', // 1
      'interface Options {', // 2
      '  strict: boolean;', // 3
      '}', // 4
      'export function solve(options: Options): Call[] {', // 5
      '  const calls: Call[] = [];', // 6
      '  throw new Error("line seven");', // 7
      '}', // 8
    ].join('\n');
    const result = compile(source);
    expect(result.ok).toBe(true);
    const code = (result as { code: string }).code;
    expect(code.split('\n')[6]).toContain('throw new Error("line seven")');
    const exports = run(code) as { solve: (o: object) => unknown };
    let thrown: unknown;
    try {
      exports.solve({ strict: true });
    } catch (error) {
      thrown = error;
    }
    expect(errorInfoFrom(thrown)).toMatchObject({ name: 'Error', message: 'line seven', line: 7 });
  });

  it('names the learner file in stack traces', () => {
    const exports = run((compile('export function f() {\n  return new Error("x").stack;\n}') as { code: string }).code) as {
      f: () => string;
    };
    expect(exports.f()).toContain(`${LEARNER_FILE}:2:`);
  });

  it('reports a syntax error with its line and a column, and a message without the position', () => {
    const result = compile('export function solve() {\n  const calls = [;\n}');
    expect(result.ok).toBe(false);
    const { error } = result as { error: { message: string; line?: number; column?: number } };
    expect(error.message).toBe('Unexpected token');
    expect(error.line).toBe(2);
    expect(error.column).toEqual(expect.any(Number));
  });

  it('reports an unterminated string on its own line', () => {
    const result = compile('const a = 1;\nconst b = 2;\nconst c = "open;\nexport function solve() {}');
    expect(result).toMatchObject({ ok: false, error: { message: 'Unterminated string constant', line: 3 } });
  });
});
