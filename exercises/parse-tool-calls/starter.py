import json
import re


def parse_tool_calls(text, registry):
    calls = []
    errors = []

    # TODO: find every <tool_call>...</tool_call> block in `text`, in order (the lesson's "Finding the blocks" shows how).
    # TODO: run the four checks on each block, stopping at the first that fails.

    return calls, errors
