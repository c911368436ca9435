# Mistake: counts only the first tool call of each message.
def count_tool_calls(messages):
    counts = {}
    for message in messages:
        calls = message.get("tool_calls") or []
        if calls:
            name = calls[0]["function"]["name"]
            counts[name] = counts.get(name, 0) + 1
    return counts
