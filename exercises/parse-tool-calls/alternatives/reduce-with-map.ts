// Alternative: the registry is read into a Map first (a Map has no inherited keys), every block becomes a tagged result, and one `reduce` splits them into calls and errors; the arguments are handed back as a shallow copy.
type Verdict = { ok: true; call: ToolCall } | { ok: false; error: string };

function shapeOf(content: string): { name: string; args: Record<string, unknown> } | null {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return null;
  }
  const isObject = (v: unknown): v is Record<string, unknown> => v instanceof Object && !Array.isArray(v);
  if (!isObject(value)) return null;
  const { name, arguments: args } = value;
  return typeof name === 'string' && isObject(args) ? { name, args } : null;
}

export function parseToolCalls(text: string, registry: Registry): [calls: ToolCall[], errors: string[]] {
  const tools = new Map(Object.entries(registry));
  const verdicts = [...text.matchAll(/<tool_call>(.*?)<\/tool_call>/gs)].map(([, content = ''], i): Verdict => {
    const shape = shapeOf(content);
    if (shape === null) return { ok: false, error: `bad json: ${i}` };
    const { name, args } = shape;
    const spec = tools.get(name);
    if (spec === undefined) return { ok: false, error: `unknown tool: ${name}` };
    const keys = Object.keys(args);
    const missing = spec.required.find((arg) => !keys.includes(arg));
    if (missing !== undefined) return { ok: false, error: `missing argument: ${name}.${missing}` };
    const allowed = spec.required.concat(spec.optional);
    const unexpected = keys.find((arg) => allowed.indexOf(arg) === -1);
    if (unexpected !== undefined) return { ok: false, error: `unexpected argument: ${name}.${unexpected}` };
    return { ok: true, call: [name, { ...args }] };
  });
  return verdicts.reduce<[ToolCall[], string[]]>(
    ([calls, errors], verdict) => {
      if (verdict.ok) calls.push(verdict.call);
      else errors.push(verdict.error);
      return [calls, errors];
    },
    [[], []],
  );
}
