# Alternative: recursion instead of a loop, function_map.get for the lookup, compact JSON (separators), and the record built once at the end.
import json
from dataclasses import dataclass, field


@dataclass
class AgentRun:
    question: str
    answer: str | None = None
    steps: int = 0
    tool_calls: list[dict] = field(default_factory=list)
    error: str | None = None


def _error(text):
    return json.dumps({"error": text}, separators=(",", ":"))


def _content(name, text, function_map):
    fn = function_map.get(name)
    if fn is None:
        return _error(f"Tool '{name}' not found. Available: {', '.join(list(function_map))}")
    try:
        args = json.loads(text)
    except ValueError:
        return _error(f"Failed to call {name}: arguments are not valid JSON")
    if not isinstance(args, dict):
        return _error(f"Failed to call {name}: arguments must be a JSON object")
    try:
        value = fn(**args)
    except Exception as problem:
        return _error(f"Failed to call {name}: {problem}")
    return value if type(value) is str else json.dumps(value, separators=(",", ":"))


def run_agent(question, tools, function_map, system_prompt, client,
              model="gpt-4o-mini", max_steps=10, max_output_tokens=500):
    calls = []

    def ask(messages, done):
        if done == max_steps:
            return done, None, f"Max steps ({max_steps}) reached"
        step = done + 1
        kwargs = dict(model=model, messages=messages, max_completion_tokens=max_output_tokens)
        if tools:
            kwargs["tools"] = tools
        try:
            reply = client.chat.completions.create(**kwargs)
        except Exception as problem:
            return step, None, f"API error: {problem}"
        choice = reply.choices[0]
        reason = choice.finish_reason
        if reason == "tool_calls":
            following = messages + [choice.message]
            for call in choice.message.tool_calls or []:
                calls.append({"step": step, "name": call.function.name, "arguments": call.function.arguments})
                content = _content(call.function.name, call.function.arguments, function_map)
                following.append({"role": "tool", "tool_call_id": call.id, "content": content})
            return ask(following, step)
        if reason == "stop":
            return step, choice.message.content, None
        if reason == "length":
            return step, None, "Max tokens reached mid-response"
        return step, None, f"Unexpected finish_reason: {reason}"

    start = [{"role": "system", "content": system_prompt}, {"role": "user", "content": question}]
    steps, answer, error = ask(start, 0)
    return AgentRun(question=question, answer=answer, steps=steps, tool_calls=calls, error=error)
