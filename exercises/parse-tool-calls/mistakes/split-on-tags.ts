// Mistake: Blocks are found by splitting on the opening tag, so a stray opening tag is dropped instead of swallowing the block after it.
export function parseToolCalls(text: string, registry: Registry): [calls: ToolCall[], errors: string[]] {
  const calls: ToolCall[] = [];
  const errors: string[] = [];
  let index = 0;
  const blocks: string[] = [];
  for (const piece of text.split('<tool_call>').slice(1)) {
    const end = piece.indexOf('</tool_call>');
    if (end !== -1) blocks.push(piece.slice(0, end));
  }
  for (const content of blocks) {
    const i = index++;
    let data: any;
    try {
      data = JSON.parse(content);
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
