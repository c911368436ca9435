"""The Python half of agent-loop's driver (driver.ts reads the case and shapes the result).

A Python learner's run_agent is synchronous, as in the seed lesson, and a
Python call cannot wait for a JavaScript promise: so the scripted model and
the scripted tools answer from here. The prelude (src/runner/python/prelude.ts)
runs this file in a namespace of its own for each load and calls
drive(run_agent, case) for each case. It also gives this namespace kind_of(value),
which words a value's type as the prelude's own messages do ("an int", "None").

The case arrives with Python's names (exercise.yaml, python.names): system_prompt,
and options as run_agent's keyword arguments (max_steps, max_output_tokens).

drive returns the raw transcript, plain data:
  requests   each request's keyword arguments, as they would go over the wire
  toolRuns   {name, args} for every call of a tool function, in order
  returned   the run_agent's result (an AgentRun dataclass becomes a dict), or
  threw      {name, message} of a scripted error that escaped run_agent
  inputsChanged  only when run_agent changed the tools list or the function_map
             it was handed, as they were after the run (as driver.ts does)

Behaviours only JavaScript can tell apart are played as their closest Python:
afterMs and sync are ignored (the loop is synchronous, every tool answers at
once), throwsString and throwsObject raise an Exception whose str() is what
JavaScript's String() gives, and errorString raises an Exception with that text.

The client and the response objects copy the shape of the openai package:
attribute access (response.choices[0].message.tool_calls), keyword-only
create(), errors with status_code. Nothing here imports openai.
"""

import copy
import dataclasses
import inspect
import math

# A fixed time for `created`, as in driver.ts.
CREATED = 1_767_225_600


class ShapeError(Exception):
    """run_agent returned something that is not a run; the prelude shows the message as it is."""


class ScriptError(Exception):
    """The loop asked the model more often than the case scripts replies."""


class APIError(Exception):
    """Like the openai package's errors: status_code, and the status before the message."""

    def __init__(self, message, status_code=None):
        super().__init__(message)
        self.message = message
        self.status_code = status_code


_API_ERRORS = {}


def _api_error_class(name):
    """RateLimitError, InternalServerError, ...: one class per name, each an APIError."""
    if name not in _API_ERRORS:
        _API_ERRORS[name] = type(name, (APIError,), {"__module__": "openai"})
    return _API_ERRORS[name]


class _Model:
    """A part of a response, read by attribute like the openai package's models.

    Fields the reply did not have read as None, as in the package; only the
    fields the reply had go back over the wire when the object is put in a
    later request's messages."""

    _optional = ()

    def __init__(self, data):
        self._keys = list(data)
        for key, value in data.items():
            setattr(self, key, _wrap(key, value))
        for key in self._optional:
            if key not in data:
                setattr(self, key, None)

    def model_dump(self):
        return {key: _wire(getattr(self, key), key) for key in self._keys}

    to_dict = model_dump

    def __repr__(self):
        fields = ", ".join(f"{key}={getattr(self, key)!r}" for key in self._keys)
        return f"{type(self).__name__}({fields})"

    def __eq__(self, other):
        return type(other) is type(self) and other.model_dump() == self.model_dump()


class ChatCompletion(_Model):
    pass


class Choice(_Model):
    pass


class ChatCompletionMessage(_Model):
    _optional = ("tool_calls", "refusal")


class ChatCompletionMessageToolCall(_Model):
    pass


class Function(_Model):
    pass


_CLASSES = {"choices": Choice, "message": ChatCompletionMessage, "tool_calls": ChatCompletionMessageToolCall, "function": Function}


def _wrap(key, value):
    if isinstance(value, dict) and key in _CLASSES:
        return _CLASSES[key](value)
    if isinstance(value, list) and key in _CLASSES:
        return [_CLASSES[key](item) for item in value]
    return value


def _wire(value, path):
    """What json would send: models as their fields, tuples as lists; anything else is refused, as json.dumps refuses it."""
    if isinstance(value, _Model):
        return value.model_dump()
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        if math.isnan(value) or math.isinf(value):
            raise ValueError(f"{path} is {value!r}: out of range float values are not JSON compliant")
        return value
    if isinstance(value, (list, tuple)):
        return [_wire(item, f"{path}[{i}]") for i, item in enumerate(value)]
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            if not isinstance(key, str):
                raise TypeError(f"{path} has the key {key!r}: keys must be str")
            out[key] = _wire(item, f"{path}[{key!r}]")
        return out
    raise TypeError(f"{path}: Object of type {type(value).__name__} is not JSON serializable")


class _Script:
    """One case's scripted world: the model's replies and the tools' behaviours, and what was asked of them."""

    def __init__(self, case):
        self.case = case
        self.requests = []
        self.tool_runs = []
        self.calls_of = {}
        # The exceptions this script raised: one escaping run_agent is reported, any other is the learner's.
        self.raised = []

    def raise_known(self, error):
        self.raised.append(error)
        raise error

    def create(self, params):
        self.requests.append(_wire(params, "the request"))
        n = len(self.requests)
        replies = self.case["replies"]
        if n > len(replies):
            scripted = len(replies)
            self.raise_known(ScriptError(f"the model was asked {n} times, but this case scripts only {scripted} {'reply' if scripted == 1 else 'replies'}"))
        reply = replies[n - 1]
        if "errorString" in reply:
            self.raise_known(Exception(reply["errorString"]))
        if "error" in reply:
            error = reply["error"]
            status = error.get("status")
            message = error["message"] if status is None else f"{status} {error['message']}"
            self.raise_known(_api_error_class(error["name"])(message, status))
        model = params.get("model") if isinstance(params.get("model"), str) else "unknown"
        return ChatCompletion(completion(reply, n, model))

    def tool(self, name, behaviour):
        def run(**args):
            try:
                recorded = _wire(args, "the arguments")
            except (TypeError, ValueError):
                recorded = f"(not plain data: {args!r})"
            self.tool_runs.append({"name": name, "args": recorded})
            self.calls_of[name] = self.calls_of.get(name, 0) + 1
            return self.act(pick(behaviour, self.calls_of[name]))

        # Named as the learner's own tools would be: errors read "get_stock_price() ...".
        run.__name__ = run.__qualname__ = name
        run.__module__ = "__main__"
        return run

    def act(self, behaviour):
        if "returns" in behaviour:
            return copy.deepcopy(behaviour["returns"])
        if "returnsNothing" in behaviour:
            return None
        if "throws" in behaviour:
            self.raise_known(RuntimeError(behaviour["throws"]))
        if "throwsString" in behaviour:
            # Python cannot raise a bare string; the closest is an Exception whose str() is that string.
            self.raise_known(Exception(behaviour["throwsString"]))
        if "throwsObject" in behaviour:
            # A plain object thrown in JavaScript reads "[object Object]" through String(); the same text here.
            self.raise_known(Exception("[object Object]"))
        raise ValueError("case error: a behaviour needs returns, returnsNothing, throws, throwsString, throwsObject or each")


def pick(behaviour, nth):
    if "each" not in behaviour:
        return behaviour
    items = behaviour["each"]
    return pick(items[min(nth, len(items)) - 1], 1)


def completion(reply, n, model):
    """A ChatCompletion as the API sends it, the same fields as driver.ts builds."""
    calls = reply.get("tool_calls")
    message = {"role": "assistant", "content": reply.get("content")}
    if calls is not None:
        message["tool_calls"] = [
            {"id": call["id"], "type": "function", "function": {"name": call["name"], "arguments": call["arguments"]}} for call in calls
        ]
    finish_reason = reply.get("finish_reason") or ("tool_calls" if calls else "stop")
    return {
        "id": f"chatcmpl-{n}",
        "object": "chat.completion",
        "created": CREATED,
        "model": model,
        "choices": [{"index": 0, "finish_reason": finish_reason, "logprobs": None, "message": message}],
    }


class Completions:
    def __init__(self, script):
        self._script = script

    def create(self, **params):
        """Keyword arguments only, as in the openai package: create(model=..., messages=..., ...)."""
        return self._script.create(params)


class Chat:
    def __init__(self, script):
        self.completions = Completions(script)


class OpenAI:
    """The scripted client: client.chat.completions.create(...) answers from the case's replies."""

    def __init__(self, script):
        self.chat = Chat(script)

    def __repr__(self):
        return "OpenAI(scripted)"


def as_record(value):
    """The run as a dict: an AgentRun dataclass by its fields, in order."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {field.name: getattr(value, field.name) for field in dataclasses.fields(value)}
    if isinstance(value, dict):
        return value
    raise ShapeError(f"run_agent returned {kind_of(value)}; it must return the run's record, an AgentRun")


def inputs_changed(tools, function_map, case, given):
    """What run_agent changed of the tools list and the function_map it was handed, or None."""
    changed = {}
    try:
        same_tools = _wire(tools, "the tools") == case["definitions"]
    except (TypeError, ValueError):
        same_tools = False
    if not same_tools:
        try:
            changed["tools"] = _wire(tools, "the tools")
        except (TypeError, ValueError):
            changed["tools"] = f"(not plain data: {tools!r})"
    if list(function_map) != list(given) or any(function_map[name] is not given[name] for name in given):
        changed["functions"] = "{" + ", ".join(str(name) for name in function_map) + "}"
    return changed or None


def drive(run_agent, case):
    script = _Script(case)
    function_map = {name: script.tool(name, behaviour) for name, behaviour in case["tools"].items()}
    given = dict(function_map)
    tools = copy.deepcopy(case["definitions"])
    try:
        value = run_agent(
            case["question"],
            tools,
            function_map,
            case["system_prompt"],
            client=OpenAI(script),
            **case["options"],
        )
        if inspect.iscoroutine(value):
            value.close()
            raise ShapeError("run_agent is a coroutine function (async def); the client here answers at once, so define it with def")
        outcome = {"returned": as_record(value)}
    except Exception as error:
        if not any(error is known for known in script.raised):
            raise
        outcome = {"threw": {"name": type(error).__name__, "message": str(error)}}
    changed = inputs_changed(tools, function_map, case, given)
    return {"requests": script.requests, "toolRuns": script.tool_runs, **outcome, **({"inputsChanged": changed} if changed else {})}
