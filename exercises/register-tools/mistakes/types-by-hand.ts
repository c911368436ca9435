// Mistake: Like a decorator reading Python type hints, it maps each field to a JSON type by hand, so integers, enums, lists and limits are lost.
import { z } from 'zod';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';

/** What the Chat Completions API accepts as a function name. */
const TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** The definition the model is shown: the tool's name, its description, and its parameters as JSON Schema. */
export function toolDefinition(spec: AgentToolSpec): ChatCompletionFunctionTool {
  if (!TOOL_NAME.test(spec.name)) {
    throw new Error(`Invalid tool name "${spec.name}": use 1 to 64 letters, digits, underscores or dashes`);
  }
  const properties: Record<string, { type: string; description: string; default?: unknown }> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(spec.parameters.shape)) {
    let inner: z.ZodType = field as z.ZodType;
    let fallback: unknown;
    if (inner instanceof z.ZodDefault) {
      fallback = inner.def.defaultValue;
      inner = inner.def.innerType as z.ZodType;
    }
    const type = inner instanceof z.ZodNumber ? 'number' : inner instanceof z.ZodBoolean ? 'boolean' : 'string';
    properties[name] = { type, description: (field as z.ZodType).description ?? `The ${name} parameter` };
    if (fallback !== undefined) properties[name].default = fallback;
    if (!(field as z.ZodType).safeParse(undefined).success) required.push(name);
  }
  return {
    type: 'function',
    function: { name: spec.name, description: spec.description, parameters: { type: 'object', properties, required } },
  };
}

/** The definitions for the request, and the map the agent calls tools through. */
export function registerTools(specs: AgentToolSpec[]): ToolRegistry {
  const definitions: ChatCompletionFunctionTool[] = [];
  const functions: Record<string, AgentToolFunction> = {};
  for (const spec of specs) {
    definitions.push(toolDefinition(spec));
    if (Object.hasOwn(functions, spec.name)) throw new Error(`Tool "${spec.name}" is registered twice`);
    // Check the model's arguments first: a ZodError escapes and the tool does not run.
    functions[spec.name] = async (args) => await spec.run(spec.parameters.parse(args));
  }
  return { definitions, functions };
}
