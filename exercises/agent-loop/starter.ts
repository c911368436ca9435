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

  // TODO: repeat, at most maxSteps times; catch API errors; handle "length".
  run.steps += 1;
  const response = await client.chat.completions.create({
    model: options.model ?? 'gpt-4o-mini',
    messages,
    tools,
    max_completion_tokens: options.maxOutputTokens ?? 500,
  });
  const choice = response.choices[0]!;

  // TODO: when the model asks for tools, run each one, answer each call with a
  // tool message, and ask the model again.
  run.answer = choice.message.content;
  return run;
}
