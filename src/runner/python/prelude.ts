/**
 * The trusted Python that runs once in each worker, after Pyodide has
 * started and before any learner code: it shuts the doors to JavaScript and
 * defines the two functions the worker calls (`_pg_load`, `_pg_call`),
 * which answer in JSON text so no Python object of the learner's ever
 * reaches JavaScript. Kept as a string so Node (tsx) and the browser bundle get
 * the same text without a file loader.
 *
 * Why each part:
 * - Learner code is compiled under the file name `learner.py`, and its text
 *   is put in `linecache`: a traceback can then be cut down to the learner's
 *   own frames (not this file's, not the driver's) and still show their lines.
 * - `js`, `pyodide_js`, `pyodide` (with `pyodide.http`, `pyodide.code.run_js`,
 *   `pyodide.ffi`) and the private `_pyodide*` modules are removed from
 *   `sys.modules`, and a finder refuses to import them again. The sandbox
 *   (opaque origin, CSP without connect-src) is what keeps the network and
 *   the page out of reach; this gives learner code a clear ImportError
 *   instead of a JavaScript object, and removes the obvious way around the
 *   worker's own guards.
 * - An exercise may ship a driver.py: trusted Python, run in a namespace of
 *   its own at each load, whose drive(entry, *args) stands between each call
 *   and the learner's entry. It builds what JSON cannot carry (agent-loop's
 *   scripted client and tools) and may raise its own ShapeError, which is
 *   shown as a shape error, as a TypeScript driver's is. It finds
 *   `kind_of(value)` ("an int", "None") in its namespace, for its messages.
 * - Results are copied into JSON-like data here, with a readable error for
 *   anything else (a set, an object, a key that is not a string), and cross
 *   to JavaScript as JSON text: a tuple and a list both become an array, so
 *   `(name, arguments)` pairs compare equal to the TypeScript `[name, args]`.
 */
export const PYTHON_PRELUDE = String.raw`
import builtins, json, linecache, math, sys, traceback

LEARNER_FILE = "learner.py"
_BLOCKED = ("js", "pyodide_js", "pyodide", "_pyodide", "_pyodide_core", "micropip", "pyodide_http")


def _pg_blocked(name):
    return any(name == b or name.startswith(b + ".") for b in _BLOCKED)


class _PgBlocker:
    """A meta-path finder that refuses the modules that lead to JavaScript."""

    def find_spec(self, name, path=None, target=None):
        if _pg_blocked(name):
            raise ImportError(
                f"'{name}' is not available here: exercises use Python's standard library only",
                name=name,
            )
        return None


def _pg_close_doors():
    for name in list(sys.modules):
        if _pg_blocked(name):
            del sys.modules[name]
    # Pyodide's own finder holds the JavaScript objects behind \`import js\` and \`import pyodide_js\`:
    # empty it and take it out, so no path through the import system leads to them.
    for finder in list(sys.meta_path):
        if type(finder).__name__ == "JsFinder":
            proxies = getattr(finder, "jsproxies", None)
            if isinstance(proxies, dict):
                proxies.clear()
            sys.meta_path.remove(finder)
    sys.meta_path.insert(0, _PgBlocker())


_pg_state = {}
DRIVER_FILE = "driver.py"


def _pg_load(source, entry, driver_source=""):
    """Runs the learner's module in a fresh namespace and keeps its entry function; JSON: ok, missing or error.

    An exercise's driver.py (trusted, in a namespace of its own) is run first; its
    drive(entry, *args) then stands between each call and the learner's entry."""
    _pg_state.clear()
    if driver_source:
        # kind_of words a value as the prelude's own messages do ("an int", "None"), for the driver's.
        driver = {"__name__": "driver", "__builtins__": builtins, "kind_of": _pg_kind}
        exec(compile(driver_source, DRIVER_FILE, "exec"), driver)
        _pg_state["drive"] = driver["drive"]
        _pg_state["shape_error"] = driver.get("ShapeError")
    try:
        lines = source.splitlines(True)
        linecache.cache[LEARNER_FILE] = (len(source), None, lines, LEARNER_FILE)
        namespace = {"__name__": "learner", "__builtins__": builtins}
        exec(compile(source, LEARNER_FILE, "exec"), namespace)
    except BaseException as exc:
        return json.dumps({"error": _pg_describe(exc)})
    found = namespace.get(entry)
    if callable(found):
        _pg_state["entry"] = found
        return json.dumps({"ok": True})
    if entry not in namespace:
        return json.dumps({"missing": f"Define a function named {entry}: def {entry}(...):"})
    return json.dumps({"missing": f"{entry} is defined, but it is {_pg_kind(found)}, not a function. Define it with def {entry}(...):"})


def _pg_kind(value):
    if value is None:
        return "None"
    name = type(value).__name__
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name}"


def _pg_plain(value, path, depth=0):
    if depth > 200:
        raise ValueError(f"{path} is nested more than 200 levels deep")
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if math.isnan(value) or math.isinf(value):
            raise ValueError(f"{path} is {value!r}, which cannot be compared as data")
        return value
    if isinstance(value, (list, tuple)):
        return [_pg_plain(item, f"{path}[{i}]", depth + 1) for i, item in enumerate(value)]
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            if not isinstance(key, str):
                raise TypeError(f"{path} has the key {key!r}, which is not a string; JSON objects have string keys")
            out[key] = _pg_plain(item, f"{path}[{key!r}]", depth + 1)
        return out
    hint = " (use a list)" if isinstance(value, (set, frozenset)) else ""
    raise TypeError(f"{path} is {_pg_kind(value)}, which is not plain data{hint}")


def _pg_call(args_json):
    """Calls the learner's entry with JSON arguments; JSON: its result as plain data, or the error."""
    drive = _pg_state.get("drive")
    shape_error = _pg_state.get("shape_error")
    try:
        args = json.loads(args_json)
        result = drive(_pg_state["entry"], *args) if drive else _pg_state["entry"](*args)
    except BaseException as exc:
        if shape_error is not None and type(exc) is shape_error:
            # The driver's verdict on what the learner returned: shown as it is, like a ShapeError in TypeScript.
            return json.dumps({"shape": str(exc)})
        return json.dumps({"error": _pg_describe(exc)})
    try:
        return json.dumps({"value": _pg_plain(result, "the result")}, allow_nan=False)
    except (TypeError, ValueError, RecursionError) as exc:
        return json.dumps({"notPlain": str(exc)})


def _pg_describe(exc):
    """Name, message, the learner's line and a traceback of the learner's frames only."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == LEARNER_FILE]
    line = frames[-1].lineno if frames else None
    if isinstance(exc, SyntaxError) and exc.filename == LEARNER_FILE:
        line = exc.lineno
    text = ""
    if frames:
        text = "Traceback (most recent call last):\n" + "".join(traceback.format_list(frames))
    text += "".join(traceback.format_exception_only(type(exc), exc))
    message = str(exc) if not isinstance(exc, SyntaxError) else (exc.msg or "invalid syntax")
    return {"name": type(exc).__name__, "message": message, "line": line, "traceback": text.rstrip()}


_pg_close_doors()
`;
