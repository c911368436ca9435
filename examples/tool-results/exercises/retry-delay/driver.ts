import { defineDriver, describeValue, ShapeError } from 'playground/driver';

/*
 * retryDelay(attempt, baseMs, maxMs): the wait before that retry, in milliseconds.
 *   input:   attempt, baseMs, maxMs
 *   output:  the number retryDelay returned
 */
export default defineDriver({
  run(learner, input) {
    const { attempt, baseMs, maxMs } = input as { attempt: number; baseMs: number; maxMs: number };
    const result = learner.entry(attempt, baseMs, maxMs);
    if (typeof result !== 'number') throw new ShapeError(`retryDelay must return a number; it returned ${describeValue(result)}.`);
    return result;
  },
});
