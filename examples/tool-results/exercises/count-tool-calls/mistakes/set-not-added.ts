// Mistake: marks a tool as called instead of adding one to its count.
export function countToolCalls(messages: Message[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const message of messages) {
    for (const call of message.tool_calls ?? []) counts[call.function.name] = 1;
  }
  return counts;
}
