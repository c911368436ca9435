# Alternative: the decorator returns a functools.wraps wrapper carrying __tool_def__; the registry maps names to those wrappers.
import functools
import inspect
from typing import get_type_hints


def tool(description, **param_descriptions):
    def decorator(func):
        signature = inspect.signature(func)
        hints = get_type_hints(func)
        properties, required = {}, []
        for param in signature.parameters.values():
            if param.kind in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD, inspect.Parameter.POSITIONAL_ONLY):
                continue
            hint = hints.get(param.name)
            if hint is bool:
                json_type = "boolean"
            elif hint is int:
                json_type = "integer"
            elif hint is float:
                json_type = "number"
            else:
                json_type = "string"
            description_of = param_descriptions[param.name] if param.name in param_descriptions else f"The {param.name} parameter"
            properties[param.name] = {"type": json_type, "description": description_of}
            if param.default is inspect.Parameter.empty:
                required += [param.name]

        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            return func(*args, **kwargs)

        wrapper.__tool_def__ = {
            "type": "function",
            "function": {
                "name": func.__name__,
                "description": description,
                "parameters": {"type": "object", "properties": properties, "required": required},
            },
        }
        return wrapper

    return decorator


def build_registry(tools):
    return list(map(lambda func: func.__tool_def__, tools)), dict(zip((func.__name__ for func in tools), tools))
