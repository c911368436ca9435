import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useLessonParts } from './useLessonParts';
import { initialRunState, reduceRun, type RunState } from '../../grading/runState';
import type { CaseRun, RunEvent } from '../../core/runTypes';
import { makeExercise, step, testCase } from '../../test/fixtures/exercise';

const exercise = makeExercise(
  [step('blocks'), step('json'), step('known')],
  [testCase('b1', 'blocks'), testCase('j1', 'json'), testCase('k1', 'known')],
);
const noOutput = { lines: [], truncated: false };
const run = (value: unknown): CaseRun => ({ status: 'returned', value, output: noOutput, durationMs: 1 });

/** A finished Run whose cases pass for the ids given and fail for the others. */
function finished(runId: number, passing: string[]): RunState {
  const events: RunEvent[] = [
    { type: 'started', runId, caseIds: exercise.cases.map((c) => c.id) },
    ...exercise.cases.map((c): RunEvent => ({
      type: 'case',
      runId,
      caseId: c.id,
      run: run(passing.includes(c.id) ? { ok: c.id } : 'wrong'),
    })),
    { type: 'finished', runId, durationMs: 5 },
  ];
  return events.reduce((state, event) => reduceRun(state, event, exercise), initialRunState(exercise));
}

describe('the lesson’s parts, as Runs move the learner on', () => {
  it('folds the part of a step a Run turns green and opens the next, brought into view without taking focus', () => {
    const { result, rerender } = renderHook(({ state }) => useLessonParts(state, 'blocks'), {
      initialProps: { state: initialRunState(exercise) },
    });
    expect([...result.current.open]).toEqual(['blocks']);

    rerender({ state: finished(1, []) });
    expect([...result.current.open]).toEqual(['blocks']);
    expect(result.current.request).toBeUndefined();

    rerender({ state: finished(2, ['b1']) });
    expect([...result.current.open]).toEqual(['json']);
    expect(result.current.request).toMatchObject({ step: 'json', focus: false });

    // A part the learner opens again stays open while its step keeps passing.
    act(() => result.current.toggle('blocks'));
    rerender({ state: finished(3, ['b1']) });
    expect([...result.current.open].sort()).toEqual(['blocks', 'json']);
  });

  it('takes the results a page opens with as what passed before: their step to start with opens, nothing folds', () => {
    const { result, rerender } = renderHook(({ state }) => useLessonParts(state, 'blocks'), {
      initialProps: { state: finished(1, ['b1']) },
    });
    expect([...result.current.open]).toEqual(['blocks', 'json']);
    expect(result.current.request).toBeUndefined();
    // The next Run turns Check 1 green: only its part folds (the first step passed already, on the earlier visit).
    rerender({ state: finished(2, ['b1', 'j1']) });
    expect([...result.current.open]).toEqual(['blocks', 'known']);
  });
});
