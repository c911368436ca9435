// Alternative: one function per step of the loop (ask, judge the reply, answer a call), a parse helper that returns a tagged result, and index loops over the calls.
import type { ChatCompletion, ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';

type Parsed = { ok: true; args: Record<string, unknown> } | { ok: false; why: string };

function parseArguments(text: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, why: 'arguments are not valid JSON' };
  }
  const isRecord = typeof value === 'object' && value !== null && !Array.isArray(value);
  return isRecord ? { ok: true, args: value as Record<string, unknown> } : { ok: false, why: 'arguments must be a JSON object' };
}

function asContent(result: unknown): string {
  if (typeof result === 'string') return result;
  return JSON.stringify(result ?? null);
}

function messageOf(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}

async function callTool(name: string, text: string, functions: Record<string, AgentToolFunction>): Promise<string> {
  if (!Object.hasOwn(functions, name)) {
    const names = Object.keys(functions);
    return JSON.stringify({ error: "Tool '" + name + "' not found. Available: " + names.join(', ') });
  }
  const parsed = parseArguments(text);
  if (!parsed.ok) return JSON.stringify({ error: `Failed to call ${name}: ${parsed.why}` });
  try {
    return asContent(await functions[name]!(parsed.args));
  } catch (thrown) {
    return JSON.stringify({ error: `Failed to call ${name}: ${messageOf(thrown)}` });
  }
}

type Verdict = { done: true; answer: string | null; error: string | null } | { done: false };

function judge(choice: ChatCompletion.Choice): Verdict {
  if (choice.finish_reason === 'tool_calls') return { done: false };
  if (choice.finish_reason === 'stop') return { done: true, answer: choice.message.content, error: null };
  if (choice.finish_reason === 'length') return { done: true, answer: null, error: 'Max tokens reached mid-response' };
  return { done: true, answer: null, error: `Unexpected finish_reason: ${String(choice.finish_reason)}` };
}

export async function runAgent(
  question: string,
  tools: ChatCompletionTool[],
  functions: Record<string, AgentToolFunction>,
  systemPrompt: string,
  options: AgentOptions,
  client: AgentClient,
): Promise<AgentRun> {
  const settings = { model: 'gpt-4o-mini', maxSteps: 10, maxOutputTokens: 500 };
  if (options.model !== undefined) settings.model = options.model;
  if (options.maxSteps !== undefined) settings.maxSteps = options.maxSteps;
  if (options.maxOutputTokens !== undefined) settings.maxOutputTokens = options.maxOutputTokens;

  const run: AgentRun = { question, answer: null, steps: 0, toolCalls: [], error: null };
  const messages: ChatCompletionMessageParam[] = [];
  messages.push({ role: 'system', content: systemPrompt });
  messages.push({ role: 'user', content: question });

  const ask = () =>
    client.chat.completions.create({
      model: settings.model,
      messages,
      max_completion_tokens: settings.maxOutputTokens,
      ...(tools.length ? { tools } : {}),
    });

  while (run.steps < settings.maxSteps) {
    run.steps = run.steps + 1;
    let completion: ChatCompletion;
    try {
      completion = await ask();
    } catch (thrown) {
      run.error = 'API error: ' + messageOf(thrown);
      return run;
    }
    const choice = completion.choices[0]!;
    const verdict = judge(choice);
    if (verdict.done) {
      run.answer = verdict.answer;
      run.error = verdict.error;
      return run;
    }
    messages.push(choice.message);
    const calls = choice.message.tool_calls ?? [];
    for (let i = 0; i < calls.length; i++) {
      const call = calls[i]!;
      if (call.type !== 'function') continue;
      run.toolCalls.push({ step: run.steps, name: call.function.name, arguments: call.function.arguments });
      const content = await callTool(call.function.name, call.function.arguments, functions);
      messages.push({ role: 'tool', tool_call_id: call.id, content });
    }
  }
  run.error = 'Max steps (' + settings.maxSteps + ') reached';
  return run;
}
