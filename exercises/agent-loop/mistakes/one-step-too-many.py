# Mistake: it loops while steps <= max_steps, so it makes one request more than the limit.
import json
from dataclasses import dataclass, field


@dataclass
class AgentRun:
    question: str
    answer: str | None = None
    steps: int = 0
    tool_calls: list[dict] = field(default_factory=list)
    error: str | None = None


def run_agent(question, tools, function_map, system_prompt, client,
              model="gpt-4o-mini", max_steps=10, max_output_tokens=500):
    run = AgentRun(question=question)
    messages = [
        {"role": "system", "content": system_prompt},
        {"role": "user", "content": question},
    ]

    while run.steps <= max_steps:
        run.steps += 1

        request = {"model": model, "messages": messages, "max_completion_tokens": max_output_tokens}
        # The API refuses an empty list of tools: leave the key out instead.
        if tools:
            request["tools"] = tools
        try:
            response = client.chat.completions.create(**request)
        except Exception as e:
            run.error = f"API error: {e}"
            return run

        choice = response.choices[0]
        if choice.finish_reason == "stop":
            run.answer = choice.message.content
            return run
        if choice.finish_reason == "length":
            # Cut off mid-reply: the text is unfinished and any tool call in it may be too.
            run.error = "Max tokens reached mid-response"
            return run
        if choice.finish_reason != "tool_calls":
            run.error = f"Unexpected finish_reason: {choice.finish_reason}"
            return run

        # The model's message first, then one answer per call, in order: the API checks both.
        messages.append(choice.message)
        for call in choice.message.tool_calls or []:
            content = run_tool_call(call, run, function_map)
            messages.append({"role": "tool", "tool_call_id": call.id, "content": content})

    run.error = f"Max steps ({max_steps}) reached"
    return run


def run_tool_call(call, run, function_map):
    """Runs one call and gives the content of its tool message. Never raises: problems go back to the model."""
    name = call.function.name
    text = call.function.arguments
    run.tool_calls.append({"step": run.steps, "name": name, "arguments": text})

    if name not in function_map:
        available = ", ".join(function_map)
        return json.dumps({"error": f"Tool '{name}' not found. Available: {available}"})
    try:
        args = json.loads(text)
    except ValueError:
        return json.dumps({"error": f"Failed to call {name}: arguments are not valid JSON"})
    if not isinstance(args, dict):
        return json.dumps({"error": f"Failed to call {name}: arguments must be a JSON object"})
    try:
        result = function_map[name](**args)
    except Exception as e:
        return json.dumps({"error": f"Failed to call {name}: {e}"})
    return result if isinstance(result, str) else json.dumps(result)
