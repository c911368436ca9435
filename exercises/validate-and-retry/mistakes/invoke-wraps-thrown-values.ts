// Mistake: invoke wraps anything the tool throws that is not an Error in a new Error, instead of letting it out unchanged.
import { z } from 'zod';

/**
 * One `path: message` per issue, in the order zod reports them (the schema's
 * field order), joined with "; ". Nested paths are joined with dots:
 * `attendees.0.email`. An issue about the whole value has no path: just its message.
 */
export function summarizeZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      if (issue.path.length === 0) return issue.message;
      return `${issue.path.map(String).join('.')}: ${issue.message}`;
    })
    .join('; ');
}

/** A tool whose schema the model can read (descriptions included) and which checks every call against it. */
export function defineTool<Args>(spec: {
  name: string;
  description: string;
  schema: z.ZodType<Args>;
  run: (args: Args) => string | Promise<string>;
}): Tool {
  return {
    name: spec.name,
    description: spec.description,
    parameters: z.toJSONSchema(spec.schema),
    async invoke(args: unknown): Promise<string> {
      // Throws a ZodError when the arguments are wrong; the tool never runs on bad input.
      const valid = spec.schema.parse(args);
      // The parsed value, not `args`: it is typed, and keys the schema does not know are gone.
      try {
        return await spec.run(valid);
      } catch (error) {
        throw error instanceof Error ? error : new Error(String(error));
      }
    },
  };
}

const SKIPPED = 'Skipped: only the first tool call is run.';

export async function callToolWithRetries({ model, tool, messages, maxAttempts }: RetryOptions): Promise<RetryResult> {
  const history: Message[] = [...messages];
  let lastError = '';

  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const reply = await model.invoke(history, { tools: [tool] });
    const [call, ...others] = reply.tool_calls ?? [];
    if (call === undefined) return { status: 'answered', attempts: attempt, text: reply.content };

    try {
      return { status: 'done', attempts: attempt, result: await tool.invoke(call.arguments) };
    } catch (error) {
      // Only bad arguments are the model's to fix. Anything else is a bug in the tool: let it escape.
      if (!(error instanceof z.ZodError)) throw error;
      lastError = `Invalid arguments: ${summarizeZodError(error)}`;
      history.push(reply, { role: 'tool', tool_call_id: call.id, content: lastError, status: 'error' });
      // Chat APIs want an answer to every call of a reply, so the others are told they were not run.
      for (const other of others) {
        history.push({ role: 'tool', tool_call_id: other.id, content: SKIPPED, status: 'error' });
      }
    }
  }

  return { status: 'failed', attempts: maxAttempts, error: lastError };
}
