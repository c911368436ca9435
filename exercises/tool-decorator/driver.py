"""The Python side of tool-decorator's driver: driver.ts hands each case over as it is.

A case describes tool functions as data (a name, a description, parameters with a
type hint, a default and a kind). This file runs each one as the `def` driver.ts wrote,
decorates it with the learner's `tool`, and reports what came of it:

  call: definition   one tool; the result is its __tool_def__
  call: registry     several tools through the learner's build_registry; the
                     result is TOOL_DEFS (each entry shown by the name of the tool
                     whose own __tool_def__ it equals) and FUNCTION_MAP (each value
                     shown by the name of the decorated function it is);
                     with show: definitions, TOOL_DEFS is shown in full
  call: calls        several tools registered, then FUNCTION_MAP[name](**arguments)
                     for each of the case's calls; the result is what each call
                     returned and what each tool's own body received

A tool's body records the arguments it received (by parameter name, *args as a
list, **kwargs as a dict) and returns the case's `returns` for it, or the text
"<name> ran". Each tool's `def` line comes written by driver.ts (the driver kit's
defLine, which refuses any kind, hint or name it does not know, and which the results
show the learner too); this file adds the body and runs it.
"""

import typing as _typing

_dict = dict
_list = list
_str = str
_type = type
_len = len
_range = range
_repr = repr
_callable = callable
_getattr = getattr
_exec = exec
_compile = compile
_isinstance = isinstance
_tuple = tuple
_enumerate = enumerate
# The built-ins as they were when this file ran, before any learner code: the tools' namespaces get these.
_BUILTINS = __builtins__


class ShapeError(Exception):
    """The learner's tool or build_registry gave something of the wrong shape; shown as it is."""


class Point:
    """A class of the case's own: a type hint that is none of the four JSON Schema types."""


def _case_error(message):
    return ValueError("case error: " + message)


def _copy(value):
    kind = _type(value)
    if kind is _dict:
        return _dict([(key, _copy(item)) for key, item in _dict.items(value)])
    if kind is _list or kind is _tuple:
        return [_copy(item) for item in value]
    return value


def _build(spec, runs):
    """The tool as a plain function, written from the case's description and run in a namespace of its own."""
    name = spec["name"]
    answer = _dict.get(spec, "result", name + " ran")
    # The def line driver.ts wrote (the kit's defLine, the same the results show): names, listed hints and plain values only.
    source = spec["def"] + f"\n    _record({name!r}, dict(locals()))\n    return _answer()\n"
    namespace = {
        "__builtins__": _BUILTINS,
        "Optional": _typing.Optional,
        "Any": _typing.Any,
        "Point": Point,
        "_record": lambda tool_name, received: runs.append({"tool": tool_name, "received": _copy(received)}),
        "_answer": lambda: _copy(answer),
    }
    _exec(_compile(source, "tools.py", "exec"), namespace)
    return namespace[name]


def _decorate(tool, spec, runs):
    func = _build(spec, runs)
    descriptions = _dict.get(spec, "describe", {})
    decorator = tool(spec["description"], **_copy(descriptions))
    if not _callable(decorator):
        raise ShapeError(
            f"tool({spec['description']!r}, ...) must return a decorator, a function that takes the tool's function; "
            f"it returned {kind_of(decorator)}."  # noqa: F821 (the prelude puts kind_of in this namespace)
        )
    decorated = decorator(func)
    if not _callable(decorated):
        raise ShapeError(
            f"The decorator must return the function it decorates (with __tool_def__ on it); for {spec['name']} it returned "
            f"{kind_of(decorated)}, so @tool would replace {spec['name']} with it."  # noqa: F821
        )
    return decorated


def _definition_of(decorated, name):
    if not _hasattr(decorated, "__tool_def__"):
        raise ShapeError(f"{name}.__tool_def__ is missing: the decorator must set it on the function it returns.")
    return _copy(decorated.__tool_def__)


def _hasattr(value, name):
    try:
        _getattr(value, name)
        return True
    except AttributeError:
        return False


def _module_of(tool):
    """The learner's module namespace: where their tool function (or a class's methods) was defined."""
    for holder in (tool, _getattr(tool, "__init__", None), _getattr(tool, "__call__", None)):
        found = _getattr(holder, "__globals__", None)
        if _type(found) is _dict and "build_registry" in found:
            return found
    return {}


def _registry(tool, tools, runs):
    decorated = [_decorate(tool, spec, runs) for spec in tools]
    build_registry = _dict.get(_module_of(tool), "build_registry")
    if not _callable(build_registry):
        raise ShapeError("Define build_registry(tools), which returns (tool_defs, function_map): def build_registry(tools):")
    result = build_registry(_list(decorated))
    if not _isinstance(result, (_tuple, _list)) or _len(result) != 2:
        raise ShapeError(f"build_registry must return (tool_defs, function_map), a pair; it returned {kind_of(result)}.")  # noqa: F821
    tool_defs, function_map = result
    if not _isinstance(tool_defs, _list):
        raise ShapeError(f"tool_defs must be a list of tool definitions; it is {kind_of(tool_defs)}.")  # noqa: F821
    if _type(function_map) is not _dict:
        raise ShapeError(f"function_map must be a dict from tool name to function; it is {kind_of(function_map)}.")  # noqa: F821
    return decorated, tool_defs, function_map


def _named_definitions(tool_defs, decorated, names):
    shown = []
    for definition in tool_defs:
        label = _copy(definition)
        for index in _range(_len(decorated)):
            if _hasattr(decorated[index], "__tool_def__") and _same(_copy(decorated[index].__tool_def__), label):
                label = names[index]
                break
        shown.append(label)
    return shown


def _named_functions(function_map, decorated, names):
    shown = {}
    for key, value in _dict.items(function_map):
        label = "(not one of the decorated functions: " + kind_of(value) + ")"  # noqa: F821
        for index in _range(_len(decorated)):
            if value is decorated[index]:
                label = names[index]
                break
        shown[key if _type(key) is _str else _repr(key)] = label
    return shown


def _same(a, b):
    kind = _type(a)
    if _type(b) is not kind:
        return False
    if kind is _dict:
        return _same(_list(_dict.keys(a)), _list(_dict.keys(b))) and _same(_list(_dict.values(a)), _list(_dict.values(b)))
    if kind is _list:
        if _len(a) != _len(b):
            return False
        for index in _range(_len(a)):
            if not _same(a[index], b[index]):
                return False
        return True
    return a == b


def drive(tool, case):
    runs = []
    call = case["call"]
    if call == "definition":
        spec = case["tool"]
        decorated = _decorate(tool, spec, runs)
        return {"definition": _definition_of(decorated, spec["name"])}
    tools = case["tools"]
    names = [spec["name"] for spec in tools]
    decorated, tool_defs, function_map = _registry(tool, tools, runs)
    if call == "registry":
        return {
            "tool_defs": _copy(tool_defs) if _dict.get(case, "show") == "definitions" else _named_definitions(tool_defs, decorated, names),
            "function_map": _named_functions(function_map, decorated, names),
        }
    if call == "calls":
        results = []
        for request in case["calls"]:
            name = request["name"]
            if name not in function_map:
                results.append({"missing": name})
                continue
            func = function_map[name]
            if not _callable(func):
                raise ShapeError(f'function_map["{name}"] must be the tool\'s function; it is {kind_of(func)}.')  # noqa: F821
            results.append({"returned": func(**_copy(request["arguments"]))})
        return {"results": results, "runs": runs}
    raise _case_error(f"unknown call {call!r}; use definition, registry or calls")
