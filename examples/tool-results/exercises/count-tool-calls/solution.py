def count_tool_calls(messages):
    counts = {}
    for message in messages:
        for call in message.get("tool_calls") or []:
            name = call["function"]["name"]
            counts[name] = counts.get(name, 0) + 1
    return counts
