import { defineDriver, describeValue, ShapeError } from 'playground/driver';

/*
 * truncate_result(text, limit), in Python only: the arguments go over as JSON, the text comes back.
 *   input:   text, limit
 *   output:  the text truncate_result returned
 */
export default defineDriver({
  run(learner, input) {
    if (learner.language !== 'python') throw new ShapeError('This exercise is in Python: write it in Python.');
    const { text, limit } = input as { text: string; limit: number };
    const result = learner.entry(text, limit);
    if (typeof result !== 'string') throw new ShapeError(`truncate_result must return a str; it returned ${describeValue(result)}.`);
    return result;
  },
});
