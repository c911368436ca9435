// Mistake: skips a missing tool_calls but not a null one.
export function countToolCalls(messages: Message[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const message of messages) {
    if (message.tool_calls === undefined) continue;
    for (const call of message.tool_calls!) counts[call.function.name] = (counts[call.function.name] ?? 0) + 1;
  }
  return counts;
}
