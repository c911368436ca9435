# Alternative: `[\s\S]*?` instead of re.DOTALL, the allowed names as a set (for membership only, the call's order is kept by iterating over the dict), and each call's arguments handed back as a copy, dict(args).
import json
import re


def _shape(content):
    try:
        data = json.loads(content)
    except json.JSONDecodeError:
        return None
    if isinstance(data, dict):
        name, args = data.get("name"), data.get("arguments")
        if isinstance(name, str) and isinstance(args, dict):
            return name, args
    return None


def parse_tool_calls(text, registry):
    calls = []
    errors = []
    contents = re.findall(r"<tool_call>([\s\S]*?)</tool_call>", text)
    for position in range(len(contents)):
        shape = _shape(contents[position])
        if shape is None:
            errors.append(f"bad json: {position}")
        elif shape[0] not in registry:
            errors.append(f"unknown tool: {shape[0]}")
        else:
            name, args = shape
            spec = registry[name]
            allowed = set(spec["required"]) | set(spec["optional"])
            missing = [arg for arg in spec["required"] if arg not in args]
            extra = [arg for arg in args if arg not in allowed]
            if missing:
                errors.append(f"missing argument: {name}.{missing[0]}")
            elif extra:
                errors.append(f"unexpected argument: {name}.{extra[0]}")
            else:
                calls.append((name, dict(args)))
    return calls, errors
