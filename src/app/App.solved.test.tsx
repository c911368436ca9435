import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exercises } from 'virtual:all-exercises';
import { App } from './App';
import { testAppDeps } from '../test/appDeps';
import { lastRunKey } from '../persistence/storageKeys';

const exercise = exercises.find((e) => e.slug === 'parse-tool-calls')!;
const next = exercises[exercises.indexOf(exercise) + 1]!;
const last = exercises.at(-1)!;

function setup(slug = exercise.slug) {
  window.location.hash = `#/${slug}`;
  // A fixed clock: results kept on one visit say when on the next.
  const deps = testAppDeps({}, () => Date.UTC(2026, 11, 2, 4, 30));
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <App deps={deps} exercises={exercises} />
    </StrictMode>,
  );
  const editor = () => screen.getByRole('textbox', { name: 'Code editor' }) as HTMLTextAreaElement;
  const results = () => screen.getByRole('region', { name: 'Results' });
  const setCode = async (code: string) => {
    await user.clear(editor());
    await user.click(editor());
    await user.paste(code);
  };
  const run = () => user.click(within(screen.getByRole('toolbar', { name: 'Code actions' })).getByRole('button', { name: /^Run/ }));
  const summary = () => within(results()).findByText(/steps? passed/, {}, { timeout: 10_000 });
  return { ...view, user, editor, results, setCode, run, summary };
}

describe('the solved state', () => {
  it('offers the next exercise of the track and a comparison with the reference solution', async () => {
    const { setCode, run, summary, results, user } = setup();
    expect(within(results()).queryByRole('region', { name: 'Solved' })).not.toBeInTheDocument();
    await setCode(exercise.solution);
    await run();
    expect(await summary()).toHaveTextContent('All 6 steps passed');
    const solved = within(results()).getByRole('region', { name: 'Solved' });
    expect(within(solved).getByRole('link', { name: `Next: ${next.title}` })).toHaveAttribute('href', `${next.slug}/`);

    await user.click(within(solved).getByRole('button', { name: 'Compare with the reference solution' }));
    // Beside the learner's code, with no confirmation (the exercise is solved), and focus moves to it.
    const reference = screen.getByRole('region', { name: 'Reference solution' });
    expect(reference).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Code editor' })).toBeInTheDocument();
  });

  it('offers the way back to all exercises at the end of the track', async () => {
    const { setCode, run, summary, results } = setup(last.slug);
    await setCode(last.solution);
    await run();
    await summary();
    const solved = await within(results()).findByRole('region', { name: 'Solved' }, { timeout: 60_000 });
    expect(within(solved).getByRole('link', { name: 'Back to all exercises' })).toHaveAttribute('href', './');
    expect(within(solved).queryByRole('link', { name: /^Next/ })).not.toBeInTheDocument();
  }, 90_000);

  it('shows nothing of the kind while a step fails', async () => {
    const { run, summary, results } = setup();
    await run();
    expect(await summary()).toHaveTextContent('0 of 6 steps passed');
    expect(within(results()).queryByRole('region', { name: 'Solved' })).not.toBeInTheDocument();
  });
});

describe('the last Run across visits', () => {
  it('brings the results back after a reload, marked as from the last visit, and says when the code has changed since', async () => {
    const first = setup();
    await first.setCode(exercise.solution);
    await first.run();
    await first.summary();
    await waitFor(() => expect(localStorage.getItem(lastRunKey(exercise.slug))).not.toBeNull());
    first.unmount();

    const second = setup();
    // At once, without a Run: the verdict, the solved state and each step's results.
    const results = second.results();
    expect(within(results).getByText(/steps? passed/)).toHaveTextContent('All 6 steps passed');
    expect(within(results).getByRole('region', { name: 'Solved' })).toBeInTheDocument();
    const notice = within(results).getByText(/Results of your last Run/);
    expect(notice).toHaveTextContent(/Results of your last Run, .*2026.*\. Your code is as it was then\./);
    expect(within(results).getByRole('button', { name: /Check 2: known tool/ })).toHaveTextContent('passed');

    await second.user.type(second.editor(), '// later');
    expect(notice).toHaveTextContent('Your code has changed since: these are the results of an earlier version.');
    // A new Run's results are of now: the notice goes.
    await second.run();
    await waitFor(() => expect(within(second.results()).queryByText(/Results of your last Run/)).not.toBeInTheDocument());
  });

  it('ignores a damaged entry and opens as if there were none', () => {
    for (const damaged of [
      '{not json',
      JSON.stringify({ savedAt: 1, code: 'x', run: { cases: [{ id: 'a', status: 'bogus' }] } }),
      'null',
    ]) {
      localStorage.setItem(lastRunKey(exercise.slug), damaged);
      const view = setup();
      expect(within(view.results()).getByText(/Press/)).toBeInTheDocument();
      expect(within(view.results()).queryByText(/Results of your last Run/)).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
