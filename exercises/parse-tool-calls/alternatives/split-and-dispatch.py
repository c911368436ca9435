# Alternative: blocks found by splitting on the closing tag and keeping what follows the first opening tag of each piece; the four checks are a list of functions tried in order, each returning an error or None.
import json


def _parsed(block):
    try:
        return json.loads(block)
    except ValueError:
        return None


def _check_shape(index, data, registry):
    ok = isinstance(data, dict) and isinstance(data.get("name"), str) and isinstance(data.get("arguments"), dict)
    return None if ok else "bad json: {}".format(index)


def _check_tool(index, data, registry):
    return None if data["name"] in registry else "unknown tool: {}".format(data["name"])


def _check_required(index, data, registry):
    for arg in registry[data["name"]]["required"]:
        if arg not in data["arguments"]:
            return "missing argument: {}.{}".format(data["name"], arg)
    return None


def _check_unexpected(index, data, registry):
    spec = registry[data["name"]]
    for arg in data["arguments"]:
        if arg not in spec["required"] + spec["optional"]:
            return "unexpected argument: {}.{}".format(data["name"], arg)
    return None


CHECKS = [_check_shape, _check_tool, _check_required, _check_unexpected]


def parse_tool_calls(text, registry):
    pieces = text.split("</tool_call>")[:-1]  # what follows the last closing tag is never a block
    blocks = [piece.split("<tool_call>", 1)[1] for piece in pieces if "<tool_call>" in piece]
    calls, errors = [], []
    for index, block in enumerate(blocks):
        data = _parsed(block)
        error = None
        for check in CHECKS:
            error = check(index, data, registry)
            if error is not None:
                break
        if error is None:
            calls.append((data["name"], data["arguments"]))
        else:
            errors.append(error)
    return calls, errors
