export function parseToolCalls(text: string, registry: Registry): [calls: ToolCall[], errors: string[]] {
  const calls: ToolCall[] = [];
  const errors: string[] = [];

  // TODO: find every <tool_call>...</tool_call> block in `text`, left to right
  // (see the hint). Number the blocks from 0, counting every block.
  //
  // For each block, stop at the first check that fails:
  //   1. JSON.parse the content. If that throws, or the result is not a plain
  //      object with a string `name` and a plain-object `arguments`:
  //        errors.push(`bad json: ${index}`)
  //   2. If `name` is not an own key of `registry`:
  //        errors.push(`unknown tool: ${name}`)
  //   3. For the first required argument (registry order) that is not a key of `arguments`:
  //        errors.push(`missing argument: ${name}.${arg}`)
  //   4. For the first argument (call order) that is neither required nor optional:
  //        errors.push(`unexpected argument: ${name}.${arg}`)
  // A block that passes all four checks goes into calls as [name, arguments].

  return [calls, errors];
}
