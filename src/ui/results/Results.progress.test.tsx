import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Results } from './Results';
import { initialRunState, type RunState } from '../../grading/runState';
import { makeExercise, step, testCase } from '../../test/fixtures/exercise';
import { finishedRun } from '../../test/fixtures/finishedRun';

const exercise = makeExercise(
  [step('blocks', 'Finding the blocks'), step('json', 'Check 1: valid JSON'), step('known', 'Check 2: known tool')],
  [testCase('b1', 'blocks'), testCase('j1', 'json'), testCase('k1', 'known')],
);
const finished = (runId: number, passing: string[]) => finishedRun(exercise, runId, passing);

function show(state: RunState) {
  return <Results state={state} onShowLine={() => {}} onReplay={() => {}} onShowInLesson={() => {}} />;
}
const summary = () => screen.getByRole('status');

describe('the verdict line, one step at a time', () => {
  it('names the step a Run turned green, then the next one, and says nothing of a step that already passed', () => {
    const view = render(show(initialRunState(exercise)));
    view.rerender(show(finished(1, [])));
    expect(summary()).toHaveTextContent('0 of 3 steps passed. Start with Finding the blocks.');

    view.rerender(show(finished(2, ['b1'])));
    expect(summary()).toHaveTextContent('1 of 3 steps passed. Now passing: Finding the blocks. Next: Check 1: valid JSON.');
    expect(screen.getByRole('button', { name: 'Check 1: valid JSON' })).toBeInTheDocument();

    // The same code again: nothing new passes, so the line points at the step as before.
    view.rerender(show(finished(3, ['b1'])));
    expect(summary()).toHaveTextContent('1 of 3 steps passed. Start with Check 1: valid JSON.');

    view.rerender(show(finished(4, ['b1', 'j1'])));
    expect(summary()).toHaveTextContent('Now passing: Check 1: valid JSON. Next: Check 2: known tool.');
  });

  it('names every step a first Run passes, and nothing once all pass (the solved state says it)', () => {
    const view = render(show(initialRunState(exercise)));
    view.rerender(show(finished(1, ['b1', 'j1'])));
    expect(summary()).toHaveTextContent(
      '2 of 3 steps passed. Now passing: Finding the blocks and Check 1: valid JSON. Next: Check 2: known tool.',
    );
    view.rerender(show(finished(2, ['b1', 'j1', 'k1'])));
    expect(summary()).toHaveTextContent(/^All 3 steps passed\.( \(\d+ ms\))?$/);
  });

  it('does not announce again what the earlier visit’s Run, which the page opens with, passed', () => {
    const view = render(show(finished(1, ['b1'])));
    expect(summary()).toHaveTextContent('1 of 3 steps passed. Start with Check 1: valid JSON.');
    view.rerender(show(finished(2, ['b1', 'j1'])));
    expect(summary()).toHaveTextContent('2 of 3 steps passed. Now passing: Check 1: valid JSON. Next: Check 2: known tool.');
  });
});
