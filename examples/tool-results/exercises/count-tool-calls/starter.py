def count_tool_calls(messages):
    counts = {}
    # Go through the messages and their tool_calls.
    return counts
