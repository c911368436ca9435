import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LessonPanel } from './LessonPanel';
import { useLessonParts } from './useLessonParts';
import { gradeCase } from '../../grading/gradeCase';
import { summarizeSteps } from '../../grading/summarize';
import { initialRunState, type RunState } from '../../grading/runState';
import { makeExercise, testCase } from '../../test/fixtures/exercise';
import type { LessonPart, Step } from '../../exercise/types';

const steps: Step[] = [
  { id: 'name', title: 'Check `name` first', summary: 'Use `Object.hasOwn`.', hints: ['<p>Look at own keys.</p>', '<p>Not `in`.</p>'] },
  { id: 'args', title: 'Arguments', summary: 'Every argument is checked.', hints: [] },
];
const cases = [testCase('n1', 'name', { expected: 1 }), testCase('a1', 'args', { expected: 1 })];
const exercise = makeExercise(steps, cases);
const parts: LessonPart[] = [
  { kind: 'opening', html: '<h2>Checks</h2><p>Write <code>check</code>.</p>' },
  { kind: 'step', step: 'name', html: '<p>Own keys only.</p>' },
  { kind: 'step', step: 'args', html: '' },
  { kind: 'more', title: 'Why this matters', html: '<p>Because.</p>' },
];

/** A finished Run in which the first step fails and the second passes. */
function finishedRun(): RunState {
  const graded = cases.map((c) =>
    gradeCase(c, { status: 'returned', value: c.step === 'name' ? 2 : 1, output: { lines: [], truncated: false }, durationMs: 1 }),
  );
  const stepResults = summarizeSteps(steps, graded);
  return {
    phase: 'done',
    runId: 1,
    cases: graded,
    steps: stepResults,
    summary: { passedSteps: 1, totalSteps: 2, text: '1 of 2 steps passed', firstStepToLook: { id: 'name', title: steps[0]!.title } },
  };
}

/** The panel as the page holds it: open parts from useLessonParts, hint counts in state. */
function Harness({ run }: { run: RunState }) {
  const view = useLessonParts(run, 'name');
  const [revealed, setRevealed] = useState<Record<string, number>>({});
  return (
    <LessonPanel
      parts={parts}
      steps={run.steps}
      ran={run.phase !== 'idle'}
      hints={[]}
      revealedHints={0}
      onRevealHint={() => {}}
      stepHints={{ revealed, onReveal: (step) => setRevealed((r) => ({ ...r, [step]: (r[step] ?? 0) + 1 })) }}
      view={view}
    />
  );
}

describe('LessonPanel', () => {
  it('heads each step’s part with its number, title and status in words, "not run yet" before a Run', () => {
    const { rerender } = render(<Harness run={initialRunState(exercise)} />);
    const lesson = screen.getByRole('article', { name: 'Lesson' });
    // Backticks are drawn as code, and an accessible name has none.
    expect(within(lesson).getByRole('button', { name: 'Step 1 of 2 Check name first not run yet' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(lesson).getByRole('button', { name: 'Step 2 of 2 Arguments not run yet' })).toHaveAttribute('aria-expanded', 'false');
    rerender(<Harness run={finishedRun()} />);
    expect(within(lesson).getByRole('button', { name: 'Step 1 of 2 Check name first failed Start here' })).toBeInTheDocument();
    expect(within(lesson).getByRole('button', { name: 'Step 2 of 2 Arguments passed' })).toBeInTheDocument();
  });

  it('reveals a step’s hints one at a time, in its part, and opens and closes parts from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness run={finishedRun()} />);
    const hints = screen.getByRole('region', { name: 'Hints for Check name first' });
    await user.click(within(hints).getByRole('button', { name: 'Show a hint (2 in all)' }));
    expect(hints).toHaveTextContent('Hint 1 of 2');
    expect(hints).not.toHaveTextContent('Hint 2 of 2');
    await user.click(within(hints).getByRole('button', { name: 'Show the next hint (1 left)' }));
    expect(hints).toHaveTextContent('Hint 2 of 2');
    // A step without lesson text or hints still has its part: what the check asks.
    const args = screen.getByRole('button', { name: /^Step 2 of 2 Arguments/ });
    args.focus();
    await user.keyboard('{Enter}');
    expect(args).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Every argument is checked.')).toBeVisible();
    // A part tied to no step has no status.
    const more = screen.getByRole('button', { name: 'Why this matters' });
    more.focus();
    await user.keyboard(' ');
    expect(screen.getByText('Because.')).toBeVisible();
  });
});
