// Alternative: checks the name character by character, fills descriptions by spreading, checks arguments with safeParse, and builds a prototype-less map with Object.defineProperty.
import { z } from 'zod';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';

const ALLOWED = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';

function isValidName(name: string): boolean {
  if (name.length < 1 || name.length > 64) return false;
  for (const char of name) {
    if (!ALLOWED.includes(char)) return false;
  }
  return true;
}

export function toolDefinition(spec: AgentToolSpec): ChatCompletionFunctionTool {
  if (!isValidName(spec.name)) {
    throw new Error('Invalid tool name "' + spec.name + '": use 1 to 64 letters, digits, underscores or dashes');
  }
  const jsonSchema: Record<string, unknown> = z.toJSONSchema(spec.parameters, { io: 'input' });
  delete jsonSchema.$schema;
  const given = (jsonSchema.properties ?? {}) as Record<string, object>;
  const properties: Record<string, object> = {};
  for (const key of Object.keys(given)) {
    Object.defineProperty(properties, key, {
      value: { description: `The ${key} parameter`, ...given[key] },
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  jsonSchema.properties = properties;
  if (!Array.isArray(jsonSchema.required)) jsonSchema.required = [];
  return {
    function: { parameters: jsonSchema, description: spec.description, name: spec.name },
    type: 'function',
  };
}

export function registerTools(specs: AgentToolSpec[]): ToolRegistry {
  const functions: Record<string, AgentToolFunction> = Object.create(null);
  const definitions = specs.map((spec) => {
    const definition = toolDefinition(spec);
    if (Object.hasOwn(functions, spec.name)) throw new Error(`Tool "${spec.name}" is registered twice`);
    Object.defineProperty(functions, spec.name, {
      value: async (args: Record<string, unknown>) => {
        const checked = spec.parameters.safeParse(args);
        if (!checked.success) throw checked.error;
        return spec.run(checked.data);
      },
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return definition;
  });
  return { definitions, functions };
}
