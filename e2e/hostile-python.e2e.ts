/**
 * Hostile Python in Chromium (issue #22), on one page so Pyodide starts once
 * for the file: a wrong solution that tries every known way from Python to
 * JavaScript (ctypes and Emscripten's script runner, with and without the
 * prelude's import hooks, `_imp.create_builtin`, a heap walk, a walk of
 * `object.__subclasses__()`) gets no pass
 * and reaches nothing; a 50 MB print is cut, as TypeScript's console
 * output is, not a timeout; and what Python returns and prints is drawn as
 * TypeScript's is (escapes, deep levels folded, the page answering). The Node tests (src/runner/python/*.test.ts)
 * try the same routes one by one.
 */
import { describe, expect, test } from 'vitest';
import { exercise } from './support/exercise';
import { ui, useBrowser } from './support/harness';
import { pastePython, run } from './support/python';
import { median, openAllSteps, roundTrips } from './support/hostile';

const { open } = useBrowser();
const stepCount = exercise.steps.length;

/** Each route in its own try: what it raised, or "ran" if it got through. */
const FORGER = String.raw`
import sys

# What a reached JavaScript would do: the review's Math.max, and answers forged for the driver.
PAYLOAD = b"Math.max = () => 0; JSON.parse = () => ({ value: [[], []] }); globalThis.__forged = 1"


def unhook():
    sys.meta_path[:] = [f for f in sys.meta_path if type(f).__name__ != "_PgBlocker"]
    for name in [n for n in sys.modules if "pyodide" in n or n in ("js", "ctypes", "_ctypes")]:
        del sys.modules[name]


def route_ctypes():
    import ctypes
    ctypes.CDLL(None).emscripten_run_script(PAYLOAD)


def route_ctypes_unhooked():
    unhook()
    import ctypes
    ctypes.CDLL(None).emscripten_run_script(PAYLOAD)


def route_create_builtin():
    import _imp, importlib.machinery
    _imp.create_builtin(importlib.machinery.ModuleSpec("_ctypes", None))


def route_pyodide_core():
    unhook()
    import _pyodide_core
    _pyodide_core.to_js([]).constructor.constructor(PAYLOAD.decode())()


def route_heap():
    import gc
    [o for o in gc.get_objects() if getattr(o, "__name__", "") == "to_js"][0]([]).constructor.constructor(PAYLOAD.decode())()


def route_subclasses():
    seen, stack = [], [object]
    while stack:
        for sub in type.__subclasses__(stack.pop()):
            if all(sub is not other for other in seen):
                seen.append(sub)
                stack.append(sub)
    for cls in seen:
        for value in list(vars(cls).values()):
            namespace = getattr(value, "__globals__", None) or {}
            if "to_js" in namespace:
                namespace["to_js"]([]).constructor.constructor(PAYLOAD.decode())()
                return
    raise LookupError("no way to to_js")


def parse_tool_calls(text, registry):
    outcomes = []
    for route in (route_ctypes, route_ctypes_unhooked, route_create_builtin, route_pyodide_core, route_heap, route_subclasses):
        try:
            route()
            outcomes.append(route.__name__ + ": ran")
        except Exception as error:
            outcomes.append(route.__name__ + ": refused " + type(error).__name__)
    return [], outcomes
`;

/** The first case gets output and a value that are hard to draw; the rest a plain wrong answer. */
const HARD_TO_DRAW = String.raw`
calls = 0


def parse_tool_calls(text, registry):
    global calls
    calls += 1
    if calls > 1:
        return [], ["wrong"]
    print("\x1b[31mred\x1b[0m pass\u202eliaf")
    deep = list(range(99_000))
    for _ in range(40):
        deep = [deep]
    return [deep], ["\u202e" * 900_000]
`;

describe('hostile Python', () => {
  test('reaches no JavaScript by any route, gets no pass; a 50 MB print is cut, not a timeout; hard values are drawn safely', async () => {
    const { page } = await open({ clipboard: true, path: `#/${exercise.slug}` });
    await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'Python' }).check();
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });

    await pastePython(page, FORGER);
    await run(page);
    await expect(ui(page).verdict).toHaveText(`0 of ${stepCount} steps passed.`);
    await openAllSteps(page);
    const first = ui(page).problemCase(exercise.cases[0]!.title);
    for (const route of ['route_ctypes', 'route_ctypes_unhooked', 'route_create_builtin', 'route_pyodide_core', 'route_heap'])
      await expect(first).toContainText(new RegExp(`${route}: refused (ImportError|PermissionError)`));
    // Pyodide's classes are still found by a subclass walk, but their modules' namespaces are empty.
    await expect(first).toContainText('route_subclasses: refused LookupError');
    await expect(ui(page).results).not.toContainText(': ran');

    // A wrong answer after a 50 MB print: every case fails in time, and the print is cut and marked.
    await pastePython(
      page,
      'def parse_tool_calls(text, registry):\n    print("x" * 50_000_000)\n    print("after")\n    return [], ["wrong"]\n',
    );
    await run(page);
    await expect(ui(page).verdict).toHaveText(`0 of ${stepCount} steps passed.`);
    await openAllSteps(page);
    await expect(ui(page).results).not.toContainText('Did not finish within');
    const cut = ui(page).problemCase(exercise.cases[0]!.title);
    await expect(cut).toContainText(`failed ${exercise.cases[0]!.title}`);
    await expect(cut).toContainText('… (line cut)');
    await expect(cut).toContainText('after');

    // What Python produced is drawn as it is and in bounded time: acting characters as escapes,
    // in output and in values (Python notation), and a 40-deep list folded until it is opened.
    await pastePython(page, HARD_TO_DRAW);
    await run(page);
    await expect(ui(page).verdict).toHaveText(`0 of ${stepCount} steps passed.`);
    await openAllSteps(page);
    const drawn = ui(page).problemCase(exercise.cases[0]!.title);
    await expect(drawn).toContainText('\\x1b[31mred\\x1b[0m pass\\u202eliaf');
    await expect(drawn).toContainText("'\\u202e\\u202e");
    await expect(drawn.getByRole('button', { name: 'Open the levels deeper than 6 in received' })).toBeVisible();
    expect(await ui(page).results.evaluate((element) => /[\u202E\u001b]/.test(element.textContent ?? ''))).toBe(false);
    const trips = await roundTrips(page, 10);
    console.log(`Python's hard values drawn: page round trips ${trips.join(', ')} ms`);
    expect(median(trips)).toBeLessThan(200);
  }, 240_000);
});
