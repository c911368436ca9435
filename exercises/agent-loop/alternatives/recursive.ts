// Alternative: recursion instead of a loop, the assistant message rebuilt field by field, hasOwnProperty.call for the lookup, and the record assembled at the end in another field order.
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';

type Ending = { steps: number; answer?: string | null; error?: string };

export async function runAgent(
  question: string,
  tools: ChatCompletionTool[],
  functions: Record<string, AgentToolFunction>,
  systemPrompt: string,
  options: AgentOptions,
  client: AgentClient,
): Promise<AgentRun> {
  const limit = options.maxSteps ?? 10;
  const calls: AgentToolCall[] = [];
  const base = { model: options.model ?? 'gpt-4o-mini', max_completion_tokens: options.maxOutputTokens ?? 500 };
  const withTools = tools.length ? { ...base, tools } : base;

  async function ask(history: ChatCompletionMessageParam[], done: number): Promise<Ending> {
    if (done >= limit) return { steps: done, error: `Max steps (${limit}) reached` };
    const step = done + 1;
    let reply;
    try {
      reply = await client.chat.completions.create({ ...withTools, messages: history });
    } catch (thrown) {
      const message = thrown instanceof Error ? thrown.message : `${thrown as string}`;
      return { steps: step, error: 'API error: ' + message };
    }
    const choice = reply.choices[0]!;
    if (choice.finish_reason === 'length') return { steps: step, error: 'Max tokens reached mid-response' };
    if (choice.finish_reason === 'stop') return { steps: step, answer: choice.message.content };
    if (choice.finish_reason !== 'tool_calls') return { steps: step, error: 'Unexpected finish_reason: ' + choice.finish_reason };

    const asked = choice.message.tool_calls;
    const next: ChatCompletionMessageParam[] = [
      ...history,
      asked === undefined
        ? { role: 'assistant', content: choice.message.content }
        : { role: 'assistant', content: choice.message.content, tool_calls: asked },
    ];
    for (const call of asked ?? []) {
      if (call.type !== 'function') continue;
      calls.push({ step, name: call.function.name, arguments: call.function.arguments });
      next.push({ role: 'tool', tool_call_id: call.id, content: await contentFor(call.function.name, call.function.arguments) });
    }
    return ask(next, step);
  }

  async function contentFor(tool: string, json: string): Promise<string> {
    const problem = (text: string) => JSON.stringify({ error: text });
    if (!Object.prototype.hasOwnProperty.call(functions, tool)) {
      return problem(`Tool '${tool}' not found. Available: ${Object.keys(functions).join(', ')}`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      return problem(`Failed to call ${tool}: arguments are not valid JSON`);
    }
    if (Object.prototype.toString.call(parsed) !== '[object Object]')
      return problem(`Failed to call ${tool}: arguments must be a JSON object`);
    let value: unknown;
    try {
      value = await functions[tool]!(parsed as Record<string, unknown>);
    } catch (thrown) {
      return problem(`Failed to call ${tool}: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
    }
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
  }

  const ending = await ask(
    [
      { role: 'system', content: systemPrompt },
      { role: 'user', content: question },
    ],
    0,
  );
  return { error: ending.error ?? null, toolCalls: calls, steps: ending.steps, answer: ending.answer ?? null, question };
}
