# Alternative: tool is a class whose instances are the decorators, and build_registry fills both in one loop.
import inspect
import typing


class tool:
    TYPES = {str: "string", int: "integer", float: "number", bool: "boolean"}

    def __init__(self, description: str, **param_descriptions: str):
        self.description = description
        self.param_descriptions = param_descriptions

    def __call__(self, func):
        hints = typing.get_type_hints(func)
        named = [
            param
            for param in inspect.signature(func).parameters.values()
            if param.kind in (param.POSITIONAL_OR_KEYWORD, param.KEYWORD_ONLY)
        ]
        func.__tool_def__ = {
            "type": "function",
            "function": {
                "name": func.__name__,
                "description": self.description,
                "parameters": {
                    "type": "object",
                    "properties": {
                        param.name: {
                            "type": self.TYPES.get(hints.get(param.name), "string"),
                            "description": self.param_descriptions.get(param.name, "The " + param.name + " parameter"),
                        }
                        for param in named
                    },
                    "required": [param.name for param in named if param.default is param.empty],
                },
            },
        }
        return func


def build_registry(tools):
    tool_defs = []
    function_map = {}
    for func in tools:
        tool_defs.append(func.__tool_def__)
        function_map[func.__name__] = func
    return tool_defs, function_map
