import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ExerciseResults } from './ExerciseResults';
import { initialRunState, reduceRun } from '../grading/runState';
import type { RunEvent } from '../core/runTypes';
import { makeExercise, step, testCase } from '../test/fixtures/exercise';

const exercise = makeExercise([step('s', 'The step')], [testCase('c1', 's')]);
const typeErrors = [{ line: 1, column: 40, message: "')' expected." }];
const noOutput = { lines: [], truncated: false };

function showAfter(problem: Extract<RunEvent, { type: 'problem' }>['problem']) {
  const events: RunEvent[] = [
    { type: 'started', runId: 1, caseIds: ['c1'] },
    { type: 'problem', runId: 1, problem },
  ];
  const run = events.reduce((state, event) => reduceRun(state, event, exercise), initialRunState(exercise));
  const never = () => ({ done: new Promise<never>(() => {}), cancel: () => {} });
  render(
    <ExerciseResults
      exercise={exercise}
      language="typescript"
      run={run}
      code=""
      onShowInLesson={() => {}}
      onShowLine={() => {}}
      onReplay={() => {}}
      typeErrors={typeErrors}
      earlierRun={undefined}
      next={undefined}
      onCompare={undefined}
      onTryInput={never}
      onTrace={never}
      onTraceLine={() => {}}
    />,
  );
}

describe('the notices over the results', () => {
  it('say once that code which did not compile did not run, with no type-error notice that it "ran anyway"', () => {
    showAfter({ kind: 'compile', message: "')' expected.", line: 1, column: 40 });
    expect(screen.getByRole('heading', { name: 'Your code does not compile' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Type errors' })).not.toBeInTheDocument();
    expect(screen.queryByText(/ran anyway/)).not.toBeInTheDocument();
  });

  it('keep the type errors of code that compiled and then failed to load: it did run', () => {
    showAfter({ kind: 'load', error: { kind: 'exception', name: 'Error', message: 'boom' }, output: noOutput });
    expect(screen.getByRole('group', { name: 'Type errors' })).toHaveTextContent('The code ran anyway');
  });
});
