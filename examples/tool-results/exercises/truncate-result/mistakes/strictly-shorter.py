# Mistake: keeps only a text shorter than the limit, so one exactly at the limit gets a note.
def truncate_result(text, limit):
    if len(text) < limit:
        return text
    return f"{text[:limit]}\n[{len(text) - limit} more characters]"
