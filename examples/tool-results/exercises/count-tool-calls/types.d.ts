/** One tool call of an assistant message, as the Chat Completions API sends it. */
interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** A message of the conversation: only assistant messages carry tool_calls. */
interface Message {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: ToolCall[] | null;
  tool_call_id?: string;
}
