// Alternative: the allowed names go into a lookup object made with `Object.create(null)` (no inherited keys, so a lookup is safe), blocks are walked with `for...of` over `entries()`, and `for...in` guarded by `Object.hasOwn` lists the call's arguments.
function lookup(names: readonly string[]): Record<string, true> {
  const table: Record<string, true> = Object.create(null);
  for (const name of names) table[name] = true;
  return table;
}

function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

export function parseToolCalls(text: string, registry: Registry): [calls: ToolCall[], errors: string[]] {
  const calls: ToolCall[] = [];
  const errors: string[] = [];
  const contents = Array.from(text.matchAll(/<tool_call>(.*?)<\/tool_call>/gs), (m) => m[1] ?? '');
  for (const [position, content] of contents.entries()) {
    let call: Record<string, unknown> | undefined;
    try {
      call = asObject(JSON.parse(content));
    } catch {
      call = undefined;
    }
    const args = asObject(call?.['arguments']);
    const name = call?.['name'];
    if (typeof name !== 'string' || args === undefined) {
      errors.push(`bad json: ${position}`);
      continue;
    }
    if (!Object.hasOwn(registry, name)) {
      errors.push(`unknown tool: ${name}`);
      continue;
    }
    const spec = registry[name]!;
    const given = lookup(Object.keys(args));
    const allowed = lookup([...spec.required, ...spec.optional]);
    let error: string | undefined;
    for (const arg of spec.required) {
      if (!given[arg]) {
        error = `missing argument: ${name}.${arg}`;
        break;
      }
    }
    if (error === undefined) {
      for (const arg in args) {
        if (Object.hasOwn(args, arg) && !allowed[arg]) {
          error = `unexpected argument: ${name}.${arg}`;
          break;
        }
      }
    }
    if (error === undefined) calls.push([name, args]);
    else errors.push(error);
  }
  return [calls, errors];
}
