// Mistake: It describes the output, then takes a parameter out of "required" only when its default is truthy: a default of 0, false, "" or null stays required.
import { z } from 'zod';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';

/** What the Chat Completions API accepts as a function name. */
const TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** The definition the model is shown: the tool's name, its description, and its parameters as JSON Schema. */
export function toolDefinition(spec: AgentToolSpec): ChatCompletionFunctionTool {
  if (!TOOL_NAME.test(spec.name)) {
    throw new Error(`Invalid tool name "${spec.name}": use 1 to 64 letters, digits, underscores or dashes`);
  }
  // "input": the model writes what the schema reads, so a parameter with a default may be left out.
  const { $schema, additionalProperties, ...schema } = z.toJSONSchema(spec.parameters);
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  for (const [name, property] of Object.entries(properties)) {
    // The model's only hint about a parameter: never leave it without one.
    property.description ??= `The ${name} parameter`;
  }
  return {
    type: 'function',
    function: {
      name: spec.name,
      description: spec.description,
      parameters: { ...schema, properties, required: (schema.required ?? []).filter((key) => !properties[key]?.default) },
    },
  };
}

/** The definitions for the request, and the map the agent calls tools through. */
export function registerTools(specs: AgentToolSpec[]): ToolRegistry {
  const definitions: ChatCompletionFunctionTool[] = [];
  const entries: [string, AgentToolFunction][] = [];
  const seen = new Set<string>();
  for (const spec of specs) {
    definitions.push(toolDefinition(spec));
    if (seen.has(spec.name)) throw new Error(`Tool "${spec.name}" is registered twice`);
    seen.add(spec.name);
    // Check the model's arguments first: a ZodError escapes and the tool does not run.
    entries.push([spec.name, async (args) => await spec.run(spec.parameters.parse(args))]);
  }
  // Object.fromEntries makes each name an own key, even "__proto__", which `functions[name] = ...` would not.
  return { definitions, functions: Object.fromEntries(entries) };
}
