// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sentToProblems } from './checkPrograms';
import { initialRunState, reduceRun, type RunState } from '../grading/runState';
import type { RunEvent } from '../core/runTypes';
import { makeExercise, step, testCase } from '../test/fixtures/exercise';

const exercise = makeExercise(
  [step('blocks', 'Finding the blocks'), step('json', 'Check 1'), step('known', 'Check 2')],
  [testCase('b1', 'blocks'), testCase('j1', 'json', { involves: ['known'] }), testCase('k1', 'known')],
);
const noOutput = { lines: [], truncated: false };

function finished(passing: string[]): RunState {
  const events: RunEvent[] = [
    { type: 'started', runId: 1, caseIds: exercise.cases.map((c) => c.id) },
    ...exercise.cases.map((c): RunEvent => ({
      type: 'case',
      runId: 1,
      caseId: c.id,
      run: { status: 'returned', value: passing.includes(c.id) ? { ok: c.id } : 'wrong', output: noOutput, durationMs: 1 },
    })),
    { type: 'finished', runId: 1, durationMs: 5 },
  ];
  return events.reduce((state, event) => reduceRun(state, event, exercise), initialRunState(exercise));
}

describe('where "Start with" sends a step-by-step learner', () => {
  it('is a problem when the first step written alone is not sent to the second step', () => {
    // Check 1's one case names Check 2 in involves: code with only the first step is sent past Check 1.
    const [problem] = sentToProblems(finished(['b1']), exercise.steps[1]!, 'first-step.ts', "the first step's solution");
    expect(problem?.message).toMatch(/^"Start with" sends the first step's solution to "Check 2", not to "Check 1"/);
    expect(sentToProblems(finished([]), exercise.steps[0]!, 'starter.ts', 'the starter')).toEqual([]);
  });
});
