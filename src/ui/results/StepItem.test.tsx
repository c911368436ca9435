import { describe, expect, it, vi } from 'vitest';
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
      <StepItem step={stepResult!} ran open onToggle={() => {}} onShowLine={() => {}} onShowInLesson={() => {}} />
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

describe('titles with inline code', () => {
  const titled = (title: string, status: 'returned' | 'fail') =>
    gradeCase(testCase(title, 's', { title, input: {}, expected: 1 }), {
      status: 'returned',
      value: status === 'fail' ? 2 : 1,
      output: { lines: [], truncated: false },
      durationMs: 1,
    });
  const injected = 'A title with `<img src=x onerror="alert(1)">` in it';
  const [codeStep] = summarizeSteps(
    [{ id: 's', title: 'Check `name` first', summary: 'Use `Object.hasOwn`, not `in`.', hints: ['Look again.'] }],
    [titled('A tool called `constructor` is unknown', 'fail'), titled(injected, 'returned'), titled('A lone ` backtick', 'returned')],
  );

  it('draws backticked words as code, in case titles, step titles and summaries, with no backticks left', () => {
    render(
      <ul>
        <StepItem step={codeStep!} ran open onToggle={() => {}} onShowLine={() => {}} onShowInLesson={() => {}} />
      </ul>,
    );
    const codes = screen.getAllByRole('code').map((code) => code.textContent);
    expect(codes).toEqual(['name', 'Object.hasOwn', 'in', 'constructor', '<img src=x onerror="alert(1)">']);
    expect(screen.getByRole('button', { name: /Check name first/ })).toBeInTheDocument();
    expect(screen.getByText('Use', { exact: false })).toHaveTextContent('Use Object.hasOwn, not in.');
    expect(screen.getByText('constructor').closest('.case-title')).toHaveTextContent(/^A tool called constructor is unknown$/);
    // Instructor data is text: markup inside backticks is shown, never made into an element.
    expect(document.querySelector('img')).toBeNull();
    // A backtick with no partner is kept as written.
    expect(screen.getByText('A lone ` backtick')).toBeInTheDocument();
  });

  it("offers the step's hints where they live, in the lesson, and shows none of its own", async () => {
    const onShowInLesson = vi.fn();
    render(
      <ul>
        <StepItem step={codeStep!} ran open onToggle={() => {}} onShowLine={() => {}} onShowInLesson={onShowInLesson} />
      </ul>,
    );
    expect(screen.queryByRole('region', { name: /Hints/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hints for this step, in the lesson' }));
    expect(onShowInLesson).toHaveBeenCalledTimes(1);
  });
});

describe('a timed-out case', () => {
  it('marks its badge with a drawn hourglass, not a character the fonts may lack, and says "timed out"', () => {
    const timedOut = gradeCase(testCase('slow', 's', { title: 'Case slow' }), {
      status: 'timeout',
      limitMs: 2000,
      output: { lines: [], truncated: false },
      durationMs: 2000,
    });
    const [slowStep] = summarizeSteps([step('s', 'The step')], [timedOut]);
    render(
      <ul>
        <StepItem step={slowStep!} ran open onToggle={() => {}} onShowLine={() => {}} onShowInLesson={() => {}} />
      </ul>,
    );
    expect(screen.getByRole('button', { name: /^timed out\s*The step/ })).toBeInTheDocument();
    const badges = document.querySelectorAll('.badge-timeout');
    expect(badges).toHaveLength(2); // the step's and the case's
    for (const badge of badges) {
      expect(badge).toHaveTextContent(/^timed out$/);
      expect(badge.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  });
});
