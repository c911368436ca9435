# Mistake: walks the type hints instead of the signature, so a parameter without a hint is left out.
import inspect
from typing import Callable, get_type_hints

JSON_TYPES = {str: "string", int: "integer", float: "number", bool: "boolean"}


def tool(description: str, **param_descriptions: str):
    def decorator(func: Callable) -> Callable:
        params = inspect.signature(func).parameters
        properties = {}
        required = []
        for name, hint in get_type_hints(func).items():
            if name == "return":
                continue
            param = params[name]
            if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD, param.POSITIONAL_ONLY):
                continue
            properties[name] = {
                "type": JSON_TYPES.get(hint, "string"),
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
