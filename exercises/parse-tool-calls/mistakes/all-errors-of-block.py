# Mistake: It reports every missing and unexpected argument of a block, instead of only the first problem.
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
            errors.append(f"unknown tool: {name}")
            continue
        spec = registry[name]
        missing = [arg for arg in spec["required"] if arg not in args]
        allowed = spec["required"] + spec["optional"]
        extra = [arg for arg in args if arg not in allowed]
        errors.extend(f"missing argument: {name}.{arg}" for arg in missing)
        errors.extend(f"unexpected argument: {name}.{arg}" for arg in extra)
        if missing or extra:
            continue
        calls.append((name, args))
    return calls, errors
