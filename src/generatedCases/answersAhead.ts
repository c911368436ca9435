import { queueOf, type Evaluation, type Evaluator } from '../runner/host/evaluator';

/** Both programs' answers to one input, as they come. */
export type AnswerPair = [expected: Promise<Evaluation>, received: Promise<Evaluation>];

/**
 * The generated inputs of a group, known ahead (drawn from the seed), posted to both programs' workers at
 * once, which saves a round trip per input (in a browser, two sandboxes' worth of messages per input, most
 * of the group's time); each answer keeps its own time limit. `next` gives the answers to the inputs in
 * their order.
 */
export function answersAhead(
  planned: readonly unknown[],
  programs: { reference: Evaluator; learner: Evaluator; inLearnerNames: (value: unknown) => unknown },
) {
  const { reference, learner } = programs;
  const queues = {
    reference: queueOf(reference, planned),
    learner: queueOf(learner, planned.map(programs.inLearnerNames)),
  };
  let next = 0;
  return {
    /** The answers to the next planned input; undefined past the last one. */
    next(): AnswerPair | undefined {
      if (next >= planned.length) return undefined;
      const input = planned[next++];
      // A queue that ended (a crash took its worker, or it was closed) answers no more: that program is asked on its own.
      return [
        queues.reference.next().then((answer) => answer ?? reference.evaluate(input)),
        queues.learner.next().then((answer) => answer ?? learner.evaluate(programs.inLearnerNames(input))),
      ];
    },
    /** Gives up the answers not taken (a learner's worker with inputs still queued goes: see AnswerQueue.close). */
    close() {
      queues.reference.close();
      queues.learner.close();
    },
  };
}
