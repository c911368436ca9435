import inspect
from typing import Callable, get_type_hints


def tool(description: str, **param_descriptions: str):
    """Registers a function as an agent tool: its definition goes on it as __tool_def__."""

    def decorator(func: Callable) -> Callable:
        properties = {}
        required = []
        # TODO: for each parameter of func that can be passed by name
        # (inspect.signature), add {"type": ..., "description": ...}
        # to properties, from its type hint (get_type_hints) and
        # param_descriptions; list it in required if it has no default.
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
    tool_defs = []
    function_map = {}
    # TODO: every tool's definition, in order, and a dict from each tool's name to the tool.
    return tool_defs, function_map
