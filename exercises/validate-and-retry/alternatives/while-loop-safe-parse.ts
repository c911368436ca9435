// Alternative: a while loop that counts attempts up, safeParse in invoke (throwing result.error), a summary built with a for loop, and a history grown with concat.
import { z } from 'zod';

export function summarizeZodError(error: z.ZodError): string {
  let summary = '';
  for (const issue of error.issues) {
    const where = issue.path.map((part) => String(part)).join('.');
    const line = where === '' ? issue.message : `${where}: ${issue.message}`;
    summary = summary === '' ? line : `${summary}; ${line}`;
  }
  return summary;
}

export function defineTool<Args>(spec: {
  name: string;
  description: string;
  schema: z.ZodType<Args>;
  run: (args: Args) => string | Promise<string>;
}): Tool {
  const parameters = z.toJSONSchema(spec.schema);
  return {
    description: spec.description,
    name: spec.name,
    parameters,
    invoke: async (args: unknown) => {
      const checked = spec.schema.safeParse(args);
      if (!checked.success) throw checked.error;
      return spec.run(checked.data);
    },
  };
}

export async function callToolWithRetries(options: RetryOptions): Promise<RetryResult> {
  const { model, tool, maxAttempts } = options;
  let history: Message[] = options.messages.slice();
  let attempts = 0;
  let error = '';
  while (attempts < maxAttempts) {
    attempts += 1;
    const reply = await model.invoke(history, { tools: [tool] });
    const calls = reply.tool_calls ?? [];
    if (calls.length === 0) return { status: 'answered', attempts, text: reply.content };
    const first = calls[0]!;
    let result: string;
    try {
      result = await tool.invoke(first.arguments);
    } catch (caught) {
      if (!(caught instanceof z.ZodError)) throw caught;
      error = 'Invalid arguments: ' + summarizeZodError(caught);
      history = history.concat(
        [reply],
        calls.map((call, index): Message => ({
          role: 'tool',
          tool_call_id: call.id,
          content: index === 0 ? error : 'Skipped: only the first tool call is run.',
          status: 'error',
        })),
      );
      continue;
    }
    return { status: 'done', attempts, result };
  }
  return { status: 'failed', attempts, error };
}
