# Mistake: It writes names with `!r`, so the errors get quotes: `unknown tool: 'weather'` instead of `unknown tool: weather`.
import json
import re


def parse_tool_calls(text, registry):
    calls = []
    errors = []
    blocks = re.findall(r"<tool_call>(.*?)</tool_call>", text, re.DOTALL)
    for i, content in enumerate(blocks):
        try:
            data = json.loads(content)
        except ValueError:
            errors.append(f"bad json: {i}")
            continue
        if not isinstance(data, dict) or not isinstance(data.get("name"), str) or not isinstance(data.get("arguments"), dict):
            errors.append(f"bad json: {i}")
            continue
        name = data["name"]
        args = data["arguments"]
        if name not in registry:
            errors.append(f"unknown tool: {name!r}")
            continue
        spec = registry[name]
        missing = [arg for arg in spec["required"] if arg not in args]
        if missing:
            errors.append(f"missing argument: {name}.{missing[0]}")
            continue
        allowed = spec["required"] + spec["optional"]
        extra = [arg for arg in args if arg not in allowed]
        if extra:
            errors.append(f"unexpected argument: {name}.{extra[0]}")
            continue
        calls.append((name, args))
    return calls, errors
