export function countToolCalls(messages: Message[]): Record<string, number> {
  const counts: Record<string, number> = {};
  // Go through the messages and their tool_calls.
  return counts;
}
