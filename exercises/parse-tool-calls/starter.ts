// Registry, ToolSpec and ToolCall are declared for you: hover over them to see their types.

export function parseToolCalls(text: string, registry: Registry): [calls: ToolCall[], errors: string[]] {
  const calls: ToolCall[] = [];
  const errors: string[] = [];

  // Step 1, Finding the blocks: TODO fill `blocks` with the content of every <tool_call>...</tool_call> block, in order.
  const blocks: string[] = [];

  // Every block has a number, from 0, and gives either one call or one error.
  for (const [index, content] of blocks.entries()) {
    // Step 1, Finding the blocks (the call): TODO in one try/catch, JSON.parse `content` and push [name, arguments]; the catch pushes `bad json: ${index}`.
    // Step 2, Check 1: valid JSON: TODO unless the JSON is a plain object with a string `name` and a plain-object `arguments`, push `bad json: ${index}` instead.
    // Step 3, Check 2: known tool: TODO if the registry has no own key `name`, push `unknown tool: ${name}` instead.
    // Step 4, Check 3: required arguments: TODO for the first required `arg` the call lacks, push `missing argument: ${name}.${arg}` instead.
    // Step 5, Check 4: no unexpected arguments: TODO for the first `arg` neither required nor optional, push `unexpected argument: ${name}.${arg}` instead.
  }

  // Step 6, The five-block example: TODO nothing new to write; it passes once checks 1 to 4 do.
  return [calls, errors];
}
