// Alternative: a counted for loop, defaults by destructuring, a switch on finish_reason, and the calls of one reply run at the same time (Promise.all), their tool messages added in the order listed.
import type { ChatCompletionMessageParam, ChatCompletionMessageToolCall, ChatCompletionTool } from 'openai/resources/chat/completions';

const failure = (name: string, why: string) => JSON.stringify({ error: `Failed to call ${name}: ${why}` });

export async function runAgent(
  question: string,
  tools: ChatCompletionTool[],
  functions: Record<string, AgentToolFunction>,
  systemPrompt: string,
  options: AgentOptions,
  client: AgentClient,
): Promise<AgentRun> {
  const { model = 'gpt-4o-mini', maxSteps = 10, maxOutputTokens = 500 } = options;
  const toolCalls: AgentToolCall[] = [];
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt },
    { role: 'user', content: question },
  ];
  const end = (steps: number, answer: string | null, error: string | null): AgentRun => ({ question, answer, steps, toolCalls, error });

  for (let step = 1; step <= maxSteps; step++) {
    let response;
    try {
      response = await client.chat.completions.create(
        tools.length === 0
          ? { model, messages, max_completion_tokens: maxOutputTokens }
          : { model, messages, tools, max_completion_tokens: maxOutputTokens },
      );
    } catch (error) {
      return end(step, null, `API error: ${error instanceof Error ? error.message : String(error)}`);
    }
    const { finish_reason, message } = response.choices[0]!;
    switch (finish_reason) {
      case 'stop':
        return end(step, message.content, null);
      case 'length':
        return end(step, null, 'Max tokens reached mid-response');
      case 'tool_calls': {
        const calls = (message.tool_calls ?? []).filter(
          (call): call is ChatCompletionMessageToolCall & { type: 'function' } => call.type === 'function',
        );
        for (const call of calls) toolCalls.push({ step, name: call.function.name, arguments: call.function.arguments });
        const contents = await Promise.all(calls.map((call) => answer(call.function.name, call.function.arguments, functions)));
        messages.push(message, ...calls.map((call, i) => ({ role: 'tool' as const, tool_call_id: call.id, content: contents[i]! })));
        break;
      }
      default:
        return end(step, null, `Unexpected finish_reason: ${finish_reason}`);
    }
  }
  return end(maxSteps, null, `Max steps (${maxSteps}) reached`);
}

async function answer(name: string, text: string, functions: Record<string, AgentToolFunction>): Promise<string> {
  if (!Object.keys(functions).includes(name)) {
    return JSON.stringify({ error: `Tool '${name}' not found. Available: ${Object.keys(functions).join(', ')}` });
  }
  let args: unknown;
  try {
    args = JSON.parse(text);
  } catch {
    return failure(name, 'arguments are not valid JSON');
  }
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return failure(name, 'arguments must be a JSON object');
  try {
    const result: unknown = await functions[name]!(args as Record<string, unknown>);
    if (result === undefined) return 'null';
    return typeof result === 'string' ? result : JSON.stringify(result);
  } catch (error) {
    return failure(name, error instanceof Error ? error.message : String(error));
  }
}
