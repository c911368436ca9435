/**
 * Python's half of a trace (issue #20): `_pg_traced_call` calls the entry as
 * `_pg_call` does, with `sys.settrace` on, and records the steps of the
 * learner's own frames (learner.py) in the shape of src/core/trace.ts, so
 * the TypeScript and Python traces are drawn by one view.
 *
 * A `line` event comes before its line runs, so each one closes the step of
 * the line before it (the variables are then those after that line); the
 * return closes the last. At the step limit the tracer raises
 * TraceStepLimit, a BaseException (an `except Exception` in the learner's
 * loop does not catch it), and CPython turns tracing off. What crosses to
 * JavaScript is JSON text, as for `_pg_call`: no Python object, and no
 * JavaScript function is handed to Python (one would be a way out to JavaScript).
 * Run after the prelude, before it seals Pyodide's modules.
 */
export const PYTHON_TRACE = String.raw`
class TraceStepLimit(BaseException):
    pass


def _pg_snapshot(value, budget, _isinstance=isinstance, _bool=bool, _str=str, _int=int, _float=float, _list=list,
                 _tuple=tuple, _dict=dict, _len=len, _isfinite=math.isfinite, _id=id, _BaseException=BaseException):
    """A bounded copy of a value as JSON-like data ({"data": ..., "cut": true?}), or a description ({"text": ...})."""
    room = [budget, False]
    seen = set()

    def copy(v):
        if v is None or _isinstance(v, _bool):
            room[0] -= 5
            return v
        if _isinstance(v, _int) and _len(_str(v)) < 16:
            room[0] -= 6
            return v
        if _isinstance(v, _float) and _isfinite(v):
            room[0] -= 6
            return v
        if _isinstance(v, _str):
            if _len(v) + 2 <= room[0]:
                room[0] -= _len(v) + 2
                return v
            room[1] = True
            kept = v[:max(0, room[0] - 2)]
            room[0] = 0
            return kept
        if _id(v) in seen:
            raise ValueError("cycle")
        if _isinstance(v, (_list, _tuple)):
            seen.add(_id(v))
            out = []
            room[0] -= 2
            for item in v:
                if room[0] <= 0:
                    room[1] = True
                    break
                out.append(copy(item))
                room[0] -= 1
            seen.discard(_id(v))
            return out
        if _isinstance(v, _dict):
            seen.add(_id(v))
            out = {}
            room[0] -= 2
            for key, item in _dict.items(v):
                if not _isinstance(key, _str):
                    raise ValueError("key")
                if room[0] <= 0:
                    room[1] = True
                    break
                room[0] -= _len(key) + 4
                out[key] = copy(item)
            seen.discard(_id(v))
            return out
        raise ValueError("not plain")

    try:
        data = copy(value)
    except _BaseException:
        return {"text": _pg_kind(value)}
    return {"data": data, "cut": True} if room[1] else {"data": data}


def _pg_traced_call(args_json, limits_json, _loads=json.loads, _dumps=json.dumps, _settrace=sys.settrace,
                    _gettrace=sys.gettrace, _len=len, _type=type, _str=str, _dict=dict, _BaseException=BaseException):
    """Calls the entry as _pg_call does, tracing the learner's frames; JSON: {"result": <_pg_call's JSON>, "trace": ...}."""
    limits = _loads(limits_json)
    steps = []
    state = {"bytes": 0, "count": 0, "cut": None, "busy": False}
    frames = {}  # id(frame) -> [depth, pending line or None, raised]

    def variables(frame):
        return [{"name": k, "value": _pg_snapshot(v, limits["maxValueChars"])}
                for k, v in _dict.items(_dict(frame.f_locals)) if not k.startswith("__")]

    def record(frame, event, line, value=None, with_vars=True):
        if state["cut"] is not None:
            return
        state["count"] += 1
        if state["count"] > limits["maxSteps"]:
            state["cut"] = {"reason": "steps", "limit": limits["maxSteps"]}
            raise TraceStepLimit(limits["message"])
        state["busy"] = True
        try:
            step = {"event": event, "line": line, "fn": frame.f_code.co_name, "depth": frames[id(frame)][0],
                    "vars": variables(frame) if with_vars else []}
            if value is not None:
                step["value"] = value
            state["bytes"] += _len(_dumps(step)) + 1
            if state["bytes"] > limits["maxBytes"]:
                state["cut"] = {"reason": "bytes", "limit": limits["maxBytes"]}
                return
            steps.append(step)
        finally:
            state["busy"] = False

    def depth_of(frame):
        depth, f = 0, frame
        while f is not None:
            if f.f_code.co_filename == LEARNER_FILE:
                depth += 1
            f = f.f_back
        return depth

    def tracer(frame, event, arg):
        if state["busy"] or frame.f_code.co_filename != LEARNER_FILE:
            return None
        try:
            return on_event(frame, event, arg)
        except TraceStepLimit:
            raise
        except _BaseException:
            # A failure of the tracer's own (an odd value of the learner's): that step is lost, the learner's code is not.
            state["busy"] = False
            return tracer

    def on_event(frame, event, arg):
        key = id(frame)
        if event == "call":
            frames[key] = [depth_of(frame), None, False]
            record(frame, "call", frame.f_code.co_firstlineno)
            return tracer
        info = frames.get(key)
        if info is None:
            return tracer
        if event == "line":
            if info[1] is not None:
                record(frame, "line", info[1])
            info[1], info[2] = frame.f_lineno, False
        elif event == "exception":
            info[2] = True
            kind, exc = arg[0], arg[1]
            if kind is not TraceStepLimit:
                text = _type(exc).__name__ + ": " + _str(exc)
                record(frame, "exception", frame.f_lineno, {"text": text}, False)
        elif event == "return":
            if not info[2]:
                if info[1] is not None and info[1] != frame.f_lineno:
                    record(frame, "line", info[1])
                record(frame, "return", frame.f_lineno, _pg_snapshot(arg, limits["maxValueChars"]))
            del frames[key]
        return tracer

    previous = _gettrace()
    _settrace(tracer)
    try:
        result = _pg_call(args_json)
    finally:
        _settrace(previous)
    trace = {"steps": steps}
    if state["cut"] is not None:
        trace["cut"] = state["cut"]
    return _dumps({"result": result, "trace": trace})
`;
