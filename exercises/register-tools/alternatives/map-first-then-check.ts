// Alternative: builds every definition first with map, finds a name used twice with a Map of counts, and returns a synchronous function that throws at once on bad arguments.
import { z } from 'zod';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';

export function toolDefinition(spec: AgentToolSpec): ChatCompletionFunctionTool {
  const { name } = spec;
  if (name.length === 0 || name.length > 64 || !/^[\w-]+$/.test(name)) {
    throw new Error(`Invalid tool name "${name}": use 1 to 64 letters, digits, underscores or dashes`);
  }
  const generated = z.toJSONSchema(spec.parameters, { io: 'input' }) as Record<string, unknown>;
  const parameters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(generated)) {
    if (key === '$schema') continue;
    if (key === 'properties') {
      parameters.properties = Object.fromEntries(
        Object.entries(value as Record<string, Record<string, unknown>>).map(([param, schema]) => [
          param,
          'description' in schema ? schema : { ...schema, description: `The ${param} parameter` },
        ]),
      );
    } else {
      parameters[key] = value;
    }
  }
  parameters.properties ??= {};
  parameters.required ??= [];
  return { type: 'function', function: { name, description: spec.description, parameters } };
}

export function registerTools(specs: AgentToolSpec[]): ToolRegistry {
  const definitions = specs.map(toolDefinition);
  const counts = new Map<string, number>();
  for (const { name } of specs) {
    counts.set(name, (counts.get(name) ?? 0) + 1);
    if (counts.get(name)! > 1) throw new Error(`Tool "${name}" is registered twice`);
  }
  const functions = Object.fromEntries(
    specs.map((spec): [string, AgentToolFunction] => [spec.name, (args) => spec.run(spec.parameters.parse(args))]),
  );
  return { definitions, functions };
}
