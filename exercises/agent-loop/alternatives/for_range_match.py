# Alternative: a for loop over the step numbers with for/else for the limit, match on finish_reason, and the model's message rebuilt as a dict.
import json
from dataclasses import dataclass, field


@dataclass
class AgentRun:
    question: str
    answer: str | None = None
    steps: int = 0
    tool_calls: list[dict] = field(default_factory=list)
    error: str | None = None


def as_dict(message):
    """The assistant message as plain data, with only the fields it came with."""
    out = {"role": "assistant", "content": message.content}
    if message.tool_calls is not None:
        out["tool_calls"] = [
            {"id": c.id, "type": "function", "function": {"name": c.function.name, "arguments": c.function.arguments}}
            for c in message.tool_calls
        ]
    return out


def run_agent(question, tools, function_map, system_prompt, client,
              model="gpt-4o-mini", max_steps=10, max_output_tokens=500):
    run = AgentRun(question)
    messages = [{"role": "system", "content": system_prompt}, {"role": "user", "content": question}]
    extra = {"tools": tools} if len(tools) > 0 else {}

    for step in range(1, max_steps + 1):
        run.steps = step
        try:
            response = client.chat.completions.create(
                model=model, messages=messages, max_completion_tokens=max_output_tokens, **extra
            )
        except Exception as exc:
            run.error = "API error: " + str(exc)
            break
        choice = response.choices[0]
        match choice.finish_reason:
            case "stop":
                run.answer = choice.message.content
                break
            case "length":
                run.error = "Max tokens reached mid-response"
                break
            case "tool_calls":
                messages.append(as_dict(choice.message))
                for call in choice.message.tool_calls or ():
                    run.tool_calls.append({"step": step, "name": call.function.name, "arguments": call.function.arguments})
                    messages.append({"role": "tool", "tool_call_id": call.id, "content": answer(call, function_map)})
            case other:
                run.error = "Unexpected finish_reason: " + str(other)
                break
    else:
        run.error = "Max steps (%d) reached" % max_steps
    return run


def answer(call, function_map):
    name = call.function.name
    if name not in function_map:
        return json.dumps({"error": "Tool '%s' not found. Available: %s" % (name, ", ".join(function_map.keys()))})
    try:
        args = json.loads(call.function.arguments)
    except json.JSONDecodeError:
        return json.dumps({"error": "Failed to call %s: arguments are not valid JSON" % name})
    if type(args) is not dict:
        return json.dumps({"error": "Failed to call %s: arguments must be a JSON object" % name})
    try:
        result = function_map[name](**args)
    except Exception as exc:
        return json.dumps({"error": "Failed to call %s: %s" % (name, exc)})
    if isinstance(result, str):
        return result
    return json.dumps(result)
