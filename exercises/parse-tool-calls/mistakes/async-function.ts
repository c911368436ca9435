// Mistake: It is declared `async`, so it returns a promise of the result instead of `[calls, errors]`.
export async function parseToolCalls(text: string, registry: Registry): Promise<[calls: ToolCall[], errors: string[]]> {
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
    const missing = spec.required.find((arg) => !Object.hasOwn(args, arg));
    if (missing !== undefined) {
      errors.push(`missing argument: ${name}.${missing}`);
      continue;
    }
    const extra = Object.keys(args).find((arg) => !spec.required.includes(arg) && !spec.optional.includes(arg));
    if (extra !== undefined) {
      errors.push(`unexpected argument: ${name}.${extra}`);
      continue;
    }
    calls.push([name, args]);
  }
  return [calls, errors];
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
