// Alternative: one imperative loop over `RegExp.prototype.exec` with `[\s\S]*?` instead of the `s` flag, `Object.prototype.hasOwnProperty.call`, and a Set of allowed names.
export function parseToolCalls(text: string, registry: Registry): [calls: ToolCall[], errors: string[]] {
  const calls: ToolCall[] = [];
  const errors: string[] = [];
  const pattern = /<tool_call>([\s\S]*?)<\/tool_call>/g;
  const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
  let match: RegExpExecArray | null;
  for (let blockNumber = 0; (match = pattern.exec(text)) !== null; blockNumber++) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(match[1]!);
    } catch {
      parsed = undefined;
    }
    if (
      parsed === null ||
      typeof parsed !== 'object' ||
      Array.isArray(parsed) ||
      typeof (parsed as { name?: unknown }).name !== 'string' ||
      typeof (parsed as { arguments?: unknown }).arguments !== 'object' ||
      (parsed as { arguments?: unknown }).arguments === null ||
      Array.isArray((parsed as { arguments?: unknown }).arguments)
    ) {
      errors.push(`bad json: ${blockNumber}`);
      continue;
    }
    const { name, arguments: args } = parsed as { name: string; arguments: Record<string, unknown> };
    if (!own(registry, name)) {
      errors.push(`unknown tool: ${name}`);
      continue;
    }
    const { required, optional } = registry[name]!;
    let problem = '';
    for (const arg of required) {
      if (!own(args, arg)) {
        problem = `missing argument: ${name}.${arg}`;
        break;
      }
    }
    if (problem === '') {
      const allowed = new Set([...required, ...optional]);
      for (const arg of Object.keys(args)) {
        if (!allowed.has(arg)) {
          problem = `unexpected argument: ${name}.${arg}`;
          break;
        }
      }
    }
    if (problem === '') calls.push([name, args]);
    else errors.push(problem);
  }
  return [calls, errors];
}
