/** True for a plain JSON object. `typeof` alone would also accept null and arrays. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Check 1: the block's content as a call, or undefined when it does not have that shape. */
function readCall(content: string): ToolCall | undefined {
  let data: unknown;
  try {
    data = JSON.parse(content); // whitespace around the JSON is allowed by JSON.parse
  } catch {
    return undefined;
  }
  if (!isPlainObject(data)) return undefined;
  const { name, arguments: args } = data;
  if (typeof name !== 'string' || !isPlainObject(args)) return undefined;
  return [name, args];
}

/** Checks 2 to 4, in order: the first problem with a well-formed call, or undefined if there is none. */
function firstProblem([name, args]: ToolCall, registry: Registry): string | undefined {
  // Own keys only: every object inherits `toString`, `constructor`, ...
  const spec = Object.hasOwn(registry, name) ? registry[name] : undefined;
  if (spec === undefined) return `unknown tool: ${name}`;

  // Presence means the key is there; a value of 0, "", false or null still counts.
  const missing = spec.required.find((arg) => !Object.hasOwn(args, arg));
  if (missing !== undefined) return `missing argument: ${name}.${missing}`;

  // `includes` looks only at the listed names, so `constructor` is not allowed by accident.
  const unexpected = Object.keys(args).find((arg) => !spec.required.includes(arg) && !spec.optional.includes(arg));
  if (unexpected !== undefined) return `unexpected argument: ${name}.${unexpected}`;

  return undefined;
}

export function parseToolCalls(text: string, registry: Registry): [calls: ToolCall[], errors: string[]] {
  const calls: ToolCall[] = [];
  const errors: string[] = [];

  // `.*?` stops at the first closing tag; the `s` flag lets `.` match newlines.
  // The literal is created on every call and matchAll works on a copy of it,
  // so no `lastIndex` is carried from one call to the next.
  const blocks = Array.from(text.matchAll(/<tool_call>(.*?)<\/tool_call>/gs), (match) => match[1] ?? '');

  // The index counts every block, valid or not.
  blocks.forEach((content, index) => {
    const call = readCall(content);
    if (call === undefined) {
      errors.push(`bad json: ${index}`);
      return;
    }
    const problem = firstProblem(call, registry);
    if (problem === undefined) calls.push(call);
    else errors.push(problem);
  });

  return [calls, errors];
}
