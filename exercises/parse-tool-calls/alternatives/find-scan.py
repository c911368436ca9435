# Alternative: no regex: it scans the text with str.find for each opening tag and the first closing tag after it, and each check raises an exception of its own that the loop turns into the message.
import json

OPEN, CLOSE = "<tool_call>", "</tool_call>"


class Rejected(Exception):
    pass


def blocks_of(text):
    start = text.find(OPEN)
    while start != -1:
        end = text.find(CLOSE, start + len(OPEN))
        if end == -1:
            return  # an opening tag that is never closed is not a block
        yield text[start + len(OPEN) : end]
        start = text.find(OPEN, end + len(CLOSE))


def checked(content, index, registry):
    try:
        data = json.loads(content)
    except ValueError:
        raise Rejected(f"bad json: {index}")
    if not (isinstance(data, dict) and isinstance(data.get("name"), str) and isinstance(data.get("arguments"), dict)):
        raise Rejected(f"bad json: {index}")
    name, args = data["name"], data["arguments"]
    if name not in registry:
        raise Rejected(f"unknown tool: {name}")
    required, optional = registry[name]["required"], registry[name]["optional"]
    for arg in required:
        if arg not in args:
            raise Rejected(f"missing argument: {name}.{arg}")
    for arg in args.keys():
        if arg not in required and arg not in optional:
            raise Rejected(f"unexpected argument: {name}.{arg}")
    return name, args


def parse_tool_calls(text, registry):
    calls = []
    errors = []
    for index, content in enumerate(blocks_of(text)):
        try:
            calls.append(checked(content, index, registry))
        except Rejected as problem:
            errors.append(str(problem))
    return calls, errors
