// Alternative: the loop is a recursive function of the attempt number; tool messages list their fields in another order; the summary is a reduce.
import { z } from 'zod';

const SKIPPED = 'Skipped: only the first tool call is run.';

export function summarizeZodError(error: z.ZodError): string {
  return error.issues.reduce((text, { path, message }) => {
    const entry = path.length > 0 ? `${path.join('.')}: ${message}` : message;
    return text.length > 0 ? `${text}; ${entry}` : entry;
  }, '');
}

export function defineTool<Args>(spec: {
  name: string;
  description: string;
  schema: z.ZodType<Args>;
  run: (args: Args) => string | Promise<string>;
}): Tool {
  const { name, description, schema, run } = spec;
  return {
    name,
    description,
    parameters: z.toJSONSchema(schema),
    invoke(args: unknown): Promise<string> {
      return schema.parseAsync(args).then((valid) => run(valid));
    },
  };
}

export async function callToolWithRetries({ model, tool, messages, maxAttempts }: RetryOptions): Promise<RetryResult> {
  const attempt = async (n: number, history: Message[], lastError: string): Promise<RetryResult> => {
    if (n > maxAttempts) return { status: 'failed', attempts: maxAttempts, error: lastError };
    const reply = await model.invoke(history, { tools: [tool] });
    if (!reply.tool_calls || reply.tool_calls.length === 0) return { status: 'answered', attempts: n, text: reply.content };
    const [call, ...rest] = reply.tool_calls;
    let outcome: { ok: true; result: string } | { ok: false; error: z.ZodError };
    try {
      outcome = { ok: true, result: await tool.invoke(call!.arguments) };
    } catch (error) {
      if (error instanceof z.ZodError) outcome = { ok: false, error };
      else throw error;
    }
    if (outcome.ok) return { status: 'done', attempts: n, result: outcome.result };
    const message = `Invalid arguments: ${summarizeZodError(outcome.error)}`;
    const answers: Message[] = [
      { status: 'error', content: message, tool_call_id: call!.id, role: 'tool' },
      ...rest.map((other): Message => ({ status: 'error', content: SKIPPED, tool_call_id: other.id, role: 'tool' })),
    ];
    return attempt(n + 1, [...history, reply, ...answers], message);
  };
  return attempt(1, Array.from(messages), '');
}
