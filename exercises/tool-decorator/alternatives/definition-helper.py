# Alternative: a separate function builds the definition (a tuple of kinds to keep, dict(...) for properties), and the decorator only attaches it.
import inspect
import typing

_KEEP = {inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY}


def _property(name, hint, given):
    json_type = {str: "string", int: "integer", float: "number", bool: "boolean"}.get(hint, "string")
    return {"type": json_type, "description": given[name] if name in given else "The %s parameter" % name}


def definition_of(func, description, given):
    hints = typing.get_type_hints(func)
    kept = [p for p in inspect.signature(func).parameters.values() if p.kind in _KEEP]
    return {
        "type": "function",
        "function": {
            "name": func.__name__,
            "description": description,
            "parameters": {
                "type": "object",
                "properties": dict((p.name, _property(p.name, hints.get(p.name, str), given)) for p in kept),
                "required": [p.name for p in kept if p.default == inspect.Parameter.empty],
            },
        },
    }


def tool(description, **param_descriptions):
    def attach(func):
        setattr(func, "__tool_def__", definition_of(func, description, param_descriptions))
        return func

    return attach


def build_registry(tools):
    function_map = {}
    for func in tools:
        function_map[func.__name__] = func
    return [getattr(func, "__tool_def__") for func in tools], function_map
