import { z } from 'zod';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';

// AgentToolSpec, AgentToolFunction and ToolRegistry are declared for you:
// hover over them to see their types.

// Step 8, The worked example: TODO: nothing new to write; it passes once steps 1 to 7 do.

export function toolDefinition(spec: AgentToolSpec): ChatCompletionFunctionTool {
  // Step 5, Valid tool names: TODO: first of all, throw an Error for a name the API would refuse.

  // Step 1, The shape of a tool definition: TODO: fill in the properties and required list that z.toJSONSchema(spec.parameters) gives.
  const parameters: Record<string, unknown> = { type: 'object', properties: {}, required: [] };

  // Step 2, Parameters as JSON Schema: TODO: keep all that zod writes with { io: 'input' }, except "$schema".
  // Step 3, Every parameter described: TODO: a parameter without a description gets "The <name> parameter".
  // Step 4, Optional parameters and defaults: TODO: always give "required", an empty list when nothing is required.

  return {
    type: 'function',
    function: { name: spec.name, description: spec.description, parameters },
  };
}

export function registerTools(specs: AgentToolSpec[]): ToolRegistry {
  const definitions: ChatCompletionFunctionTool[] = [];
  const entries: [string, AgentToolFunction][] = [];
  for (const spec of specs) {
    definitions.push(toolDefinition(spec));
    // Step 6, The registry: TODO: throw an Error when spec.name is already registered.
    // Step 7, Calling a tool through the registry: TODO: check args with spec.parameters, then run the tool with the parsed value.
    entries.push([spec.name, (args) => spec.run(args)]);
  }
  // Object.fromEntries makes every name an own key of a plain object, even "__proto__".
  return { definitions, functions: Object.fromEntries(entries) };
}
