import { sameData } from '../grading/diff';
import { queueOf, type AnswerQueue, type Evaluation, type Evaluator } from '../runner/host/evaluator';

/** Both programs' answers to one input, as they come. */
export type AnswerPair = [expected: Promise<Evaluation>, received: Promise<Evaluation>];

/**
 * The generated inputs a group will try, known ahead: fast-check draws them from the seed, so `fc.sample`
 * gives the ones `fc.check` will try, in its order. All of them are posted to both programs' workers at
 * once, which saves a round trip per input (in a browser, two sandboxes' worth of messages per input,
 * most of the group's time); each answer keeps its own time limit. An input that is not the next one
 * planned (a smaller one while shrinking) gets undefined, and the caller asks for it on its own.
 */
export function answersAhead(
  planned: readonly unknown[],
  programs: { reference: Evaluator; learner: Evaluator; inLearnerNames: (value: unknown) => unknown },
) {
  const { reference, learner } = programs;
  let queues: { reference: AnswerQueue; learner: AnswerQueue } | undefined = {
    reference: queueOf(reference, planned),
    learner: queueOf(learner, planned.map(programs.inLearnerNames)),
  };
  let next = 0;
  const close = () => {
    queues?.reference.close();
    queues?.learner.close();
    queues = undefined;
  };
  return {
    /** The answers to `input` when it is the next input planned; otherwise the queues close and this gives undefined. */
    take(input: unknown): AnswerPair | undefined {
      if (!queues) return undefined;
      if (next >= planned.length || !sameData(planned[next], input)) return void close();
      next++;
      // A queue that ended (a crash took its worker) answers no more: that program is asked on its own.
      const { reference: expected, learner: received } = queues;
      return [
        expected.next().then((answer) => answer ?? reference.evaluate(input)),
        received.next().then((answer) => answer ?? learner.evaluate(programs.inLearnerNames(input))),
      ];
    },
    close,
  };
}
