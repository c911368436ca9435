// Alternative: validates every name before building anything, folds the specs with reduce, and chains the tool on a promise with then.
import { z } from 'zod';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';

const invalidName = (name: string) => `Invalid tool name "${name}": use 1 to 64 letters, digits, underscores or dashes`;

export function toolDefinition(spec: AgentToolSpec): ChatCompletionFunctionTool {
  if (!/^[A-Za-z\d_-]{1,64}$/.test(spec.name)) throw new Error(invalidName(spec.name));
  const full = z.toJSONSchema(spec.parameters, { io: 'input' });
  const rest = Object.fromEntries(Object.entries(full).filter(([key]) => key !== '$schema'));
  const properties = Object.fromEntries(
    Object.entries((full.properties ?? {}) as Record<string, Record<string, unknown>>).map(([key, property]) => [
      key,
      Object.assign({}, property, { description: property.description !== undefined ? property.description : `The ${key} parameter` }),
    ]),
  );
  return {
    type: 'function',
    function: {
      name: spec.name,
      description: spec.description,
      parameters: Object.assign(rest, { properties, required: full.required ? [...full.required] : [] }),
    },
  };
}

export function registerTools(specs: AgentToolSpec[]): ToolRegistry {
  for (const spec of specs) {
    if (!/^[A-Za-z\d_-]{1,64}$/.test(spec.name)) throw new Error(invalidName(spec.name));
  }
  return specs.reduce<ToolRegistry>(
    (registry, spec) => {
      if (registry.definitions.some((definition) => definition.function.name === spec.name)) {
        throw new Error(`Tool "${spec.name}" is registered twice`);
      }
      registry.definitions.push(toolDefinition(spec));
      Object.defineProperty(registry.functions, spec.name, {
        value: (args: Record<string, unknown>) =>
          Promise.resolve(args)
            .then((raw) => spec.parameters.parse(raw))
            .then((valid) => spec.run(valid)),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return registry;
    },
    { definitions: [], functions: {} },
  );
}
