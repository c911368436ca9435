// Alternative: a class holding the conversation, a Map built from Object.entries for the lookup, a while (true) loop that checks the limit first, and the request's optional key added afterwards.
import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessage,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';

class Conversation {
  readonly record: AgentRun;
  private readonly history: ChatCompletionMessageParam[];
  private readonly registry: Map<string, AgentToolFunction>;

  constructor(question: string, systemPrompt: string, functions: Record<string, AgentToolFunction>) {
    this.record = { question, answer: null, steps: 0, toolCalls: [], error: null };
    this.history = [
      { role: 'system', content: systemPrompt },
      { role: 'user', content: question },
    ];
    this.registry = new Map(Object.entries(functions));
  }

  request(model: string, tools: ChatCompletionTool[], maxOutputTokens: number): ChatCompletionCreateParamsNonStreaming {
    const params: ChatCompletionCreateParamsNonStreaming = { model, messages: this.history, max_completion_tokens: maxOutputTokens };
    if (tools.length > 0) params.tools = tools;
    return params;
  }

  async answerCalls(message: ChatCompletionMessage): Promise<void> {
    this.history.push(message);
    for (const call of message.tool_calls ?? []) {
      if (call.type !== 'function') continue;
      const { name, arguments: text } = call.function;
      this.record.toolCalls.push({ step: this.record.steps, name, arguments: text });
      this.history.push({ role: 'tool', tool_call_id: call.id, content: await this.run(name, text) });
    }
  }

  private async run(name: string, text: string): Promise<string> {
    const tool = this.registry.get(name);
    if (tool === undefined) {
      return JSON.stringify({ error: `Tool '${name}' not found. Available: ${[...this.registry.keys()].join(', ')}` });
    }
    const fail = (why: string) => JSON.stringify({ error: `Failed to call ${name}: ${why}` });
    let args: unknown;
    try {
      args = JSON.parse(text);
    } catch {
      return fail('arguments are not valid JSON');
    }
    if (Array.isArray(args) || !(args instanceof Object)) return fail('arguments must be a JSON object');
    try {
      const result = await tool(args as Record<string, unknown>);
      return typeof result === 'string' ? result : JSON.stringify(result === undefined ? null : result);
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
  }
}

export async function runAgent(
  question: string,
  tools: ChatCompletionTool[],
  functions: Record<string, AgentToolFunction>,
  systemPrompt: string,
  options: AgentOptions,
  client: AgentClient,
): Promise<AgentRun> {
  const conversation = new Conversation(question, systemPrompt, functions);
  const run = conversation.record;
  const limit = options.maxSteps ?? 10;
  while (true) {
    if (run.steps === limit) {
      run.error = `Max steps (${limit}) reached`;
      break;
    }
    run.steps++;
    const params = conversation.request(options.model ?? 'gpt-4o-mini', tools, options.maxOutputTokens ?? 500);
    const outcome = await client.chat.completions.create(params).then(
      (response) => ({ response }),
      (error: unknown) => ({ error }),
    );
    if ('error' in outcome) {
      const { error } = outcome;
      run.error = 'API error: ' + (error instanceof Error ? error.message : String(error));
      break;
    }
    const [choice] = outcome.response.choices;
    const reason = choice!.finish_reason;
    if (reason === 'tool_calls') {
      await conversation.answerCalls(choice!.message);
      continue;
    }
    if (reason === 'stop') run.answer = choice!.message.content;
    else run.error = reason === 'length' ? 'Max tokens reached mid-response' : `Unexpected finish_reason: ${reason}`;
    break;
  }
  return run;
}
