import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { decoratedSource, defLine, pythonLiteral, type PythonTool } from './pythonFunctions';
import { parseExercise } from './parseExercise';
import { readExerciseFiles } from './loadFromDisk';

describe('defLine', () => {
  it('writes each kind of parameter where Python wants it: * before the keyword-only, / after the positional-only', () => {
    expect(defLine({ name: 'web_search', description: '', params: [{ name: 'query', type: 'str' }], returns: 'str' })).toBe(
      'def web_search(query: str) -> str:',
    );
    expect(
      defLine({
        name: 'f',
        description: '',
        params: [
          { name: 'text', type: 'str', kind: 'positional' },
          { name: 'limit', type: 'int', default: 0 },
          { name: 'terms', kind: 'args' },
          { name: 'timeout', type: 'float', kind: 'keyword', default: 5 },
          { name: 'flags', type: 'bool', kind: 'kwargs' },
        ],
      }),
    ).toBe('def f(text: str, /, limit: int = 0, *terms, timeout: float = 5, **flags: bool):');
    expect(defLine({ name: 'g', description: '', params: [{ name: 'units', default: 'celsius', kind: 'keyword' }] })).toBe(
      "def g(*, units='celsius'):",
    );
  });

  it('refuses, as a case error, a kind, a type hint or a name it does not know, rather than run something else', () => {
    const tool = (params: PythonTool['params'], name = 'f'): PythonTool => ({ name, description: '', params });
    expect(() => defLine(tool([{ name: 'x', kind: 'keywords' as never }]))).toThrow(
      'case error: parameter "x" has the kind "keywords"; use one of keyword, args, kwargs, positional, or none',
    );
    expect(() => defLine(tool([{ name: 'x', type: 'int; import os' }]))).toThrow(/^case error: no type hint "int; import os"/);
    expect(() => defLine(tool([{ name: 'x=1): pass\n' }]))).toThrow(/^case error: the parameter name .* is not a Python name/);
    expect(() => defLine(tool([], 'os.system'))).toThrow(/^case error: the tool name "os.system" is not a Python name/);
  });
});

describe('decoratedSource', () => {
  it('is the decorator call, the def line the case runs, and what its body returns', () => {
    const tool: PythonTool = {
      name: 'web_search',
      description: 'Search for information on a topic.',
      describe: { query: 'The search query' },
      params: [{ name: 'query', type: 'str' }],
      returns: 'str',
    };
    expect(decoratedSource(tool)).toBe(
      "@tool('Search for information on a topic.', query='The search query')\ndef web_search(query: str) -> str:\n    return 'web_search ran'",
    );
  });

  it('writes plain values as Python literals', () => {
    expect(pythonLiteral({ a: [1, null, true, "it's"] })).toBe(`{'a': [1, None, True, "it's"]}`);
  });

  it('writes every tool of every tool-decorator case (a case it refused could not run)', () => {
    const exercise = parseExercise('tool-decorator', readExerciseFiles(join(resolve('exercises'), 'tool-decorator')));
    const tools = exercise.cases.flatMap((c) => {
      const input = c.input as { tool?: PythonTool; tools?: PythonTool[] };
      return [...(input.tool ? [input.tool] : []), ...(input.tools ?? [])];
    });
    expect(tools.length).toBeGreaterThan(exercise.cases.length);
    for (const tool of tools) expect(decoratedSource(tool)).toContain(`\n${defLine(tool)}\n`);
  });
});
