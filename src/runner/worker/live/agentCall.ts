import type { LearnerModule } from '../driver';
import type { LiveStartMessage } from '../../protocol';
import { DEMO_TOOLS } from './demoTools';

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
  const client = { chat: { completions: { create: (params: unknown) => create(params) } } };
  return learner.entry(start.question, tools, functions, start.systemPrompt, { ...start.options }, client);
}
