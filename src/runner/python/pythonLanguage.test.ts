// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { LearnerLanguage } from '../worker/learnerLanguage';
import type { LoadMessage } from '../protocol';
import { startNodePython } from './nodePython';

/** Pyodide starts once for the file (about 3 s); each test loads a module into a fresh namespace, as each Run does. */
let python: LearnerLanguage;
/** A trusted driver.py for the exercise "with-driver": it stands between each call and the learner's entry. */
const DRIVER = [
  'class ShapeError(Exception):',
  '    pass',
  '',
  'def drive(entry, n):',
  '    result = entry(lambda x: x * 2, n)',
  '    if not isinstance(result, int):',
  '        raise ShapeError(f"f must return an int, not {type(result).__name__}")',
  '    return {"doubled": result}',
  '',
].join('\n');
beforeAll(async () => {
  python = await startNodePython(async (slug) => (slug === 'with-driver' ? DRIVER : undefined));
}, 60_000);

const message = (code: string, entry = 'f'): LoadMessage => ({ type: 'load', runId: 1, slug: 'x', code, entry, modules: [] });
const lines: string[] = [];
const fakeConsole = {
  log: (text: string) => lines.push(text),
  error: (text: string) => lines.push(`error: ${text}`),
} as unknown as Console;

async function load(code: string) {
  return (await python.load(message(code), fakeConsole)) as { f?: (...args: unknown[]) => unknown };
}

/** The error the learner sees for code that raises on load or on call. */
async function errorOf(code: string, ...args: unknown[]) {
  try {
    const module = await load(code);
    module.f!(...args);
  } catch (error) {
    return python.describeError(error, 'exception');
  }
  throw new Error('expected the code to raise');
}

describe('createPythonLanguage', () => {
  it('calls the entry with JSON arguments and returns plain data: tuples become arrays, None null', async () => {
    const module = await load('def f(text, registry):\n    return [("search", {"q": text, "n": None})], list(registry)\n');
    expect(module.f!('cats', { search: {} })).toEqual([[['search', { q: 'cats', n: null }]], ['search']]);
  });

  it('sends print() to the console of the current run', async () => {
    lines.length = 0;
    (await load('def f():\n    print("hello", 1)\n')).f!();
    expect(lines).toEqual(['hello 1']);
  });

  it('gives every load a fresh namespace: a global of the previous run is gone', async () => {
    await load('secret = 42\ndef f():\n    return secret\n');
    const error = await errorOf('def f():\n    return secret\n');
    expect(error).toMatchObject({ name: 'NameError', line: 2 });
  });

  it("reports the learner's line and a traceback of the learner's frames only", async () => {
    const error = await errorOf('def helper(d):\n    return d["query"]\n\ndef f(args):\n    return helper(args)\n', {});
    expect(error).toMatchObject({ kind: 'exception', name: 'KeyError', line: 2 });
    expect(error.message).toContain('File "learner.py", line 5, in f');
    expect(error.message).toContain('File "learner.py", line 2, in helper');
    expect(error.message).toContain('return d["query"]');
    // Nothing of the runner's: no prelude frame, no Pyodide internals.
    expect(error.message).not.toMatch(/_pg_|<exec>|pyodide|File "\/lib/);
  });

  it('filters out standard-library frames below the learner code', async () => {
    const error = await errorOf('import json\ndef f():\n    return json.loads("{")\n');
    expect(error).toMatchObject({ name: 'JSONDecodeError', line: 3 });
    expect(error.message).not.toContain('/lib/python');
  });

  it('gives a SyntaxError the line it is on', async () => {
    const error = await errorOf('x = 1\ndef f(:\n    pass\n');
    expect(error).toMatchObject({ name: 'SyntaxError', line: 2 });
  });

  it.each([
    ['import js', 'js'],
    ['import pyodide_js', 'pyodide_js'],
    ['import pyodide.http', 'pyodide'],
    ['from pyodide.http import pyfetch', 'pyodide'],
    ['from pyodide.code import run_js', 'pyodide'],
    ['from pyodide.ffi import to_js', 'pyodide'],
    ['import _pyodide_core', '_pyodide_core'],
  ])('refuses %s: no way to JavaScript, the page or the network', async (statement, name) => {
    const error = await errorOf(`${statement}\ndef f():\n    pass\n`);
    expect(error).toMatchObject({ kind: 'import', name: 'ImportError', line: 1 });
    expect(error.message).toContain(`'${name}' is not available here`);
  });

  it('refuses the modules even through sys.modules and importlib', async () => {
    const module = await load('import sys, importlib\ndef f():\n    return ["js" in sys.modules, "pyodide" in sys.modules]\n');
    expect(module.f!()).toEqual([false, false]);
    const error = await errorOf('import importlib\ndef f():\n    return importlib.import_module("js")\n');
    expect(error).toMatchObject({ name: 'ImportError', line: 3 });
  });

  it('says why a result is not plain data', async () => {
    expect(await errorOf('def f():\n    return [{1, 2}]\n')).toEqual({
      kind: 'not-plain',
      name: 'Not plain data',
      message: 'the result[0] is a set, which is not plain data (use a list)',
    });
    expect((await errorOf('def f():\n    return {1: "a"}\n')).message).toContain('not a string');
  });

  it('explains a missing or non-function entry in Python words', async () => {
    const missing = await python.load(message('x = 1\n'), fakeConsole);
    expect(python.missingExport(message('x = 1\n'), missing)).toBe('Define a function named f: def f(...):');
    const notFunction = await python.load(message('f = 3\n'), fakeConsole);
    expect(python.missingExport(message('f = 3\n'), notFunction)).toBe(
      'f is defined, but it is an int, not a function. Define it with def f(...):',
    );
  });
});

describe("an exercise's driver.py", () => {
  const withDriver = (code: string): LoadMessage => ({ ...message(code), slug: 'with-driver' });

  it('hands the learner things JSON cannot carry (a Python function here), and shapes the result', async () => {
    const module = (await python.load(withDriver('def f(double, n):\n    return double(n) + 1\n'), fakeConsole)) as {
      f: (n: number) => unknown;
    };
    expect(module.f(20)).toEqual({ doubled: 41 });
  });

  it("turns the driver's ShapeError into a shape error shown as it is, and keeps the learner's errors the learner's", async () => {
    const wrongShape = (await python.load(withDriver('def f(double, n):\n    return "41"\n'), fakeConsole)) as {
      f: (n: number) => unknown;
    };
    let thrown: unknown;
    try {
      wrongShape.f(20);
    } catch (error) {
      thrown = error;
    }
    expect(python.describeError(thrown, 'shape')).toMatchObject({ kind: 'shape', message: 'f must return an int, not str' });
    const raising = (await python.load(withDriver('def f(double, n):\n    return double(None)\n'), fakeConsole)) as {
      f: (n: number) => unknown;
    };
    try {
      raising.f(20);
    } catch (error) {
      thrown = error;
    }
    const error = python.describeError(thrown, 'exception');
    expect(error).toMatchObject({ name: 'TypeError', line: 2 });
    expect(error.message).not.toContain('driver.py');
  });

  it('is used for its exercise only: another exercise calls the entry directly', async () => {
    const module = await load('def f(n):\n    return n\n');
    expect(module.f!(7)).toBe(7);
  });
});

describe('the prelude', () => {
  it("empties Pyodide's import hook, which held the objects behind `import js`", async () => {
    const module = await load(
      'import gc, sys\ndef f():\n    return [type(o).__name__ for o in gc.get_objects() if type(o).__name__ == "JsFinder" and getattr(o, "jsproxies", None)] + [type(x).__name__ for x in sys.meta_path if type(x).__name__ == "JsFinder"]\n',
    );
    expect(module.f!()).toEqual([]);
  });
});
