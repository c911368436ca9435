import { z } from 'zod';

// Message, ChatToolCall, Tool, ChatModel, RetryOptions and RetryResult are declared
// for you: hover over them to see their types.

export function summarizeZodError(error: z.ZodError): string {
  // Step 1, Summarizing a ZodError: TODO one "path: message" per issue in error.issues, joined with "; ".
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
    // Step 2, A validated tool: TODO show the model the JSON schema of spec.schema; invoke checks args with it before the tool runs.
    parameters: {},
    async invoke(args: unknown): Promise<string> {
      return await spec.run(args as Args);
    },
  };
}

export async function callToolWithRetries({ model, tool, messages, maxAttempts }: RetryOptions): Promise<RetryResult> {
  const history: Message[] = [...messages];

  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const reply = await model.invoke(history, { tools: [tool] });
    const call = reply.tool_calls?.[0];
    if (call === undefined) return { status: 'answered', attempts: attempt, text: reply.content };

    // Step 3, Feeding the error back: TODO catch the ZodError here and push the reply, then an "Invalid arguments: ..." tool message.
    // Step 5, Tool bugs escape: TODO in that catch, rethrow as it is every error that is not a z.ZodError.
    // Step 6, Edge cases: TODO answer each other call in the reply with a "Skipped: only the first tool call is run." tool message.
    return { status: 'done', attempts: attempt, result: await tool.invoke(call.arguments) };
  }

  // Step 4, Stopping at the limit: TODO every attempt was invalid: say how many there were, and the last error you sent.
  return { status: 'failed', attempts: 0, error: '' };
}

// Step 7, The worked example: TODO no new code; it passes once steps 1 to 3 do, and the lesson walks through it.
