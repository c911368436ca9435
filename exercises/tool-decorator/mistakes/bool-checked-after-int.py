# Mistake: tests issubclass(hint, int) before bool, and bool is a subclass of int, so a bool is an "integer".
import inspect
from typing import Callable, get_type_hints


def json_type(hint) -> str:
    if not isinstance(hint, type):
        return "string"
    if issubclass(hint, str):
        return "string"
    if issubclass(hint, int):
        return "integer"
    if issubclass(hint, bool):
        return "boolean"
    if issubclass(hint, float):
        return "number"
    return "string"


def tool(description: str, **param_descriptions: str):
    def decorator(func: Callable) -> Callable:
        hints = get_type_hints(func)
        properties = {}
        required = []
        for name, param in inspect.signature(func).parameters.items():
            if param.kind not in (param.POSITIONAL_OR_KEYWORD, param.KEYWORD_ONLY):
                continue
            properties[name] = {
                "type": json_type(hints.get(name, str)),
                "description": param_descriptions.get(name, f"The {name} parameter"),
            }
            if param.default is param.empty:
                required.append(name)
        func.__tool_def__ = {
            "type": "function",
            "function": {
                "name": func.__name__,
                "description": description,
                "parameters": {"type": "object", "properties": properties, "required": required},
            },
        }
        return func

    return decorator


def build_registry(tools):
    return [func.__tool_def__ for func in tools], {func.__name__: func for func in tools}
