import { defineDriver, ShapeError } from 'playground/driver';

/*
 * tool-decorator is Python-only: driver.py builds each case's tool functions,
 * applies the learner's `tool` decorator (and their build_registry), and returns
 * what came of it as plain data. This side hands the case over as it is.
 */
export default defineDriver({
  run(learner, input) {
    if (learner.language !== 'python') throw new ShapeError('This exercise is in Python: write it in Python.');
    return learner.entry(input);
  },
});
