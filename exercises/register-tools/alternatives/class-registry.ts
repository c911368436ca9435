// Alternative: a small class collects the tools; arguments are checked with parseAsync, the JSON Schema is copied with structuredClone, and the definition's fields come in another order.
import { z } from 'zod';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';

const NAME_RULE = /^[-_a-zA-Z0-9]+$/;
const MAX_NAME = 64;

function checkName(name: string): void {
  const fine = name.length <= MAX_NAME && NAME_RULE.test(name);
  if (!fine) throw new Error(`Invalid tool name "${name}": use 1 to ${MAX_NAME} letters, digits, underscores or dashes`);
}

function describeParameters(properties: Record<string, { description?: string }>): void {
  Object.keys(properties).forEach((key) => {
    const property = properties[key]!;
    if (property.description === undefined) property.description = 'The ' + key + ' parameter';
  });
}

export function toolDefinition(spec: AgentToolSpec): ChatCompletionFunctionTool {
  checkName(spec.name);
  const schema = structuredClone(z.toJSONSchema(spec.parameters, { io: 'input' })) as Record<string, unknown>;
  Reflect.deleteProperty(schema, '$schema');
  if (schema.properties === undefined) schema.properties = {};
  describeParameters(schema.properties as Record<string, { description?: string }>);
  if (schema.required === undefined) schema.required = [];
  return { type: 'function', function: { description: spec.description, name: spec.name, parameters: schema } };
}

class Registry {
  readonly definitions: ChatCompletionFunctionTool[] = [];
  private readonly names = new Set<string>();
  private readonly pairs: [string, AgentToolFunction][] = [];

  add(spec: AgentToolSpec): void {
    const definition = toolDefinition(spec);
    if (this.names.has(spec.name)) throw new Error(`Tool "${spec.name}" is registered twice`);
    this.names.add(spec.name);
    this.definitions.push(definition);
    this.pairs.push([spec.name, async (args) => spec.run(await spec.parameters.parseAsync(args))]);
  }

  result(): ToolRegistry {
    return { definitions: this.definitions, functions: Object.fromEntries(this.pairs) };
  }
}

export function registerTools(specs: AgentToolSpec[]): ToolRegistry {
  const registry = new Registry();
  for (let index = 0; index < specs.length; index++) registry.add(specs[index]!);
  return registry.result();
}
