def truncate_result(text, limit):
    if len(text) <= limit:
        return text
    return f"{text[:limit]}\n[{len(text) - limit} more characters]"
