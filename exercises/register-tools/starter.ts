import { z } from 'zod';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';

// AgentToolSpec, AgentToolFunction and ToolRegistry are declared for you:
// hover over them to see their types.

export function toolDefinition(spec: AgentToolSpec): ChatCompletionFunctionTool {
  // TODO: refuse a name the API would not accept.
  return {
    type: 'function',
    function: {
      name: spec.name,
      description: spec.description,
      // TODO: the JSON Schema of spec.parameters (z.toJSONSchema), with a
      // description for every parameter and the list of required ones.
      parameters: { type: 'object', properties: {}, required: [] },
    },
  };
}

export function registerTools(specs: AgentToolSpec[]): ToolRegistry {
  const definitions = specs.map(toolDefinition);
  const functions: Record<string, AgentToolFunction> = {};
  for (const spec of specs) {
    // TODO: check the arguments with spec.parameters before the tool runs,
    // and refuse a name that is registered twice.
    functions[spec.name] = (args) => spec.run(args);
  }
  return { definitions, functions };
}
