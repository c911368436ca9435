// Mistake: counts only the first tool call of each message.
export function countToolCalls(messages: Message[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const message of messages) {
    const call = message.tool_calls?.[0];
    if (call) counts[call.function.name] = (counts[call.function.name] ?? 0) + 1;
  }
  return counts;
}
