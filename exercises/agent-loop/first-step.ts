import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';

// AgentClient, AgentToolFunction, AgentOptions, AgentToolCall and AgentRun are
// declared for you: hover over them to see their types.

export async function runAgent(
  question: string,
  tools: ChatCompletionTool[],
  functions: Record<string, AgentToolFunction>,
  systemPrompt: string,
  options: AgentOptions,
  client: AgentClient,
): Promise<AgentRun> {
  const run: AgentRun = { question, answer: null, steps: 0, toolCalls: [], error: null };
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt },
    { role: 'user', content: question },
  ];

  const maxSteps = 10; // Step 6 reads this from the options.
  while (run.steps < maxSteps) {
    run.steps += 1;
    // Step 1, The first request: TODO send model, messages, tools and max_completion_tokens; on 'stop', set run.answer and return run.
    const response = await client.chat.completions.create({
      model: options.model ?? 'gpt-4o-mini',
      messages,
      ...(tools.length > 0 ? { tools } : {}),
      max_completion_tokens: options.maxOutputTokens ?? 500,
    });
    const choice = response.choices[0]!;
    if (choice.finish_reason === 'stop') {
      run.answer = choice.message.content;
      return run;
    }
    // Step 8, API errors: TODO catch a failed request: set run.error to "API error: " and the error's message, and return run.
    // Step 7, Replies cut short: TODO on 'length' or any reason but 'tool_calls', set run.error and return run.
    // Step 2, Running a tool and answering the model: TODO push choice.message, then record, run and answer the call with a tool message.
    // Step 3, Several tool calls in one reply: TODO do that for every call of the reply, in the order listed.
    // Step 4, A tool that does not exist: TODO answer a name that is not in functions with the "not found" error.
    // Step 5, Arguments that are not JSON or do not fit: TODO answer bad JSON, non-objects and a tool that throws with an error.
  }

  // Step 6, The step limit: TODO take maxSteps from options.maxSteps (10 by default); here, set run.error to "Max steps (N) reached".
  return run;
}

// Step 9, The worked example: TODO no new code; it passes once steps 1 to 3 do, and the lesson walks through it.
