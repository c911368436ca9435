# Mistake: numbers the blocks from 1.
import json
import re

# `.*?` stops at the first closing tag; re.DOTALL lets `.` match newlines.
BLOCK = re.compile(r"<tool_call>(.*?)</tool_call>", re.DOTALL)


def read_call(content):
    """Check 1: the block's content as (name, arguments), or None when it does not have that shape."""
    try:
        data = json.loads(content)  # whitespace around the JSON is allowed
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    name = data.get("name")
    args = data.get("arguments")
    if not isinstance(name, str) or not isinstance(args, dict):
        return None
    return name, args


def first_problem(name, args, registry):
    """Checks 2 to 4, in order: the first problem with a well-formed call, or None."""
    if name not in registry:
        return f"unknown tool: {name}"
    spec = registry[name]

    # Presence means the key is there; a value of 0, "", False or None still counts.
    for arg in spec["required"]:
        if arg not in args:
            return f"missing argument: {name}.{arg}"

    # A dict keeps the order of the call's keys, so the first unexpected one is found in call order.
    allowed = spec["required"] + spec["optional"]
    for arg in args:
        if arg not in allowed:
            return f"unexpected argument: {name}.{arg}"
    return None


def parse_tool_calls(text, registry):
    calls = []
    errors = []
    # The index counts every block, valid or not.
    for index, content in enumerate(BLOCK.findall(text), start=1):
        call = read_call(content)
        if call is None:
            errors.append(f"bad json: {index}")
            continue
        problem = first_problem(*call, registry)
        if problem is None:
            calls.append(call)
        else:
            errors.append(problem)
    return calls, errors
