import inspect
from typing import Callable, get_type_hints


def tool(description: str, **param_descriptions: str):
    """Registers a function as an agent tool: its definition goes on it as __tool_def__."""

    def decorator(func: Callable) -> Callable:
        properties = {}
        required = []
        # Step 1, The tool definition: TODO put each parameter of inspect.signature(func) in properties and required.
        # Step 2, Type hints as JSON Schema types: TODO take each parameter's "type" from get_type_hints(func).
        # Step 3, Every parameter described: TODO its "description" is the one given to tool, or "The <name> parameter".
        # Step 4, Required parameters, in order: TODO only a parameter without a default goes in required.
        # Step 5, Only what can be passed by name: TODO leave out *args, **kwargs and positional-only parameters.
        func.__tool_def__ = {
            "type": "function",
            "function": {
                "name": func.__name__,
                "description": description,
                "parameters": {"type": "object", "properties": properties, "required": required},
            },
        }
        # Step 7, Calling a tool through FUNCTION_MAP: TODO nothing to add if func itself comes back here, unchanged.
        return func

    return decorator


def build_registry(tools: list[Callable]) -> tuple[list[dict], dict[str, Callable]]:
    """TOOL_DEFS for the request and FUNCTION_MAP to run what the model asks for, from the same functions."""
    tool_defs = []
    function_map = {}
    # Step 6, TOOL_DEFS and FUNCTION_MAP: TODO every tool's __tool_def__ in order, and each tool's __name__ to the tool.
    return tool_defs, function_map


# Step 8, The worked example: TODO nothing new to write; it passes once steps 1 to 7 do.
