# Mistake: the note gives the whole text's length, not how much was cut.
def truncate_result(text, limit):
    if len(text) <= limit:
        return text
    return f"{text[:limit]}\n[{len(text)} more characters]"
