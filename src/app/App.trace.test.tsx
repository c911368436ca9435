import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exercises } from 'virtual:all-exercises';
import { App } from './App';
import { testAppDeps } from '../test/appDeps';

const exercise = exercises.find((e) => e.slug === 'parse-tool-calls')!;

/** Finds no call and reports one error for every reply. */
const LEARNER = `export function parseToolCalls(text: string, registry: Registry): [ToolCall[], string[]] {
  const calls: ToolCall[] = [];
  const errors: string[] = [];
  errors.push('not done yet');
  return [calls, errors];
}
`;

/** The exercise open with LEARNER's code, Run once: the editor and the results, and the Run's verdict line. */
async function runLearner(user: ReturnType<typeof userEvent.setup>) {
  const editor = screen.getByRole('textbox', { name: 'Code editor' }) as HTMLTextAreaElement;
  await user.clear(editor);
  await user.click(editor);
  await user.paste(LEARNER);
  await user.click(screen.getByRole('button', { name: /^Run/ }));
  const results = screen.getByRole('region', { name: 'Results' });
  const verdict = (await within(results).findByText(/steps? passed/, {}, { timeout: 10_000 })).textContent;
  return { editor, results, verdict };
}

describe('Trace this case', () => {
  it('traces a failing case of the Run in the learner’s code, and leaves the verdict and progress as they were', async () => {
    window.location.hash = '#/parse-tool-calls';
    const deps = testAppDeps();
    const user = userEvent.setup();
    render(
      <StrictMode>
        <App deps={deps} exercises={exercises} />
      </StrictMode>,
    );
    const { results, verdict } = await runLearner(user);
    const progress = deps.progress.getState()[exercise.slug];

    await user.click(within(results).getAllByRole('button', { name: 'Trace this case' })[0]!);
    const panel = await screen.findByRole('region', { name: `Trace of “${exercise.cases[0]!.title}”` });
    const step = await within(panel).findByRole('group', { name: /trace step/i }, { timeout: 10_000 });
    expect(step).toHaveTextContent('Step 1 of 5: line 1 in parseToolCalls (depth 1), called');
    step.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(step).toHaveTextContent('Step 4 of 5: line 4 in parseToolCalls (depth 1), ran line');
    expect(within(step).getByRole('row', { name: /errors \["not done yet"\] changed/ })).toBeInTheDocument();
    // The no-block case expects no error: the push of one is where a value first differs.
    await user.click(within(panel).getByRole('button', { name: /first step where a value differs/i }));
    expect(step).toHaveTextContent('Step 4 of 5');
    expect(within(results).getByText(/steps? passed/).textContent).toBe(verdict);
    expect(deps.progress.getState()[exercise.slug]).toEqual(progress);
  });

  it('puts a trace of earlier code away once the code changes, and traces the code now when asked', async () => {
    window.location.hash = '#/parse-tool-calls';
    const user = userEvent.setup();
    render(<App deps={testAppDeps()} exercises={exercises} />);
    const { editor, results } = await runLearner(user);
    await user.click(within(results).getAllByRole('button', { name: 'Trace this case' })[0]!);
    const panel = await screen.findByRole('region', { name: `Trace of “${exercise.cases[0]!.title}”` });
    await within(panel).findByRole('group', { name: /trace step/i }, { timeout: 10_000 });

    // A line more: the trace's steps and line numbers are about code that is gone.
    await user.click(editor);
    await user.keyboard('{Control>}{Home}{/Control}// first{Enter}');
    expect(within(panel).getByText(/From earlier code/)).toBeInTheDocument();
    expect(within(panel).queryByRole('group', { name: /trace step/i })).toBeNull();
    expect(within(panel).queryByRole('list', { name: 'Every step' })).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Trace your code now' }));
    const step = await within(panel).findByRole('group', { name: /trace step/i }, { timeout: 10_000 });
    // The function now starts on line 2.
    expect(step).toHaveTextContent('Step 1 of 5: line 2 in parseToolCalls (depth 1), called');
    expect(within(panel).queryByText(/From earlier code/)).toBeNull();
  });
});
