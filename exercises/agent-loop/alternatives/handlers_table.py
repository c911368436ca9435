# Alternative: a table from finish_reason to a handler, the calls answered in two passes (record all, then run each in order), and the defaults read from a dict.
import json
from dataclasses import dataclass, field

DEFAULTS = {"model": "gpt-4o-mini", "max_steps": 10, "max_output_tokens": 500}


@dataclass
class AgentRun:
    question: str
    answer: str | None = None
    steps: int = 0
    tool_calls: list[dict] = field(default_factory=list)
    error: str | None = None


def tool_content(function_map, name, raw):
    if name not in function_map:
        return json.dumps({"error": f"Tool '{name}' not found. Available: " + ", ".join(name for name in function_map)})
    try:
        parsed = json.loads(raw)
    except json.JSONDecodeError:
        parsed = json
    if parsed is json:
        return json.dumps({"error": f"Failed to call {name}: arguments are not valid JSON"})
    if not isinstance(parsed, dict):
        return json.dumps({"error": f"Failed to call {name}: arguments must be a JSON object"})
    try:
        out = function_map[name](**parsed)
    except Exception as err:  # every error goes back to the model
        return json.dumps({"error": f"Failed to call {name}: {err!s}"})
    if isinstance(out, str):
        return out
    return json.dumps(out)


def run_agent(question, tools, function_map, system_prompt, client,
              model=DEFAULTS["model"], max_steps=DEFAULTS["max_steps"], max_output_tokens=DEFAULTS["max_output_tokens"]):
    run = AgentRun(question=question, answer=None, steps=0, tool_calls=[], error=None)
    messages = [{"role": "system", "content": system_prompt}]
    messages.append({"role": "user", "content": question})

    def on_stop(choice):
        run.answer = choice.message.content
        return True

    def on_length(choice):
        run.error = "Max tokens reached mid-response"
        return True

    def on_tool_calls(choice):
        calls = list(choice.message.tool_calls or [])
        for call in calls:
            run.tool_calls.append({"step": run.steps, "name": call.function.name, "arguments": call.function.arguments})
        messages.append(choice.message)
        for call in calls:
            messages.append({"role": "tool", "tool_call_id": call.id,
                             "content": tool_content(function_map, call.function.name, call.function.arguments)})
        return False

    handlers = {"stop": on_stop, "length": on_length, "tool_calls": on_tool_calls}

    while run.steps < max_steps:
        run.steps = run.steps + 1
        request = {"model": model, "messages": messages}
        if len(tools):
            request["tools"] = tools
        request["max_completion_tokens"] = max_output_tokens
        try:
            response = client.chat.completions.create(**request)
        except Exception as err:
            run.error = "API error: %s" % err
            return run
        choice = response.choices[0]
        handler = handlers.get(choice.finish_reason)
        if handler is None:
            run.error = f"Unexpected finish_reason: {choice.finish_reason}"
            return run
        if handler(choice):
            return run
    run.error = f"Max steps ({max_steps}) reached"
    return run
