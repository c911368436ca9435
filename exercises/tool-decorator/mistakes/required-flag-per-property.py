# Mistake: marks each property "required": true, JSON Schema draft 3 style, instead of one "required" list.
import inspect
from typing import Callable, get_type_hints

# The JSON Schema type of each Python type a model can send as JSON; any other hint is described as a string.
JSON_TYPES = {str: "string", int: "integer", float: "number", bool: "boolean"}

# Only these kinds can be passed by name, and FUNCTION_MAP[name](**arguments) passes every argument by name.
BY_NAME = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)


def tool(description: str, **param_descriptions: str):
    """Registers a function as an agent tool: its Chat Completions definition goes on it as __tool_def__."""

    def decorator(func: Callable) -> Callable:
        hints = get_type_hints(func)
        properties = {}
        required = []
        for name, param in inspect.signature(func).parameters.items():
            if param.kind not in BY_NAME:
                continue
            properties[name] = {
                "type": JSON_TYPES.get(hints.get(name, str), "string"),
                "description": param_descriptions.get(name, f"The {name} parameter"),
                "required": param.default is inspect.Parameter.empty,
            }
            if param.default is inspect.Parameter.empty:
                required.append(name)
        func.__tool_def__ = {
            "type": "function",
            "function": {
                "name": func.__name__,
                "description": description,
                "parameters": {"type": "object", "properties": properties},
            },
        }
        return func

    return decorator


def build_registry(tools: list[Callable]) -> tuple[list[dict], dict[str, Callable]]:
    """TOOL_DEFS for the request and FUNCTION_MAP to run what the model asks for, from the same functions."""
    tool_defs = [func.__tool_def__ for func in tools]
    function_map = {func.__name__: func for func in tools}
    return tool_defs, function_map
