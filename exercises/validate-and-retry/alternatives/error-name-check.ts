// Alternative: tells bad arguments apart with a helper and an index loop over the other calls, builds the path by hand, and keeps the attempt count in the loop header.
import { z } from 'zod';

function pathText(path: readonly PropertyKey[]): string {
  let text = '';
  for (let index = 0; index < path.length; index++) {
    if (index > 0) text += '.';
    text += String(path[index]);
  }
  return text;
}

export function summarizeZodError(error: z.ZodError): string {
  const parts: string[] = [];
  for (const issue of error.issues) {
    const path = pathText(issue.path);
    parts.push(path ? path + ': ' + issue.message : issue.message);
  }
  return parts.join('; ');
}

export function defineTool<Args>(spec: {
  name: string;
  description: string;
  schema: z.ZodType<Args>;
  run: (args: Args) => string | Promise<string>;
}): Tool {
  const tool: Tool = {
    name: spec.name,
    description: spec.description,
    parameters: z.toJSONSchema(spec.schema) as Record<string, unknown>,
    async invoke(args) {
      const parsed: Args = spec.schema.parse(args);
      const result = await spec.run(parsed);
      return result;
    },
  };
  return tool;
}

function isBadArguments(error: unknown): error is z.ZodError {
  return error instanceof z.ZodError;
}

export async function callToolWithRetries(options: RetryOptions): Promise<RetryResult> {
  const history: Message[] = [];
  for (const message of options.messages) history.push(message);
  let feedback = '';
  let attempt = 0;
  for (attempt = 1; attempt <= options.maxAttempts; attempt++) {
    const reply = await options.model.invoke(history, { tools: [options.tool] });
    const calls = reply.tool_calls;
    if (calls === undefined || calls.length === 0) {
      return { status: 'answered', attempts: attempt, text: reply.content };
    }
    try {
      const result = await options.tool.invoke(calls[0]!.arguments);
      return { status: 'done', attempts: attempt, result };
    } catch (error) {
      if (!isBadArguments(error)) throw error;
      feedback = 'Invalid arguments: ' + summarizeZodError(error);
      history.push(reply);
      history.push({ role: 'tool', tool_call_id: calls[0]!.id, content: feedback, status: 'error' });
      for (let index = 1; index < calls.length; index++) {
        history.push({
          role: 'tool',
          tool_call_id: calls[index]!.id,
          content: 'Skipped: only the first tool call is run.',
          status: 'error',
        });
      }
    }
  }
  return { status: 'failed', attempts: attempt - 1, error: feedback };
}
