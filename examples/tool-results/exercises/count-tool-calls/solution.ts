export function countToolCalls(messages: Message[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const message of messages) {
    for (const call of message.tool_calls ?? []) {
      const name = call.function.name;
      counts[name] = (counts[name] ?? 0) + 1;
    }
  }
  return counts;
}
