// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sentToProblems } from './checkPrograms';
import { makeExercise, step, testCase } from '../test/fixtures/exercise';
import { finishedRun } from '../test/fixtures/finishedRun';

const exercise = makeExercise(
  [step('blocks', 'Finding the blocks'), step('json', 'Check 1'), step('known', 'Check 2')],
  [testCase('b1', 'blocks'), testCase('j1', 'json', { involves: ['known'] }), testCase('k1', 'known')],
);
const finished = (passing: string[]) => finishedRun(exercise, 1, passing);

describe('where "Start with" sends a step-by-step learner', () => {
  it('is a problem when the first step written alone is not sent to the second step', () => {
    // Check 1's one case names Check 2 in involves: code with only the first step is sent past Check 1.
    const [problem] = sentToProblems(finished(['b1']), exercise.steps[1]!, 'first-step.ts', "the first step's solution");
    expect(problem?.message).toMatch(/^"Start with" sends the first step's solution to "Check 2", not to "Check 1"/);
    expect(sentToProblems(finished([]), exercise.steps[0]!, 'starter.ts', 'the starter')).toEqual([]);
  });
});
