import json
import re


def parse_tool_calls(text, registry):
    calls = []
    errors = []

    # Step 1, Finding the blocks: TODO fill `blocks` with the content of every <tool_call>...</tool_call> block, in order.
    blocks = []

    # Every block has a number, from 0, and gives either one call or one error.
    for index, content in enumerate(blocks):
        # Step 1, Finding the blocks (the call): TODO in one try/except, json.loads `content` and append (name, arguments); the except appends f"bad json: {index}".
        # Step 2, Check 1: valid JSON: TODO unless the JSON is a dict with a str "name" and a dict "arguments", append f"bad json: {index}" instead.
        # Step 3, Check 2: known tool: TODO if `name` is not in the registry, append f"unknown tool: {name}" instead.
        # Step 4, Check 3: required arguments: TODO for the first required `arg` the call lacks, append f"missing argument: {name}.{arg}" instead.
        # Step 5, Check 4: no unexpected arguments: TODO for the first `arg` neither required nor optional, append f"unexpected argument: {name}.{arg}" instead.
        pass

    # Step 6, The five-block example: TODO nothing new to write; it passes once checks 1 to 4 do.
    return calls, errors
