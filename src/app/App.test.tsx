import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compressToEncodedURIComponent } from 'lz-string';
import { exercises } from 'virtual:all-exercises';
import { App } from './App';
import type { AppDeps } from './deps';
import { createCodeStore } from '../persistence/codeStore';
import { codeKey, runningKey } from '../persistence/storageKeys';
import { compile } from '../runner/host/compile';
import { inProcessWorkerFactory } from '../test/inProcessWorker';
import { testAppDeps } from '../test/appDeps';
import { lzBomb } from '../test/fixtures/lzBomb';
import { loadGenerator } from '../generatedCases/browserGenerators';

const exercise = exercises.find((e) => e.slug === 'parse-tool-calls')!;
const CODE_KEY = codeKey('parse-tool-calls');

function setup(overrides: Partial<AppDeps> = {}) {
  // The exercise's own link unless a test opened another (the bare site is the home view).
  if (!window.location.hash) window.location.hash = '#/parse-tool-calls';
  const copyText = vi.fn(async (_text: string) => {});
  const deps = testAppDeps({ copyText, pageUrl: () => 'https://example.test/course/playground/#/parse-tool-calls', ...overrides });
  const user = userEvent.setup();
  // StrictMode as in main.tsx: renders and effects run twice in development, and nothing may break.
  const view = render(
    <StrictMode>
      <App deps={deps} exercises={exercises} />
    </StrictMode>,
  );
  const editor = () => screen.getByRole('textbox', { name: 'Code editor' }) as HTMLTextAreaElement;
  const results = () => screen.getByRole('region', { name: 'Results' });
  const setCode = (code: string) => {
    // Replacing the whole text as one edit, as a paste would.
    const textarea = editor();
    textarea.focus();
    return user
      .clear(textarea)
      .then(() => user.click(textarea))
      .then(() => user.paste(code));
  };
  const run = () => user.click(screen.getByRole('button', { name: /^Run/ }));
  const summary = () => within(results()).findByText(/steps? passed/, {}, { timeout: 10_000 });
  return { ...view, user, deps, copyText, editor, results, setCode, run, summary };
}

describe('App', () => {
  it('opens the first exercise with its lesson, the starter code and the steps, and runs nothing', async () => {
    const { editor, results, user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: exercise.title })).toBeInTheDocument();
    // The lesson opens with what to write; the worked example's table is in its step's part, opened on request.
    const lesson = screen.getByRole('article', { name: 'Lesson' });
    expect(within(lesson).getByRole('heading', { level: 3, name: 'What to write' })).toBeInTheDocument();
    expect(within(lesson).queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(lesson).getByRole('button', { name: /^Step 6 of 6 The five-block example/ }));
    expect(within(lesson).getByRole('table')).toBeInTheDocument();
    expect(editor().value).toBe(exercise.starter);
    expect(within(results()).getByText(/Press/)).toHaveTextContent(`against ${exercise.cases.length} hidden cases in 6 steps`);
    const steps = within(results()).getAllByRole('button', { expanded: false });
    const knownTool = exercise.cases.filter((c) => c.step === 'known-tool').length;
    expect(steps.map((s) => s.textContent)).toContain(`Check 2: known tool${knownTool} checks`);
  });

  it('grades the starter with readable verdicts and points to the first step to look at', async () => {
    const { run, summary, results, user } = setup();
    await run();
    expect(await summary()).toHaveTextContent('0 of 6 steps passed');
    const start = within(results()).getByRole('button', { name: 'Finding the blocks' });
    expect(start.closest('p')).toHaveTextContent('Start with Finding the blocks.');
    // Announced once, when the Run ends: the verdict and where to start, not the whole results.
    expect(within(results()).getByRole('status')).toHaveTextContent(/^0 of 6 steps passed\. Start with Finding the blocks\. \(\d+ ms\)$/);
    expect(results().getAttribute('aria-live')).toBeNull();
    // The verdict also sits beside Run, and leads to the results.
    expect(screen.getByRole('button', { name: '0/6 steps passed, something to fix: go to the results' })).toHaveTextContent('✗ 0/6');
    await user.click(start);
    const step = within(results()).getByRole('button', { name: /Finding the blocks/, expanded: true });
    expect(step).toHaveTextContent('failed');
    // The starter finds no block, so of this step it passes only the cases that expect none.
    const blocks = exercise.cases.filter((c) => c.step === 'blocks');
    const noBlocks = blocks.filter((c) => JSON.stringify(c.expected) === '{"calls":[],"errors":[]}').length;
    expect(step).toHaveTextContent(`${noBlocks}/${blocks.length}`);
    // The reply is drawn block by block, the wrong block marked before any JSON is read.
    expect(within(results()).getAllByRole('figure')[0]).toHaveTextContent(
      'block 0: expected call ["search",{"query":"cats"}]; yours: no such call',
    );
    const differences = within(results()).getAllByRole('list', { name: 'Differences' })[0]!;
    expect(differences).toHaveTextContent('calls[0]: missing; expected ["search", { query: "cats" }]');
    expect(within(results()).getAllByLabelText('Expected')[0]).toBeInTheDocument();
    expect(within(results()).getAllByLabelText('Received')[0]).toBeInTheDocument();
  });

  it('points a solution that skips the unknown-tool check at that check, not at the earlier step one of its cases sits in', async () => {
    const { setCode, run, summary, results, user } = setup();
    // Check 2 skipped: unknown tools become calls. Check 1's block-numbering case fails too, for Check 2's sake.
    await setCode(
      exercise.solution.replace('if (spec === undefined) return `unknown tool: ${name}`;', 'if (spec === undefined) return undefined;'),
    );
    await run();
    const verdict = (await summary()).closest('p')!;
    // The first Run: the steps it passes are named by their count, then the one to go on with.
    expect(verdict).toHaveTextContent('3 of 6 steps passed. Now passing: 3 steps. Next: Check 2: known tool.');
    await user.click(within(results()).getByRole('button', { name: /Check 1: valid JSON/ }));
    // A failing case is open from the start.
    const numbering = within(results()).getByText('The block number counts blocks that failed another check too').closest('details')!;
    const drawing = within(numbering).getByRole('figure');
    // Block 1's error is the learner's too; block 0 is the one that went wrong, and how.
    expect(drawing).toHaveTextContent('block 0: expected unknown tool: weather; yours: call ["weather",{}]');
    expect(drawing).toHaveTextContent('block 1: expected bad json: 1; yours matches');
    expect(numbering).toHaveTextContent('This case also depends on Check 2: known tool.');
  });

  it('passes every step with the reference solution', async () => {
    const { setCode, run, summary, results } = setup();
    await setCode(exercise.solution);
    await run();
    expect(await summary()).toHaveTextContent('All 6 steps passed');
    expect(within(results()).queryByText(/Start with/)).not.toBeInTheDocument();
  });

  it('runs the generated cases after the fixed ones, as their own group', async () => {
    // In-process workers under jsdom are far slower than the page's: the group gets more than its 3 s.
    const { setCode, run, summary, results } = setup({
      runner: { compile, createWorker: inProcessWorkerFactory, loadGenerator, generatedBudgetMs: 60_000 },
    });
    await setCode(exercise.solution);
    await run();
    // The fixed cases' verdict shows first; the generated group's sentence follows it.
    const verdict = (await summary()).closest('p')!;
    await waitFor(() => expect(verdict).toHaveTextContent(/All 6 steps passed\. Random model replies: all 100 passed\./), {
      timeout: 60_000,
    });
    expect(within(results()).getByRole('region', { name: 'Generated cases' })).toHaveTextContent('passed');
  }, 120_000); // 100 random replies through the learner's code and the reference: slow on a busy machine

  it('shows the smallest generated failure with its seed, and replays that seed', async () => {
    const { setCode, run, summary, results, user } = setup({ runner: { compile, createWorker: inProcessWorkerFactory, loadGenerator } });
    // Right on every fixed case (none has bold text), wrong on any reply with bold text in its prose: the generator
    // writes some into most of its 100 replies, so the group fails whatever the random seed.
    await setCode(
      exercise.solution.replace('export function parseToolCalls(', 'function reference(') +
        `\nexport function parseToolCalls(text: string, registry: Registry): [calls: ToolCall[], errors: string[]] {
  return text.includes('<b>bold</b>') ? [[], []] : reference(text, registry);
}\n`,
    );
    await run();
    const first = (await summary()).closest('p')!;
    await waitFor(
      () =>
        expect(first).toHaveTextContent(
          /All 6 steps passed\. Random model replies: (the first one|one of the \d+) tried failed\. Start with Random model replies\./,
        ),
      { timeout: 60_000 },
    );
    // Beside Run, "✗ 6/6" alone would read as a contradiction: the chip says what failed.
    expect(screen.getByRole('button', { name: '6/6 steps passed, a random input failed: go to the results' })).toHaveTextContent(
      /^✗ 6\/6 .*, a random input failed/,
    );
    await user.click(within(results()).getByRole('button', { name: 'Random model replies' }));
    const group = within(results()).getByRole('region', { name: 'Generated cases' });
    const seed = /Seed (-?\d+@[\d:]+)/.exec(group.textContent!)![1]!;
    expect(within(group).getByRole('list', { name: 'Differences' })).toHaveTextContent(/calls|errors/);
    expect(within(group).getByLabelText('Input text')).toHaveTextContent('<b>bold</b>');
    await user.click(within(group).getByRole('button', { name: 'Run again with this seed' }));
    await waitFor(
      () =>
        expect(
          within(results())
            .getByText(/steps? passed/)
            .closest('p'),
        ).toHaveTextContent(/Random model replies: (the first one|one of the \d+) tried failed/),
      { timeout: 60_000 },
    );
    // The same seed: the same inputs, so the same failure.
    await user.click(within(results()).getByRole('button', { name: 'Random model replies' }));
    await waitFor(() => expect(within(results()).getByRole('region', { name: 'Generated cases' })).toHaveTextContent(`Seed ${seed}`), {
      timeout: 60_000,
    });
  }, 150_000); // shrinking a random failure runs the learner's code and the reference many times: slow on a busy machine

  it('reveals hints one at a time, and they stay revealed on the next visit', async () => {
    const first = setup();
    const hints = screen.getByRole('region', { name: 'Hints' });
    await first.user.click(within(hints).getByRole('button', { name: `Show a hint (${exercise.hints.length} in all)` }));
    expect(within(hints).getByText(`Hint 1 of ${exercise.hints.length}`)).toBeInTheDocument();
    expect(within(hints).queryByText(`Hint 2 of ${exercise.hints.length}`)).not.toBeInTheDocument();
    await first.user.click(within(hints).getByRole('button', { name: /Show the next hint/ }));
    first.unmount();
    setup();
    expect(within(screen.getByRole('region', { name: 'Hints' })).getByText(`Hint 2 of ${exercise.hints.length}`)).toBeInTheDocument();
  });

  it("shows each step's status in its part of the lesson, and takes a failing step's link from the results to its hints there", async () => {
    const { run, summary, results, user } = setup();
    const lesson = () => screen.getByRole('article', { name: 'Lesson' });
    const part = (name: RegExp) => within(lesson()).getByRole('button', { name });
    expect(part(/^Step 1 of 6 Finding the blocks/)).toHaveAccessibleName(/not run yet$/);
    await run();
    await summary();
    // The starter fails the first step: its part says so, in words, and is open and marked as the place to start.
    expect(part(/^Step 1 of 6 Finding the blocks/)).toHaveAccessibleName(/failed Start here$/);
    expect(part(/^Step 1 of 6 Finding the blocks/)).toHaveAttribute('aria-expanded', 'true');
    // The results (the step open there, as the one to look at) hold no hints of their own: the step's link reveals
    // the first in the lesson and moves focus there.
    expect(within(results()).queryByRole('region', { name: /Hints/ })).not.toBeInTheDocument();
    await user.click(within(results()).getByRole('button', { name: 'Hints for this step, in the lesson' }));
    const stepHints = within(lesson()).getByRole('region', { name: 'Hints for Finding the blocks' });
    expect(stepHints).toHaveFocus();
    expect(stepHints).toHaveTextContent('Hint 1 of 2');
    expect(stepHints).toHaveTextContent('non-greedy');
    // The rest come one at a time, there.
    await user.click(within(stepHints).getByRole('button', { name: 'Show the next hint (1 left)' }));
    expect(stepHints).toHaveTextContent('Hint 2 of 2');
  });

  it('shows the reference solution only once every hint of the step is seen, after asking, beside the learner code', async () => {
    const { run, summary, user, editor } = setup();
    expect(screen.getByText(/^The reference solution can be shown once you have seen every hint of this step/)).toBeInTheDocument();
    await run();
    await summary();
    // A failing Run alone does not offer it: the step's hints come first.
    expect(screen.queryByRole('button', { name: 'Show the reference solution' })).not.toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Results' });
    await user.click(within(results).getByRole('button', { name: 'Hints for this step, in the lesson' }));
    const stepHints = screen.getByRole('region', { name: /^Hints for / });
    for (let next = within(stepHints).queryByRole('button', { name: /^Show the next hint/ }); next;) {
      await user.click(next);
      next = within(stepHints).queryByRole('button', { name: /^Show the next hint/ });
    }
    await user.click(screen.getByRole('button', { name: 'Show the reference solution' }));
    await user.click(within(screen.getByRole('group', { name: 'Confirm showing the solution' })).getByRole('button', { name: 'Show it' }));
    expect(screen.getByRole('region', { name: 'Reference solution' })).toHaveTextContent('export function parseToolCalls');
    expect(editor().value).toBe(exercise.starter);
  });

  it('ends the run with a readable message when the generated cases cannot load', async () => {
    const { setCode, run, summary } = setup({
      runner: { compile, createWorker: inProcessWorkerFactory, loadGenerator: () => Promise.reject(new Error('Failed to fetch a chunk')) },
    });
    await setCode(exercise.solution);
    await run();
    expect((await summary()).closest('p')).toHaveTextContent('All 6 steps passed. Generated cases: could not run.');
  });

  it('runs on Ctrl+Enter in the editor', async () => {
    const { editor, user, summary } = setup();
    await user.click(editor());
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await summary()).toHaveTextContent('of 6 steps passed');
  });

  it('shows a compile error once, with line and column, and runs no case', async () => {
    const { setCode, run, results } = setup();
    await setCode('export function parseToolCalls(text: string {\n  return [[], []];\n}\n');
    await run();
    const problem = await within(results()).findByRole('heading', { name: 'Your code does not compile' });
    expect(problem.parentElement).toHaveTextContent('line 1, column');
    const steps = within(within(results()).getByRole('list', { name: 'Check steps' })).getAllByRole('heading');
    expect(steps).toHaveLength(6);
    for (const step of steps) expect(step).toHaveTextContent('not run');
  });

  it('says which function to export when the export is missing', async () => {
    const { setCode, run, results } = setup();
    await setCode('function parseToolCalls(text: string, registry: Registry) {\n  return [[], []];\n}\n');
    await run();
    await within(results()).findByRole('heading', { name: 'Missing export' });
    expect(within(results()).getByText(/parseToolCalls is defined but not exported/)).toBeInTheDocument();
  });

  it('shows a thrown error with its line in the learner code', async () => {
    const { setCode, run, results, summary, user } = setup();
    await setCode(
      'export function parseToolCalls(text: string, registry: Registry) {\n  const parts = undefined as unknown as string[];\n  return [parts.length, []];\n}\n',
    );
    await run();
    await summary();
    await user.click(within(results()).getByRole('button', { name: 'Finding the blocks' }));
    expect(within(results()).getAllByText(/TypeError: Cannot read properties of undefined/)[0]).toBeInTheDocument();
    expect(within(results()).getAllByRole('button', { name: /Show line 3/ })[0]).toBeInTheDocument();
  });

  it('saves the code as the learner types and brings it back on the next visit', async () => {
    const first = setup();
    await first.setCode('// my work\n');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(CODE_KEY)!).code).toBe('// my work\n'), { timeout: 2000 });
    first.unmount();
    const second = setup();
    expect(second.editor().value).toBe('// my work\n');
  });

  it('tells the learner when the code cannot be saved', async () => {
    const refusing = {
      ...localStorage,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const { setCode } = setup({ codeStore: createCodeStore(refusing) });
    await setCode('// unsaved\n');
    expect(await screen.findByText('Not saved: the browser storage is full', {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('asks before Reset, and the reset can be undone', async () => {
    const { setCode, user, editor } = setup();
    await setCode('// keep me\n');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const confirm = screen.getByRole('group', { name: 'Confirm reset' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(editor().value).toBe('// keep me\n');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(editor().value).toBe(exercise.starter);
    await user.click(screen.getByRole('button', { name: 'Undo reset' }));
    expect(editor().value).toBe('// keep me\n');
  });

  it('Share copies a link in the public format, under the page base path', async () => {
    const { setCode, user, copyText } = setup();
    await setCode('export const x = 1 + 2;\n');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(copyText).toHaveBeenCalledWith(
      `https://example.test/course/playground/#/parse-tool-calls?code=${compressToEncodedURIComponent('export const x = 1 + 2;\n')}`,
    );
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    const { user } = setup({ copyText: async () => Promise.reject(new Error('denied')) });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const field = (await screen.findByRole('textbox', { name: /Copy this link/ })) as HTMLInputElement;
    expect(field.value).toContain('#/parse-tool-calls?code=');
  });

  it('opens a shared link with its code, keeps the learner’s own code, and offers the way back', async () => {
    localStorage.setItem(CODE_KEY, JSON.stringify({ code: '// mine\n', savedAt: 1 }));
    window.location.hash = `#/parse-tool-calls?code=${compressToEncodedURIComponent('// shared\n')}`;
    const { editor, user, results } = setup();
    expect(editor().value).toBe('// shared\n');
    expect(screen.getByText(/You opened a shared link/)).toHaveTextContent('Your own code is kept.');
    // The address moves to the exercise's own page, without the code.
    expect(window.location.pathname).toBe('/parse-tool-calls/');
    expect(window.location.hash).toBe('');
    expect(within(results()).getByText(/Press/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to my code' }));
    expect(editor().value).toBe('// mine\n');
  });

  it('says so when a shared link is broken, and keeps the learner’s code', () => {
    localStorage.setItem(CODE_KEY, JSON.stringify({ code: '// mine\n', savedAt: 1 }));
    window.location.hash = '#/parse-tool-calls?code=%%%not-lz';
    const { editor } = setup();
    expect(editor().value).toBe('// mine\n');
    expect(screen.getByText(/could not be read/)).toBeInTheDocument();
  });

  it('says so when a shared link’s code is too large, names the limit, and keeps the learner’s code', () => {
    localStorage.setItem(CODE_KEY, JSON.stringify({ code: '// mine\n', savedAt: 1 }));
    window.location.hash = `#/parse-tool-calls?code=${lzBomb(20_000).link}`;
    const { editor } = setup();
    expect(editor().value).toBe('// mine\n');
    expect(screen.getByText(/too large to open/)).toHaveTextContent('at most 200,000 characters');
    expect(window.location.pathname).toBe('/parse-tool-calls/');
    expect(window.location.hash).toBe('');
  });

  it('brings the learner’s own code back after two shared links opened one after the other', async () => {
    localStorage.setItem(CODE_KEY, JSON.stringify({ code: '// mine\n', savedAt: 1 }));
    window.location.hash = `#/parse-tool-calls?code=${compressToEncodedURIComponent('// link 1\n')}`;
    const { editor, user } = setup();
    expect(editor().value).toBe('// link 1\n');
    act(() => {
      window.location.hash = `#/parse-tool-calls?code=${compressToEncodedURIComponent('// link 2\n')}`;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(editor().value).toBe('// link 2\n'));
    await user.click(screen.getByRole('button', { name: 'Back to my code' }));
    expect(editor().value).toBe('// mine\n');
    await user.click(screen.getByRole('button', { name: 'Show the shared code' }));
    expect(editor().value).toBe('// link 2\n');
  });

  it('names the exercises that exist when the link names none', () => {
    window.location.hash = '#/no-such-exercise';
    setup();
    expect(screen.getByRole('heading', { name: 'No exercise named “no-such-exercise”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: exercise.title })).toHaveAttribute('href', 'parse-tool-calls/');
  });

  it('shows broken exercise files in the page instead of a blank screen', () => {
    const { deps, unmount } = setup();
    unmount();
    render(
      <App
        deps={deps}
        exercises={[]}
        problems={[{ file: 'exercises/x/cases.yaml', line: 4, field: 'cases[0].step', message: 'there is no step "nope"' }]}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('exercises/x/cases.yaml:4 (cases[0].step): there is no step "nope"');
  });
  it('after a Run that never ended (the tab crashed), says so on the next load, runs nothing and keeps the code', async () => {
    localStorage.setItem(CODE_KEY, JSON.stringify({ code: '// the code that was running', savedAt: 1 }));
    // What a Run leaves behind when the tab dies before it ends.
    localStorage.setItem(runningKey('parse-tool-calls'), JSON.stringify({ startedAt: 1 }));
    const { editor, results, run, summary } = setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your last Run did not finish');
    expect(editor().value).toBe('// the code that was running');
    expect(within(results()).getByText(/Press/)).toBeInTheDocument();
    await run();
    await summary();
    expect(screen.queryByText(/Your last Run did not finish/)).not.toBeInTheDocument();
    // The Run ended, so the next load has nothing to report.
    expect(localStorage.getItem(runningKey('parse-tool-calls'))).toBeNull();
  });
});
