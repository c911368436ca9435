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

    # TODO: repeat, at most max_steps times; catch API errors; handle "length".
    run.steps += 1
    response = client.chat.completions.create(
        model=model,
        messages=messages,
        tools=tools,
        max_completion_tokens=max_output_tokens,
    )
    choice = response.choices[0]

    # TODO: when the model asks for tools, run each one, answer each call with a
    # tool message, and ask the model again.
    run.answer = choice.message.content
    return run
