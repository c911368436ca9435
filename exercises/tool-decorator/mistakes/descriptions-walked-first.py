# Mistake: walks the described names first, so a description for a name the function lacks adds a parameter, and order follows the descriptions.
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
        params = inspect.signature(func).parameters
        names = list(param_descriptions) + [name for name in params if name not in param_descriptions]
        for name in names:
            param = params.get(name)
            if param is not None and param.kind not in BY_NAME:
                continue
            properties[name] = {
                "type": JSON_TYPES.get(hints.get(name, str), "string"),
                "description": param_descriptions.get(name, f"The {name} parameter"),
            }
            if param is None or param.default is inspect.Parameter.empty:
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


def build_registry(tools: list[Callable]) -> tuple[list[dict], dict[str, Callable]]:
    """TOOL_DEFS for the request and FUNCTION_MAP to run what the model asks for, from the same functions."""
    tool_defs = [func.__tool_def__ for func in tools]
    function_map = {func.__name__: func for func in tools}
    return tool_defs, function_map
