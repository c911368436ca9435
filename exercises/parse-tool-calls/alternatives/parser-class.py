# Alternative: a small class holds the registry and the two result lists; each check is a method that appends the error and returns False, and the checks are chained with `and`.
import json
import re


class _Parser:
    def __init__(self, registry):
        self.registry = registry
        self.calls = []
        self.errors = []

    def fail(self, message):
        self.errors.append(message)
        return False

    def well_formed(self, index, data):
        if isinstance(data, dict) and isinstance(data.get("name"), str) and isinstance(data.get("arguments"), dict):
            return True
        return self.fail("bad json: " + str(index))

    def known(self, name):
        return name in self.registry or self.fail("unknown tool: " + name)

    def complete(self, name, args):
        gaps = [arg for arg in self.registry[name]["required"] if arg not in args]
        return not gaps or self.fail("missing argument: " + name + "." + gaps[0])

    def nothing_extra(self, name, args):
        spec = self.registry[name]
        extras = [arg for arg in args if arg not in spec["required"] and arg not in spec["optional"]]
        return not extras or self.fail("unexpected argument: " + name + "." + extras[0])

    def block(self, index, content):
        try:
            data = json.loads(content)
        except ValueError:
            data = None
        if not self.well_formed(index, data):
            return
        name, args = data["name"], data["arguments"]
        if self.known(name) and self.complete(name, args) and self.nothing_extra(name, args):
            self.calls.append((name, args))


def parse_tool_calls(text, registry):
    parser = _Parser(registry)
    for index, content in enumerate(re.findall("<tool_call>(.*?)</tool_call>", text, flags=re.DOTALL)):
        parser.block(index, content)
    return parser.calls, parser.errors
