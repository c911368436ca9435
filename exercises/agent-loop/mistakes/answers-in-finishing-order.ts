// Mistake: It runs the calls of a reply at the same time and adds each tool message when its tool finishes, so a slow tool's answer comes after a later call's.
import type { ChatCompletionMessageParam, ChatCompletionMessageToolCall, ChatCompletionTool } from 'openai/resources/chat/completions';

export async function runAgent(
  question: string,
  tools: ChatCompletionTool[],
  functions: Record<string, AgentToolFunction>,
  systemPrompt: string,
  options: AgentOptions,
  client: AgentClient,
): Promise<AgentRun> {
  // ?? and not ||: a limit of 0 is a limit.
  const model = options.model ?? 'gpt-4o-mini';
  const maxSteps = options.maxSteps ?? 10;
  const maxOutputTokens = options.maxOutputTokens ?? 500;

  const run: AgentRun = { question, answer: null, steps: 0, toolCalls: [], error: null };
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt },
    { role: 'user', content: question },
  ];

  while (run.steps < maxSteps) {
    run.steps += 1;

    let response;
    try {
      response = await client.chat.completions.create({
        model,
        messages,
        // The API refuses an empty list of tools: leave the key out instead.
        ...(tools.length > 0 ? { tools } : {}),
        max_completion_tokens: maxOutputTokens,
      });
    } catch (error) {
      run.error = `API error: ${error instanceof Error ? error.message : String(error)}`;
      return run;
    }

    const choice = response.choices[0]!;
    if (choice.finish_reason === 'stop') {
      run.answer = choice.message.content;
      return run;
    }
    if (choice.finish_reason === 'length') {
      // Cut off mid-reply: the text is unfinished and any tool call in it may be too.
      run.error = 'Max tokens reached mid-response';
      return run;
    }
    if (choice.finish_reason !== 'tool_calls') {
      run.error = `Unexpected finish_reason: ${choice.finish_reason}`;
      return run;
    }

    // The model's message first, then one answer per call, in order: the API checks both.
    messages.push(choice.message);
    await Promise.all(
      (choice.message.tool_calls ?? []).map(async (call) => {
        const content = await runToolCall(call, run, functions);
        messages.push({ role: 'tool', tool_call_id: call.id, content });
      }),
    );
  }

  run.error = `Max steps (${maxSteps}) reached`;
  return run;
}

/** Runs one call and gives the content of its tool message. Never throws: problems go back to the model. */
async function runToolCall(
  call: ChatCompletionMessageToolCall,
  run: AgentRun,
  functions: Record<string, AgentToolFunction>,
): Promise<string> {
  if (call.type !== 'function') return JSON.stringify({ error: 'Only function tools are supported' });
  const { name, arguments: text } = call.function;
  run.toolCalls.push({ step: run.steps, name, arguments: text });

  // Own keys only: "toString" is on every object, but it is no tool.
  if (!Object.hasOwn(functions, name)) {
    return JSON.stringify({ error: `Tool '${name}' not found. Available: ${Object.keys(functions).join(', ')}` });
  }
  let args: unknown;
  try {
    args = JSON.parse(text);
  } catch {
    return JSON.stringify({ error: `Failed to call ${name}: arguments are not valid JSON` });
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    return JSON.stringify({ error: `Failed to call ${name}: arguments must be a JSON object` });
  }
  try {
    const result = await functions[name]!(args as Record<string, unknown>);
    return typeof result === 'string' ? result : JSON.stringify(result ?? null);
  } catch (error) {
    return JSON.stringify({ error: `Failed to call ${name}: ${error instanceof Error ? error.message : String(error)}` });
  }
}
