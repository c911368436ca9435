def truncate_result(text, limit):
    return text
