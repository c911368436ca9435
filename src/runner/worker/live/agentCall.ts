import type { LearnerModule } from '../driver';
import type { LiveStartMessage } from '../../protocol';
import { DEMO_TOOLS } from './demoTools';
import { API_ERROR_CLASSES } from './apiError';

/** The learner's `client.chat.completions.create`, answered by the page. */
export type CreateCompletion = (params: unknown) => Promise<unknown>;

/**
 * The live run's call of the learner's entry, for `live.call: agent`:
 * `runAgent(question, tools, functions, systemPrompt, options, client)`, the
 * signature agent-loop's cases use, with the demo tools the exercise offers
 * and a client whose only method sends the request to the page. Trusted code,
 * in the worker beside the learner's.
 */
export function callAgent(learner: LearnerModule, start: LiveStartMessage, create: CreateCompletion): unknown {
  const tools: unknown[] = [];
  const functions: Record<string, (args: Record<string, unknown>) => Promise<unknown>> = {};
  for (const name of start.tools) {
    if (!Object.hasOwn(DEMO_TOOLS, name)) throw new Error(`there is no demo tool "${name}"`);
    const tool = DEMO_TOOLS[name as keyof typeof DEMO_TOOLS];
    tools.push(structuredClone(tool.definition));
    // Async, as real tools are: the learner's code must await them.
    functions[name] = async (args) => tool.run(args);
  }
  const client = new OpenAI(create);
  return learner.entry(start.question, tools, functions, start.systemPrompt, { ...start.options }, client);
}

/**
 * The client the learner's code gets: one method, `chat.completions.create`,
 * answered by the page. Its class carries the SDK's error classes as the real
 * `OpenAI` class does (`OpenAI.RateLimitError`), so code that cannot import
 * the package here still reaches them: `err instanceof client.constructor.RateLimitError`.
 */
class OpenAI {
  readonly chat: { completions: { create: CreateCompletion } };
  constructor(create: CreateCompletion) {
    this.chat = { completions: { create: (params: unknown) => create(params) } };
  }
}
Object.assign(OpenAI, API_ERROR_CLASSES);
Object.defineProperty(OpenAI, 'name', { value: 'OpenAI' });
