# Alternative: a class that holds the conversation, a while True loop that checks the limit first, the request built with dict unpacking, and ensure_ascii=False JSON.
import json
from dataclasses import dataclass, field


@dataclass
class AgentRun:
    question: str
    answer: str | None = None
    steps: int = 0
    tool_calls: list[dict] = field(default_factory=list)
    error: str | None = None


class Agent:
    def __init__(self, client, tools, function_map, model, max_output_tokens):
        self.client = client
        self.function_map = function_map
        self.params = {"model": model, "max_completion_tokens": max_output_tokens, **({"tools": tools} if tools else {})}

    def ask(self, messages):
        return self.client.chat.completions.create(messages=messages, **self.params)

    def tool_message(self, call):
        return {"role": "tool", "tool_call_id": call.id, "content": self.result_of(call.function.name, call.function.arguments)}

    def result_of(self, name, arguments):
        def failed(why):
            return json.dumps({"error": "Failed to call {}: {}".format(name, why)}, ensure_ascii=False)

        if name not in self.function_map.keys():
            names = ", ".join(self.function_map)
            return json.dumps({"error": "Tool '{}' not found. Available: {}".format(name, names)}, ensure_ascii=False)
        try:
            args = json.loads(arguments)
        except json.JSONDecodeError:
            return failed("arguments are not valid JSON")
        if not isinstance(args, dict):
            return failed("arguments must be a JSON object")
        try:
            result = self.function_map[name](**args)
        except Exception as e:
            return failed(e)
        return result if isinstance(result, str) else json.dumps(result, ensure_ascii=False)


def run_agent(question, tools, function_map, system_prompt, client,
              model="gpt-4o-mini", max_steps=10, max_output_tokens=500):
    agent = Agent(client, tools, function_map, model, max_output_tokens)
    run = AgentRun(question=question)
    messages = [dict(role="system", content=system_prompt), dict(role="user", content=question)]
    while True:
        if run.steps >= max_steps:
            run.error = "Max steps ({}) reached".format(max_steps)
            return run
        run.steps += 1
        try:
            response = agent.ask(messages)
        except Exception as e:
            run.error = "API error: {}".format(e)
            return run
        choice = response.choices[0]
        if choice.finish_reason != "tool_calls":
            if choice.finish_reason == "stop":
                run.answer = choice.message.content
            elif choice.finish_reason == "length":
                run.error = "Max tokens reached mid-response"
            else:
                run.error = "Unexpected finish_reason: {}".format(choice.finish_reason)
            return run
        messages.append(choice.message)
        calls = choice.message.tool_calls if choice.message.tool_calls is not None else []
        run.tool_calls.extend({"step": run.steps, "name": c.function.name, "arguments": c.function.arguments} for c in calls)
        messages.extend(agent.tool_message(c) for c in calls)
