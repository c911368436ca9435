// Alternative: blocks found by splitting on the closing tag and taking what follows the first opening tag in each piece; names checked with `Object.getOwnPropertyNames` and `some`, errors built by one helper.
function fail(kind: string, detail: string): string {
  return `${kind}: ${detail}`;
}

export function parseToolCalls(text: string, registry: Registry): [calls: ToolCall[], errors: string[]] {
  const pieces = text.split('</tool_call>');
  pieces.pop(); // what follows the last closing tag is never a block
  const blocks: string[] = [];
  for (const piece of pieces) {
    const at = piece.indexOf('<tool_call>');
    if (at !== -1) blocks.push(piece.slice(at + '<tool_call>'.length));
  }
  const toolNames = Object.getOwnPropertyNames(registry);
  const result: [ToolCall[], string[]] = [[], []];
  for (let i = 0; i < blocks.length; i++) {
    let data: any;
    try {
      data = JSON.parse(blocks[i]!);
    } catch {
      data = null;
    }
    const plain = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
    if (!plain(data) || typeof data.name !== 'string' || !plain(data.arguments)) {
      result[1].push(fail('bad json', String(i)));
      continue;
    }
    const name: string = data.name;
    const args: Record<string, unknown> = data.arguments;
    if (!toolNames.some((tool) => tool === name)) {
      result[1].push(fail('unknown tool', name));
      continue;
    }
    const spec = registry[name]!;
    const argNames = Object.getOwnPropertyNames(args);
    const missing = spec.required.filter((arg) => !argNames.some((a) => a === arg));
    const unexpected = argNames.filter((arg) => !spec.required.some((a) => a === arg) && !spec.optional.some((a) => a === arg));
    if (missing.length) result[1].push(fail('missing argument', `${name}.${missing[0]}`));
    else if (unexpected.length) result[1].push(fail('unexpected argument', `${name}.${unexpected[0]}`));
    else result[0].push([name, args]);
  }
  return result;
}
