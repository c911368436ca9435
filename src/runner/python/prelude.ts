import { PYTHON_DOORS } from './pythonDoors';

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
import _imp, builtins, importlib.machinery, json, linecache, math, sys, traceback

LEARNER_FILE = "learner.py"
${PYTHON_DOORS}
_pg_state = {}
DRIVER_FILE = "driver.py"
# The built-ins as they are now, before any learner code: the driver runs with a copy of these, and the
# functions below take theirs as default arguments, so a learner's "builtins.isinstance = ..." (or
# json.dumps = ...) changes nothing for them.
_PG_BUILTINS = dict(builtins.__dict__)


def _pg_swap(contents, _b=builtins.__dict__, _dict=dict, _clear=dict.clear, _update=dict.update):
    """Puts contents in place of the built-ins and returns what was there.

    Learner code may replace built-ins (isinstance) that the standard library the prelude uses
    (json, traceback) looks up at each call: the prelude's own work after learner code runs with the
    built-ins of before any learner code, and the learner's are put back before its code runs again."""
    previous = _dict(_b)
    _clear(_b)
    _update(_b, contents)
    return previous


def _pg_load_driver(driver_source, _compile=compile, _exec=exec, _dict=dict, _builtins=_PG_BUILTINS):
    """Starts a load: forgets the last one, and runs the exercise's driver.py (trusted, in a namespace of its
    own), whose drive(entry, *args) then stands between each call and the learner's entry. Run before any
    of this load's learner code, so that its time is not counted against the learner's limit."""
    _pg_state.clear()
    if driver_source:
        # kind_of words a value as the prelude's own messages do ("an int", "None"), for the driver's.
        driver = {"__name__": "driver", "__builtins__": _dict(_builtins), "kind_of": _pg_kind}
        _exec(_compile(driver_source, DRIVER_FILE, "exec"), driver)
        _pg_state["drive"] = driver["drive"]
        _pg_state["shape_error"] = driver.get("ShapeError")


def _pg_load(source, entry, _dumps=json.dumps, _compile=compile, _exec=exec,
             _BaseException=BaseException, _cache=linecache.cache, _builtins=_PG_BUILTINS):
    """Runs the learner's module in a fresh namespace and keeps its entry function; JSON: ok, missing or error.
    The load's driver is _pg_load_driver's, run just before."""
    try:
        lines = source.splitlines(True)
        _cache[LEARNER_FILE] = (len(source), None, lines, LEARNER_FILE)
        namespace = {"__name__": "learner", "__builtins__": builtins}
        _exec(_compile(source, LEARNER_FILE, "exec"), namespace)
    except _BaseException as exc:
        learners = _pg_swap(_builtins)
        try:
            return _dumps({"error": _pg_describe(exc)})
        finally:
            _pg_swap(learners)
    learners = _pg_swap(_builtins)
    try:
        return _pg_loaded(namespace, entry)
    finally:
        _pg_swap(learners)


def _pg_loaded(namespace, entry, _dumps=json.dumps, _dict=dict, _callable=callable):
    found = _dict.get(namespace, entry)
    if _callable(found):
        _pg_state["entry"] = found
        return _dumps({"ok": True})
    if entry not in namespace:
        return _dumps({"missing": f"Define a function named {entry}: def {entry}(...):"})
    return _dumps({"missing": f"{entry} is defined, but it is {_pg_kind(found)}, not a function. Define it with def {entry}(...):"})


def _pg_kind(value, _type=type):
    if value is None:
        return "None"
    name = _type(value).__name__
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name}"


def _pg_plain(value, path, depth=0, _isinstance=isinstance, _bool=bool, _str=str, _int=int, _float=float,
              _list=list, _tuple=tuple, _dict=dict, _set=set, _frozenset=frozenset, _enumerate=enumerate,
              _isnan=math.isnan, _isinf=math.isinf, _TypeError=TypeError, _ValueError=ValueError):
    if depth > 200:
        raise _ValueError(f"{path} is nested more than 200 levels deep")
    if value is None or _isinstance(value, (_bool, _str)):
        return value
    if _isinstance(value, _int):
        return value
    if _isinstance(value, _float):
        if _isnan(value) or _isinf(value):
            raise _ValueError(f"{path} is {value!r}, which cannot be compared as data")
        return value
    if _isinstance(value, (_list, _tuple)):
        return [_pg_plain(item, f"{path}[{i}]", depth + 1) for i, item in _enumerate(value)]
    if _isinstance(value, _dict):
        out = {}
        for key, item in _dict.items(value):
            if not _isinstance(key, _str):
                raise _TypeError(f"{path} has the key {key!r}, which is not a string; JSON objects have string keys")
            out[key] = _pg_plain(item, f"{path}[{key!r}]", depth + 1)
        return out
    hint = " (use a list)" if _isinstance(value, (_set, _frozenset)) else ""
    raise _TypeError(f"{path} is {_pg_kind(value)}, which is not plain data{hint}")


def _pg_call(args_json, _loads=json.loads, _dumps=json.dumps, _type=type, _str=str, _BaseException=BaseException,
             _TypeError=TypeError, _ValueError=ValueError, _RecursionError=RecursionError, _builtins=_PG_BUILTINS):
    """Calls the learner's entry with JSON arguments; JSON: its result as plain data, or the error."""
    drive = _pg_state.get("drive")
    shape_error = _pg_state.get("shape_error")
    learners = _pg_swap(_builtins)
    try:
        args = _loads(args_json)
        _pg_swap(learners)
        try:
            result = drive(_pg_state["entry"], *args) if drive else _pg_state["entry"](*args)
        finally:
            learners = _pg_swap(_builtins)
    except _BaseException as exc:
        try:
            if shape_error is not None and _type(exc) is shape_error:
                # The driver's verdict on what the learner returned: shown as it is, like a ShapeError in TypeScript.
                return _dumps({"shape": _str(exc)})
            return _dumps({"error": _pg_describe(exc)})
        finally:
            _pg_swap(learners)
    try:
        return _dumps({"value": _pg_plain(result, "the result")}, allow_nan=False)
    except (_TypeError, _ValueError, _RecursionError) as exc:
        return _dumps({"notPlain": _str(exc)})
    finally:
        _pg_swap(learners)


def _pg_describe(exc, _extract_tb=traceback.extract_tb, _format_list=traceback.format_list,
                 _format_exception_only=traceback.format_exception_only, _isinstance=isinstance, _type=type,
                 _str=str, _SyntaxError=SyntaxError, _BaseException=BaseException):
    """Name, message, the learner's line and a traceback of the learner's frames only.

    A learner's exception may be odd (a __str__ that raises, a patched traceback module):
    whatever fails here, what comes back names the exception and shows no frame but the learner's."""
    try:
        frames = [f for f in _extract_tb(exc.__traceback__) if f.filename == LEARNER_FILE]
    except _BaseException:
        frames = []
    line = frames[-1].lineno if frames else None
    name = _type(exc).__name__
    if _isinstance(exc, _SyntaxError) and exc.filename == LEARNER_FILE:
        line = exc.lineno
    try:
        text = ""
        if frames:
            text = "Traceback (most recent call last):\n" + "".join(_format_list(frames))
        text += "".join(_format_exception_only(_type(exc), exc))
        message = _str(exc) if not _isinstance(exc, _SyntaxError) else (exc.msg or "invalid syntax")
    except _BaseException:
        text, message = name, f"{name} (its message could not be read)"
    return {"name": name, "message": message, "line": line, "traceback": text.rstrip()}


def _pg_flush(_streams=(sys.stdout, sys.stderr), _BaseException=BaseException):
    """Sends what the learner printed without a newline, through the streams of before any learner code."""
    for stream in _streams:
        try:
            stream.flush()
        except _BaseException:
            pass


_pg_seal = _pg_close_doors()
_pg_refuse_exits()
del _pg_refuse_exits
_pg_install_audit_hook()
del _pg_install_audit_hook
`;
