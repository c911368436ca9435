/**
 * A tool call the model asked for, as chat APIs send it. `arguments` is whatever
 * the model wrote (parsed from JSON), not yet checked.
 */
type ChatToolCall = { id: string; name: string; arguments: unknown };

type SystemMessage = { role: 'system'; content: string };
type UserMessage = { role: 'user'; content: string };
/** The model's reply: some text, and maybe tool calls (the key can be missing, or the list empty). */
type AssistantMessage = { role: 'assistant'; content: string; tool_calls?: ChatToolCall[] };
/** The answer to one tool call, linked to it by `tool_call_id`. `status: 'error'` marks a call that failed. */
type ToolMessage = { role: 'tool'; tool_call_id: string; content: string; status?: 'success' | 'error' };
type Message = SystemMessage | UserMessage | AssistantMessage | ToolMessage;

/** What the model is shown about a tool: its name, what it does, and a JSON schema of its arguments. */
type ToolDefinition = { name: string; description: string; parameters: Record<string, unknown> };

/** A tool that checks its arguments before it runs. */
interface Tool extends ToolDefinition {
  /** Validates `args` (a ZodError escapes when they are wrong), then runs the tool and returns its result. */
  invoke(args: unknown): Promise<string>;
}

/** A chat model that can call tools. In the tests it is scripted: each call returns the next reply. */
interface ChatModel {
  invoke(messages: Message[], options: { tools: ToolDefinition[] }): Promise<AssistantMessage>;
}

type RetryOptions = {
  model: ChatModel;
  tool: Tool;
  /** The conversation so far, usually a user's request. */
  messages: Message[];
  /** How many times the model may be asked, at most (1 or more). */
  maxAttempts: number;
};

/** How the loop ended. `attempts` is how many times the model was asked. */
type RetryResult =
  /** The tool ran; `result` is what it returned. */
  | { status: 'done'; attempts: number; result: string }
  /** The model replied without calling the tool; `text` is its reply. */
  | { status: 'answered'; attempts: number; text: string }
  /** Every attempt had invalid arguments; `error` is the last tool message sent back. */
  | { status: 'failed'; attempts: number; error: string };
