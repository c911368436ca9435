// Alternative: no regex at all: it scans the text with `indexOf` for each opening tag and the first closing tag after it, and checks a block by throwing a message that the loop catches.
const OPEN = '<tool_call>';
const CLOSE = '</tool_call>';

class BlockProblem extends Error {}

function contentsOf(text: string): string[] {
  const contents: string[] = [];
  let from = 0;
  for (;;) {
    const start = text.indexOf(OPEN, from);
    if (start === -1) return contents;
    const end = text.indexOf(CLOSE, start + OPEN.length);
    if (end === -1) return contents; // an opening tag never closed is not a block
    contents.push(text.slice(start + OPEN.length, end));
    from = end + CLOSE.length;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

function check(content: string, number: number, registry: Registry): ToolCall {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    throw new BlockProblem(`bad json: ${number}`);
  }
  if (!isRecord(value) || typeof value['name'] !== 'string' || !isRecord(value['arguments'])) {
    throw new BlockProblem(`bad json: ${number}`);
  }
  const tool = value['name'];
  const args = value['arguments'];
  const spec = Object.hasOwn(registry, tool) ? registry[tool] : undefined;
  if (!spec) throw new BlockProblem(`unknown tool: ${tool}`);
  const absent = spec.required.filter((arg) => !Object.hasOwn(args, arg));
  if (absent.length > 0) throw new BlockProblem(`missing argument: ${tool}.${absent[0]}`);
  const extra = Object.keys(args).filter((arg) => !spec.required.includes(arg) && !spec.optional.includes(arg));
  if (extra.length > 0) throw new BlockProblem(`unexpected argument: ${tool}.${extra[0]}`);
  return [tool, args];
}

export function parseToolCalls(text: string, registry: Registry): [calls: ToolCall[], errors: string[]] {
  const calls: ToolCall[] = [];
  const errors: string[] = [];
  contentsOf(text).forEach((content, number) => {
    try {
      calls.push(check(content, number, registry));
    } catch (problem) {
      if (!(problem instanceof BlockProblem)) throw problem;
      errors.push(problem.message);
    }
  });
  return [calls, errors];
}
