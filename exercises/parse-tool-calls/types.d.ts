/** What a tool accepts: the arguments it needs, and the ones it may take. */
type ToolSpec = { required: string[]; optional: string[] };

/** Every tool the model may call, by name. */
type Registry = Record<string, ToolSpec>;

/** A checked call, ready to run: the tool's name and its arguments. */
type ToolCall = [name: string, args: Record<string, unknown>];
