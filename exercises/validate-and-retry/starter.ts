import { z } from 'zod';

// Message, ChatToolCall, Tool, ChatModel, RetryOptions and RetryResult are declared
// for you: hover over them to see their types.

export function summarizeZodError(error: z.ZodError): string {
  // TODO: one "path: message" per issue in error.issues, joined with "; ".
  return '';
}

export function defineTool<Args>(spec: {
  name: string;
  description: string;
  schema: z.ZodType<Args>;
  run: (args: Args) => string | Promise<string>;
}): Tool {
  return {
    name: spec.name,
    description: spec.description,
    parameters: {}, // TODO: the JSON schema of spec.schema, so the model sees the descriptions
    async invoke(args: unknown): Promise<string> {
      // TODO: check args against spec.schema before the tool runs
      return await spec.run(args as Args);
    },
  };
}

export async function callToolWithRetries({ model, tool, messages, maxAttempts }: RetryOptions): Promise<RetryResult> {
  const history: Message[] = [...messages];

  const reply = await model.invoke(history, { tools: [tool] });
  const call = reply.tool_calls?.[0];
  if (call === undefined) return { status: 'answered', attempts: 1, text: reply.content };

  // TODO: when the arguments are invalid, tell the model what was wrong and ask
  // again, at most maxAttempts times in all.
  return { status: 'done', attempts: 1, result: await tool.invoke(call.arguments) };
}
