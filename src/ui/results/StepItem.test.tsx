import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepItem } from './StepItem';
import { gradeCase } from '../../grading/gradeCase';
import { summarizeSteps } from '../../grading/summarize';
import { step, testCase } from '../../test/fixtures/exercise';

// A step of five cases in which the third and the fifth fail.
const cases = ['one', 'two', 'three', 'four', 'five'].map((id) => testCase(id, 's', { title: `Case ${id}`, input: { id }, expected: 1 }));
const results = cases.map((c) =>
  gradeCase(c, {
    status: 'returned',
    value: ['three', 'five'].includes(c.id) ? 2 : 1,
    output: { lines: [], truncated: false },
    durationMs: 1,
  }),
);
const [stepResult] = summarizeSteps([step('s', 'The step')], results);

function show() {
  render(
    <ul>
      <StepItem step={stepResult!} ran open onToggle={() => {}} onShowLine={() => {}} hintsRevealed={0} onRevealHint={() => {}} />
    </ul>,
  );
  const titles = () =>
    within(document.querySelector<HTMLElement>('.cases')!)
      .getAllByText(/^Case /)
      .map((title) => title.textContent);
  return { titles };
}

describe('a step with failing cases', () => {
  it('lists the failing cases first, in their order, the first of them open', () => {
    const { titles } = show();
    expect(titles()).toEqual(['Case three', 'Case five', 'Case one', 'Case two', 'Case four']);
    const opened = document.querySelectorAll('details[open]');
    expect(opened).toHaveLength(1);
    expect(opened[0]).toHaveTextContent('Case three');
  });

  it('shows only the failures on request, and all the cases again', async () => {
    const { titles } = show();
    const filter = screen.getByRole('checkbox', { name: 'Failures only (2 of 5)' });
    await userEvent.click(filter);
    expect(titles()).toEqual(['Case three', 'Case five']);
    await userEvent.click(filter);
    expect(titles()).toHaveLength(5);
  });
});
