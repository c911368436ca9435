// Registry, ToolSpec and ToolCall are declared for you: hover over them to see their types.

export function parseToolCalls(text: string, registry: Registry): [calls: ToolCall[], errors: string[]] {
  const calls: ToolCall[] = [];
  const errors: string[] = [];

  // TODO: find every <tool_call>...</tool_call> block in `text`, in order (the lesson's "Finding the blocks" shows how).
  // TODO: run the four checks on each block, stopping at the first that fails.

  return [calls, errors];
}
