// Alternative: turns each invoke into a settled outcome with then/catch instead of try, copies each message, counts attempts down, and passes a fresh copy of the history to the model each time.
import { z } from 'zod';

export function summarizeZodError(error: z.ZodError): string {
  return error.issues.map(({ path, message }) => [path.map(String).join('.'), message].filter((part) => part !== '').join(': ')).join('; ');
}

export function defineTool<Args>(spec: {
  name: string;
  description: string;
  schema: z.ZodType<Args>;
  run: (args: Args) => string | Promise<string>;
}): Tool {
  return {
    ...{ name: spec.name, description: spec.description },
    parameters: z.toJSONSchema(spec.schema),
    invoke: (args: unknown) => new Promise<Args>((resolve) => resolve(spec.schema.parse(args))).then(spec.run),
  };
}

type Outcome = { kind: 'result'; value: string } | { kind: 'invalid'; error: z.ZodError };

export async function callToolWithRetries({ model, tool, messages, maxAttempts }: RetryOptions): Promise<RetryResult> {
  const conversation: Message[] = messages.map((message) => ({ ...message }));
  let lastError = '';
  for (let left = maxAttempts; left > 0; left--) {
    const attempts = maxAttempts - left + 1;
    const reply = await model.invoke([...conversation], { tools: [tool] });
    const toolCalls = reply.tool_calls || [];
    if (!toolCalls.length) return { status: 'answered', attempts, text: reply.content };
    const outcome: Outcome = await tool.invoke(toolCalls[0]!.arguments).then(
      (value): Outcome => ({ kind: 'result', value }),
      (error: unknown): Outcome => {
        if (error instanceof z.ZodError) return { kind: 'invalid', error };
        throw error;
      },
    );
    if (outcome.kind === 'result') return { status: 'done', attempts, result: outcome.value };
    lastError = `Invalid arguments: ${summarizeZodError(outcome.error)}`;
    conversation.push(reply);
    toolCalls.forEach((call, index) =>
      conversation.push({
        role: 'tool',
        tool_call_id: call.id,
        content: index === 0 ? lastError : 'Skipped: only the first tool call is run.',
        status: 'error',
      }),
    );
  }
  return { status: 'failed', attempts: maxAttempts, error: lastError };
}
