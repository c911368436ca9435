import { copyOf, defineDriver, plainCopy } from 'playground/driver';

/*
 * countToolCalls(messages): how many times each tool was called.
 *   input:   messages  the conversation, as the Chat Completions API has it
 *   output:  the counts the learner's function returned, by tool name
 */
export default defineDriver({
  run(learner, input) {
    const { messages } = input as { messages: unknown[] };
    return plainCopy(learner.entry(copyOf(messages)), 'the value countToolCalls returned');
  },
});
