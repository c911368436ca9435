"""The Python half of parse-tool-calls' driver (driver.ts reads the case and shapes the result).

The registry is the caller's: an agent passes the same one with every reply, so
a parse_tool_calls that changes it (`allowed = spec["required"]` then
`allowed += spec["optional"]`, which extends the registry's own list) breaks the
next call even when this one's answer is right. The learner's dicts live on this
side of the JSON bridge, so the check is here: a copy made before the call,
compared with the registry after it. The prelude runs this file before the
learner's code, so the built-ins it uses are the ones captured below, whatever
the learner's code later puts in `builtins`.
"""

_dict = dict
_list = list
_str = str
_type = type
_len = len
_range = range


class ShapeError(Exception):
    """parse_tool_calls changed its registry; the prelude shows the message as it is."""


def _copy(value):
    """A deep copy of JSON data (dicts, lists, strings), made with the captured types only."""
    kind = _type(value)
    if kind is _dict:
        return _dict([(key, _copy(item)) for key, item in _dict.items(value)])
    if kind is _list:
        return [_copy(item) for item in value]
    return value


def _same(a, b):
    """Whether b still holds exactly the data a holds: same types, keys in the same order, same items."""
    kind = _type(a)
    if _type(b) is not kind:
        return False
    if kind is _dict:
        return _same(_list(_dict.keys(a)), _list(_dict.keys(b))) and _same(_list(_dict.values(a)), _list(_dict.values(b)))
    if kind is _list:
        if _len(a) != _len(b):
            return False
        for index in _range(_len(a)):
            if not _same(a[index], b[index]):
                return False
        return True
    # Registries hold strings only; anything else the learner's code put there is a change.
    return kind is _str and _str.__eq__(a, b) is True


def _list_text(value):
    if _type(value) is not _list:
        return kind_of(value)  # noqa: F821 (the prelude puts kind_of in this namespace)
    return "[" + ", ".join('"' + item + '"' if _type(item) is _str else kind_of(item) for item in value) + "]"  # noqa: F821


def _changed(before, after):
    """What the learner's code changed, in words: the first tool whose lists differ."""
    for name, was in before.items():
        now = _dict.get(after, name) if _type(after) is _dict else None
        if _same(was, now):
            continue
        if _type(now) is not _dict:
            break
        field = "optional" if _same(was["required"], _dict.get(now, "required")) else "required"
        return f'registry["{name}"]["{field}"] was {_list_text(was[field])} and is now {_list_text(_dict.get(now, field))}'
    return "its list of tools"


def drive(parse_tool_calls, text, registry):
    before = _copy(registry)
    result = parse_tool_calls(text, registry)
    if not _same(before, registry):
        raise ShapeError(
            f"parse_tool_calls changed the registry it was given: {_changed(before, registry)}. "
            "Leave the registry as it is, since the same one serves every reply: build a new list "
            '(spec["required"] + spec["optional"]) instead of extending its own with += or extend.'
        )
    return result
