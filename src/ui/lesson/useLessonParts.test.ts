import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useLessonParts } from './useLessonParts';
import { initialRunState } from '../../grading/runState';
import { makeExercise, step, testCase } from '../../test/fixtures/exercise';
import { finishedRun } from '../../test/fixtures/finishedRun';

const exercise = makeExercise(
  [step('blocks'), step('json'), step('known')],
  [testCase('b1', 'blocks'), testCase('j1', 'json'), testCase('k1', 'known')],
);
const finished = (runId: number, passing: string[]) => finishedRun(exercise, runId, passing);

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
