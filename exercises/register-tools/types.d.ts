/**
 * A tool as you write it: its name, what it does (for the model), a zod schema
 * of its parameters, and the function that does the work.
 *
 * `run` is declared as a method so that a list can hold tools with different
 * schemas: `AgentToolSpec[]`.
 */
type AgentToolSpec<Params extends import('zod').ZodObject = import('zod').ZodObject> = {
  /** 1 to 64 letters, digits, underscores or dashes: the name the model calls. */
  name: string;
  /** What the tool does. The model reads it to decide when to call the tool. */
  description: string;
  /** The parameters; `.describe()` on a field is the model's only hint about it. */
  parameters: Params;
  /** Does the work, with the arguments the schema parsed (defaults filled in, unknown keys gone). */
  run(args: import('zod').output<Params>): unknown;
};

/**
 * What the agent calls for a tool: it takes the model's arguments, as parsed
 * from JSON but not checked, and gives the tool's result (or a promise of it).
 */
type AgentToolFunction = (args: Record<string, unknown>) => unknown;

/** Everything an agent needs to know about its tools. */
type ToolRegistry = {
  /** For the request: `tools` of client.chat.completions.create, in registration order. */
  definitions: import('openai/resources/chat/completions').ChatCompletionFunctionTool[];
  /** From tool name to the function to call when the model asks for that tool. */
  functions: Record<string, AgentToolFunction>;
};
