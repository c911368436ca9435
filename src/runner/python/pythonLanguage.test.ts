// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { LearnerLanguage } from '../worker/learnerLanguage';
import type { LoadMessage } from '../protocol';
import { startNodePython } from './nodePython';
import { createConsoleCapture, OUTPUT_LIMITS } from '../consoleCapture';

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
/** What Python wrote to the real console while it started (the browser's harness fails a test on a console error). */
const startErrors: unknown[][] = [];
beforeAll(async () => {
  const { error, warn } = console;
  console.error = console.warn = (...args: unknown[]) => startErrors.push(args);
  try {
    python = await startNodePython(async (slug) => (slug === 'with-driver' ? DRIVER : undefined));
  } finally {
    Object.assign(console, { error, warn });
  }
}, 60_000);

const message = (code: string, entry = 'f'): LoadMessage => ({ type: 'load', runId: 1, slug: 'x', code, entry, modules: [] });
const lines: string[] = [];
const fakeConsole = {
  log: (text: string) => lines.push(text),
  error: (text: string) => lines.push(`error: ${text}`),
} as unknown as Console;

/** A load as the worker core makes it: the trusted part (the driver), then the learner's module. */
async function loadMessage(loading: LoadMessage, into: Console = fakeConsole) {
  await python.prepareLoad?.(loading);
  return python.load(loading, into);
}

async function load(code: string) {
  return (await loadMessage(message(code))) as { f?: (...args: unknown[]) => unknown };
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
  it('starts without a word on the console: no warning from the prelude or from closing the doors', () => {
    expect(startErrors).toEqual([]);
  });

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
    const missing = await loadMessage(message('x = 1\n'));
    expect(python.missingExport(message('x = 1\n'), missing)).toBe('Define a function named f: def f(...):');
    const notFunction = await loadMessage(message('f = 3\n'));
    expect(python.missingExport(message('f = 3\n'), notFunction)).toBe(
      'f is defined, but it is an int, not a function. Define it with def f(...):',
    );
  });
});

describe("an exercise's driver.py", () => {
  const withDriver = (code: string): LoadMessage => ({ ...message(code), slug: 'with-driver' });

  it('hands the learner things JSON cannot carry (a Python function here), and shapes the result', async () => {
    const module = (await loadMessage(withDriver('def f(double, n):\n    return double(n) + 1\n'))) as {
      f: (n: number) => unknown;
    };
    expect(module.f(20)).toEqual({ doubled: 41 });
  });

  it("turns the driver's ShapeError into a shape error shown as it is, and keeps the learner's errors the learner's", async () => {
    const wrongShape = (await loadMessage(withDriver('def f(double, n):\n    return "41"\n'))) as {
      f: (n: number) => unknown;
    };
    let thrown: unknown;
    try {
      wrongShape.f(20);
    } catch (error) {
      thrown = error;
    }
    expect(python.describeError(thrown, 'shape')).toMatchObject({ kind: 'shape', message: 'f must return an int, not str' });
    const raising = (await loadMessage(withDriver('def f(double, n):\n    return double(None)\n'))) as {
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
  it("takes Pyodide's import hook, which held the objects behind `import js`, out of sys.meta_path", async () => {
    const module = await load(
      'import sys\ndef f():\n    return [type(x).__name__ for x in sys.meta_path if type(x).__name__ == "JsFinder"]\n',
    );
    expect(module.f!()).toEqual([]);
  });
});

/** Learner code that first takes out every hook it can see: the prelude's finder, and the blocked modules' entries. */
const UNHOOK = [
  'import sys',
  'sys.meta_path[:] = [f for f in sys.meta_path if type(f).__name__ != "_PgBlocker"]',
  'for _name in [n for n in sys.modules if "pyodide" in n or n in ("js", "ctypes", "_ctypes")]:',
  '    del sys.modules[_name]',
  '',
].join('\n');

describe('routes from Python to JavaScript (issue #22)', () => {
  /** Set by any JavaScript a route manages to run. */
  const hit = () => (globalThis as { __pgHit?: unknown }).__pgHit;

  it.each([
    ['ctypes.CDLL(None).emscripten_run_script', 'import ctypes\nctypes.CDLL(None).emscripten_run_script(b"globalThis.__pgHit = 1")'],
    ['_ctypes after the hooks are gone', `${UNHOOK}import _ctypes`],
    ['ctypes after the hooks are gone', `${UNHOOK}import ctypes\nctypes.CDLL(None).emscripten_run_script(b"globalThis.__pgHit = 1")`],
    [
      '_ctypes made by _imp.create_builtin',
      'import _imp, importlib.machinery as m\n_c = _imp.create_builtin(m.ModuleSpec("_ctypes", None))',
    ],
    ['_pyodide_core after the hooks are gone', `${UNHOOK}import _pyodide_core`],
    [
      '_pyodide_core made by _imp.create_builtin',
      'import _imp, importlib.machinery as m\n_c = _imp.create_builtin(m.ModuleSpec("_pyodide_core", None))\n_c.to_js([]).constructor',
    ],
    ['pyodide.ffi after the hooks are gone', `${UNHOOK}from pyodide.ffi import to_js`],
    ['js after the hooks are gone', `${UNHOOK}import js\njs.globalThis.__pgHit = 1`],
    ['pyodide_js after the hooks are gone', `${UNHOOK}import pyodide_js`],
    ['_testcapi', `${UNHOOK}import _testcapi`],
    ['_testinternalcapi', `${UNHOOK}import _testinternalcapi`],
  ])('refuses %s', async (_route, code) => {
    const error = await errorOf(`${code}\ndef f():\n    pass\n`);
    expect(error).toMatchObject({ kind: 'import', name: 'ImportError' });
    expect(error.message).toContain('is not available here');
    expect(hit()).toBeUndefined();
  });

  it('checks the name _imp.create_builtin is asked for once, as exactly a str: a spec or a str that lies gets nothing', async () => {
    const lyingSpec = await errorOf(
      [
        'import _imp',
        'class Spec:',
        '    reads = 0',
        '    @property',
        '    def name(self):',
        '        Spec.reads += 1',
        '        return "_json" if Spec.reads == 1 else "_pyodide_core"',
        'core = _imp.create_builtin(Spec())',
        'core.to_js',
        'def f():',
        '    pass',
        '',
      ].join('\n'),
    );
    expect(lyingSpec.line).toBe(9);
    expect(lyingSpec.name).toMatch(/AttributeError/);
    const lyingStr = await errorOf(
      [
        'import _imp, importlib.machinery as m',
        'class Name(str):',
        '    def __eq__(self, other):',
        '        return False',
        '    __hash__ = str.__hash__',
        '    def startswith(self, *a):',
        '        return False',
        '_imp.create_builtin(m.ModuleSpec(Name("_pyodide_core"), None))',
        'def f():',
        '    pass',
        '',
      ].join('\n'),
    );
    expect(lyingStr).toMatchObject({ name: 'ImportError', line: 8 });
  });

  it('refuses ctypes however it was obtained: every ctypes operation is audited, and the audit hook cannot be removed', async () => {
    // Even with a _ctypes in hand, loading the program, looking up a symbol or reading an address is refused.
    const error = await errorOf(
      'import sys\ndef f():\n    c = sys.modules.get("_ctypes")\n    return c.dlopen(None) if c else __import__("_ctypes")\n',
    );
    expect(error.name).toMatch(/ImportError|PermissionError/);
    expect(hit()).toBeUndefined();
  });

  it("refuses a walk of the heap, which would find Pyodide's converters out of sys.modules", async () => {
    for (const call of ['gc.get_objects()', 'gc.get_referrers(sys)', 'gc.get_referents(sys)']) {
      const error = await errorOf(`import gc, sys\ndef f():\n    return ${call}\n`);
      expect(error).toMatchObject({ name: 'PermissionError', line: 3 });
    }
  });

  it("leaves no Pyodide module in the learner's globals' reach: __main__, asyncio's loop policy", async () => {
    const module = await load(
      [
        'import __main__, asyncio.events, builtins',
        'def f():',
        '    names = [k for k, v in vars(__main__).items() if type(v).__name__ == "module" and "pyodide" in v.__name__]',
        '    names += [k for k, v in vars(builtins).items() if "pyodide" in str(getattr(v, "__module__", ""))]',
        '    return [names, type(asyncio.events._event_loop_policy).__module__]',
        '',
      ].join('\n'),
    );
    expect(JSON.stringify(module.f!())).toBe(JSON.stringify([[], 'builtins']));
  });

  it("finds no way from object.__subclasses__() to Pyodide's converters: its modules' namespaces are emptied", async () => {
    const module = await load(
      [
        'def f():',
        '    seen, stack, found = set(), [object], []',
        '    while stack:',
        '        for sub in type.__subclasses__(stack.pop()):',
        '            if sub not in seen:',
        '                seen.add(sub)',
        '                stack.append(sub)',
        '    for cls in seen:',
        '        for value in list(vars(cls).values()):',
        '            namespace = getattr(value, "__globals__", None) or getattr(getattr(value, "__func__", None), "__globals__", None)',
        '            if isinstance(namespace, dict) and ("pyodide" in str(namespace.get("__name__", "")) or "to_js" in namespace or "create_proxy" in namespace or "create_once_callable" in namespace):',
        '                found.append(cls.__name__)',
        '    return [len(seen) > 100, sorted(set(found))]',
        '',
      ].join('\n'),
    );
    expect(module.f!()).toEqual([true, []]);
  });

  it("leaves Pyodide's JsException no class method that makes a JavaScript Error from Python", async () => {
    const module = await load(
      [
        'def f():',
        '    seen, stack = set(), [object]',
        '    while stack:',
        '        for sub in type.__subclasses__(stack.pop()):',
        '            if sub not in seen:',
        '                seen.add(sub)',
        '                stack.append(sub)',
        '    found = [c for c in seen if c.__name__ == "JsException"]',
        '    return [len(found) > 0, [c.__name__ for c in found if hasattr(c, "new") or hasattr(c, "_new_exc")]]',
        '',
      ].join('\n'),
    );
    expect(module.f!()).toEqual([true, []]);
  });

  it('loads no compiled extension, which learner code could write and which would be WebAssembly with JavaScript imports', async () => {
    const viaImport = await errorOf(
      'import sys\nopen("/tmp/evil.cpython-314-wasm32-emscripten.so", "wb").write(b"\\0asm")\nsys.path.insert(0, "/tmp")\nimport evil\ndef f():\n    pass\n',
    );
    expect(viaImport).toMatchObject({ name: 'ImportError', line: 4 });
    expect(viaImport.message).toContain('compiled extensions are not available here');
    const direct = await errorOf(
      'import _imp, importlib.machinery as m\n_imp.create_dynamic(m.ModuleSpec("evil", None, origin="/tmp/evil.cpython-314-wasm32-emscripten.so"))\ndef f():\n    pass\n',
    );
    expect(direct).toMatchObject({ name: 'ImportError', line: 2 });
    const fresh = await errorOf('import sys\ndel sys.modules["_imp"]\nimport _imp\ndef f():\n    pass\n');
    expect(fresh).toMatchObject({ name: 'ImportError', line: 3 });
    await load('import sys, importlib\nsys.modules.setdefault("_imp", importlib._bootstrap._imp)\n');
  });

  it("answers each way out of the process in the learner's words, and the Python after it still runs code", async () => {
    for (const [call, shown] of [
      ['os._exit(3)', 'os._exit(3)'],
      ['os.abort()', 'os.abort()'],
      ['os.kill(os.getpid(), signal.SIGTERM)', 'os.kill('],
      ['posix._exit(1)', 'os._exit(1)'],
      ['signal.raise_signal(signal.SIGTERM)', 'signal.raise_signal('],
      ['signal.setitimer(signal.ITIMER_REAL, 0.01)', 'signal.setitimer('],
      ['_signal.alarm(1)', 'signal.alarm(1)'],
    ] as const) {
      const error = await errorOf(`import os, posix, signal, _signal\ndef f():\n    ${call}\n`);
      expect(error, call).toMatchObject({ name: 'SystemExit', line: 3 });
      expect(error.message).toContain(`your code called ${shown}`);
      expect(error.message).toContain('which would end the Python process that runs it');
    }
    // The originals cannot be had again by making the modules anew.
    const anew = await errorOf(
      'import _imp, importlib.machinery as m\nposix = _imp.create_builtin(m.ModuleSpec("posix", None))\ndef f():\n    pass\n',
    );
    expect(anew).toMatchObject({ name: 'ImportError', line: 2 });
    expect((await load('def f():\n    return 6 * 7\n')).f!()).toBe(42);
  });

  it('keeps the ordinary standard library working (json, re, dataclasses, asyncio)', async () => {
    const module = await load(
      [
        'import asyncio, dataclasses, json, re',
        '@dataclasses.dataclass',
        'class P:',
        '    x: int',
        'async def g():',
        '    return 2',
        'def f():',
        '    return [json.dumps({"a": P(1).x}), re.sub("a", "b", "aa"), asyncio.iscoroutinefunction(g)]',
        '',
      ].join('\n'),
    );
    expect(module.f!()).toEqual(['{"a": 1}', 'bb', true]);
  });
});

describe("the prelude's own built-ins (issue #22)", () => {
  const TRUSTED = /_pg_|<exec>|prelude|pyodide|File "\/lib|driver\.py/;

  it('still reports a load error, with no trusted frame, after learner code has replaced builtins.isinstance', async () => {
    const error = await errorOf(
      'import builtins, sys\nsys.pg_saved = builtins.isinstance\nbuiltins.isinstance = lambda *a: 1 / 0\nraise ValueError("mine")\ndef f():\n    pass\n',
    );
    await load('import builtins, sys\nbuiltins.isinstance = sys.pg_saved\n');
    expect(error).toMatchObject({ name: 'ValueError', line: 4 });
    expect(error.message).toContain('File "learner.py", line 4');
    expect(error.message).not.toMatch(TRUSTED);
  });

  it('still copies the result after learner code has replaced isinstance, type, str and json.dumps', async () => {
    const module = await load(
      [
        'import builtins, json, sys',
        'def f():',
        '    sys.pg_saved = (builtins.isinstance, builtins.type, builtins.str, json.dumps)',
        '    builtins.isinstance = builtins.type = builtins.str = lambda *a: 1 / 0',
        '    json.dumps = lambda *a, **k: 1 / 0',
        '    return {"a": [1, 2.5, None, "x"]}',
        '',
      ].join('\n'),
    );
    try {
      expect(module.f!()).toEqual({ a: [1, 2.5, null, 'x'] });
    } finally {
      await load('import builtins, json, sys\nbuiltins.isinstance, builtins.type, builtins.str, json.dumps = sys.pg_saved\n');
    }
  });

  it("runs the driver with the built-ins of before any learner code: a learner's patch does not reach it", async () => {
    const module = (await loadMessage({
      ...message(
        'import builtins, sys\nsys.pg_saved = builtins.isinstance\nbuiltins.isinstance = lambda *a: True\ndef f(double, n):\n    return "41"\n',
      ),
      slug: 'with-driver',
    })) as { f: (n: number) => unknown };
    let thrown: unknown;
    try {
      module.f(20);
    } catch (error) {
      thrown = error;
    } finally {
      await load('import builtins, sys\nbuiltins.isinstance = sys.pg_saved\n');
    }
    // The driver's own isinstance still sees a str, not an int: its ShapeError stands.
    expect(python.describeError(thrown, 'shape')).toMatchObject({ kind: 'shape', message: 'f must return an int, not str' });
  });

  it("shows one line, not the prelude's traceback, when learner code has broken what the prelude itself uses", async () => {
    const error = await errorOf(
      'import __main__, sys\nsys.pg_saved = __main__._pg_describe\ndef f():\n    __main__._pg_describe = None\n    raise ValueError("x")\n',
    );
    await load('import __main__, sys\n__main__._pg_describe = sys.pg_saved\n');
    expect(error).toMatchObject({ name: 'TypeError' });
    expect(error.message).toContain('your code changed a part of Python the runner uses');
    expect(error.message).not.toMatch(TRUSTED);
  });
});

describe("Python's output caps (issue #22)", () => {
  it('cuts a 50 MB print at once, as TypeScript console output is cut and marked', async () => {
    const capture = createConsoleCapture();
    const module = (await loadMessage(
      message('def f():\n    print("x" * 50_000_000)\n    print("after")\n    return 1\n'),
      capture.console,
    )) as {
      f: () => unknown;
    };
    capture.take();
    const started = performance.now();
    expect(module.f()).toBe(1);
    expect(performance.now() - started).toBeLessThan(2_000);
    const output = capture.take();
    expect(output.lines[0]!.text).toBe(`${'x'.repeat(OUTPUT_LIMITS.charsPerLine)}… (line cut)`);
    expect(output.lines[1]!.text).toBe('after');
  });

  it('stops keeping output past the per-case caps, through print, sys.stderr and os.write alike', async () => {
    const capture = createConsoleCapture();
    const module = (await loadMessage(
      message(
        'import os, sys\ndef f():\n    for i in range(100_000):\n        print(i)\n    sys.stderr.write("e" * 10_000_000)\n    os.write(1, b"y" * 50_000_000)\n    return 2\n',
      ),
      capture.console,
    )) as { f: () => unknown };
    capture.take();
    const started = performance.now();
    expect(module.f()).toBe(2);
    expect(performance.now() - started).toBeLessThan(5_000);
    const output = capture.take();
    expect(output.truncated).toBe(true);
    expect(output.lines).toHaveLength(OUTPUT_LIMITS.linesPerCase);
    expect(output.lines[0]!.text).toBe('0');
  });

  it('sends a print without a newline at the end of the call, and gives each call a fresh budget', async () => {
    const capture = createConsoleCapture();
    const module = (await loadMessage(message('def f(n):\n    print("n" * n, end="")\n    return n\n'), capture.console)) as {
      f: (n: number) => unknown;
    };
    capture.take();
    module.f(3_000_000);
    expect(capture.take().truncated).toBe(false);
    module.f(2);
    expect(capture.take().lines).toEqual([{ level: 'log', text: 'nn' }]);
  });
});
