# Alternative: re.finditer with a counter of its own, `type(x) is dict` instead of isinstance, and next(...) over generators to find the first missing and the first unexpected argument.
import json
import re

PATTERN = re.compile(r"<tool_call>(.*?)</tool_call>", re.S)


def parse_tool_calls(text, registry):
    calls, errors = [], []
    number = 0
    for match in PATTERN.finditer(text):
        number += 1
        block = number - 1
        try:
            data = json.loads(match.group(1))
        except json.JSONDecodeError:
            errors.append("bad json: %d" % block)
            continue
        if type(data) is not dict or type(data.get("name")) is not str or type(data.get("arguments")) is not dict:
            errors.append("bad json: %d" % block)
            continue
        tool, arguments = data["name"], data["arguments"]
        spec = registry.get(tool)
        if spec is None:
            errors.append("unknown tool: " + tool)
            continue
        missing = next((arg for arg in spec["required"] if arg not in arguments), None)
        if missing is not None:
            errors.append("missing argument: " + tool + "." + missing)
            continue
        unexpected = next((arg for arg in arguments if arg not in spec["required"] and arg not in spec["optional"]), None)
        if unexpected is not None:
            errors.append("unexpected argument: " + tool + "." + unexpected)
            continue
        calls.append((tool, arguments))
    return calls, errors
