// Mistake: It reports every missing and unexpected argument of a block, instead of only the first problem.
export function parseToolCalls(text: string, registry: Registry): [calls: ToolCall[], errors: string[]] {
  const calls: ToolCall[] = [];
  const errors: string[] = [];
  let index = 0;
  for (const match of text.matchAll(/<tool_call>(.*?)<\/tool_call>/gs)) {
    const i = index++;
    let data: any;
    try {
      data = JSON.parse(match[1] ?? '');
    } catch {
      errors.push(`bad json: ${i}`);
      continue;
    }
    if (!isObject(data) || typeof data.name !== 'string' || !isObject(data.arguments)) {
      errors.push(`bad json: ${i}`);
      continue;
    }
    const name: string = data.name;
    const args: Record<string, unknown> = data.arguments;
    if (!Object.hasOwn(registry, name)) {
      errors.push(`unknown tool: ${name}`);
      continue;
    }
    const spec = registry[name]!;
    const problems: string[] = [];
    for (const arg of spec.required) {
      if (!Object.hasOwn(args, arg)) problems.push(`missing argument: ${name}.${arg}`);
    }
    for (const arg of Object.keys(args)) {
      if (!spec.required.includes(arg) && !spec.optional.includes(arg)) problems.push(`unexpected argument: ${name}.${arg}`);
    }
    if (problems.length > 0) {
      errors.push(...problems);
      continue;
    }
    calls.push([name, args]);
  }
  return [calls, errors];
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
