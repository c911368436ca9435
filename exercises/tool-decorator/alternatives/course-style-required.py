# Alternative: the course's own layout, required names gathered on the function (__required__) and the hint matched with match/case.
import inspect
from typing import Callable, get_type_hints


def schema_type(python_type) -> str:
    match python_type:
        case type() if python_type is str:
            return "string"
        case type() if python_type is bool:
            return "boolean"
        case type() if python_type is int:
            return "integer"
        case type() if python_type is float:
            return "number"
        case _:
            return "string"


def tool(description: str, **param_descriptions: str):
    """Decorator to register a function as an agent tool."""

    def decorator(func: Callable) -> Callable:
        hints = get_type_hints(func)
        sig = inspect.signature(func)
        params = {}
        func.__required__ = []
        for name, param in sig.parameters.items():
            if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD) or param.kind == param.POSITIONAL_ONLY:
                continue
            params[name] = {
                "type": schema_type(hints.get(name, str)),
                "description": param_descriptions.get(name, f"The {name} parameter"),
            }
            if param.default is inspect.Parameter.empty:
                func.__required__ = func.__required__ + [name]
        func.__tool_def__ = {
            "type": "function",
            "function": {
                "name": func.__name__,
                "description": description,
                "parameters": {
                    "type": "object",
                    "properties": params,
                    "required": func.__required__,
                },
            },
        }
        return func

    return decorator


def build_registry(tools: list[Callable]) -> tuple[list[dict], dict[str, Callable]]:
    registered = list(tools)
    TOOL_DEFS = [f.__tool_def__ for f in registered]
    FUNCTION_MAP = {f.__name__: f for f in registered}
    return TOOL_DEFS, FUNCTION_MAP
