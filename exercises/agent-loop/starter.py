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

    while run.steps < max_steps:
        run.steps += 1
        # Step 1, The first request: TODO send model, messages, tools and max_completion_tokens; on "stop", return the answer.
        # Step 8, API errors: TODO catch a failed request: set run.error to f"API error: {e}" and return run.
        # Step 7, Replies cut short: TODO on "length" or any reason but "tool_calls", set run.error and return run.
        # Step 2, Running a tool and answering the model: TODO append choice.message, then record, run and answer the call.
        # Step 3, Several tool calls in one reply: TODO do that for every call of the reply, in the order listed.
        # Step 4, A tool that does not exist: TODO answer a name that is not in function_map with the "not found" error.
        # Step 5, Arguments that are not JSON or do not fit: TODO answer bad JSON, a non-dict and a tool that raises with an error.

    # Step 6, The step limit: TODO the loop ran out of steps: set run.error to "Max steps (N) reached".
    return run


# Step 9, The worked example: TODO no new code; it passes once steps 1 to 3 do, and the lesson walks through it.
