/**
 * The part of the openai client the agent uses. A real client fits:
 * `runAgent(question, tools, functions, system, {}, new OpenAI())`.
 * In the tests it is scripted: each call of create gives the next reply.
 */
type AgentClient = {
  chat: {
    completions: {
      create(
        body: import('openai/resources/chat/completions').ChatCompletionCreateParamsNonStreaming,
      ): Promise<import('openai/resources/chat/completions').ChatCompletion>;
    };
  };
};

/**
 * What a tool is called with: the model's arguments, parsed from JSON. It
 * returns the result (a string, or anything JSON can hold), or a promise of it,
 * and throws when it cannot do its job (arguments that do not fit included).
 */
type AgentToolFunction = (args: Record<string, unknown>) => unknown;

/** Every field may be left out; the defaults are in the lesson. */
type AgentOptions = {
  /** Default "gpt-4o-mini". */
  model?: string;
  /** How many requests the agent may make, at most. Default 10. */
  maxSteps?: number;
  /** The most tokens the model may write in one reply (max_completion_tokens). Default 500. */
  maxOutputTokens?: number;
};

/** One tool call the model asked for, as it asked: whether or not it could be run. */
type AgentToolCall = {
  /** The step (1, 2, ...) whose reply asked for it. */
  step: number;
  name: string;
  /** Exactly the JSON text the model wrote, even when it is not valid JSON. */
  arguments: string;
};

/** The record of one run of the agent. */
type AgentRun = {
  question: string;
  /** The model's final answer, or null when the run ended without one. */
  answer: string | null;
  /** How many requests were made to the model. */
  steps: number;
  /** Every tool call, in the order the model asked for them. */
  toolCalls: AgentToolCall[];
  /** Why the run ended without an answer, or null when it has one. */
  error: string | null;
};
