import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compressToEncodedURIComponent } from 'lz-string';
import { exercises } from 'virtual:all-exercises';
import { App } from './App';
import type { AppDeps, PythonDeps } from './deps';
import type { Exercise } from '../exercise/types';
import type { LearnerSettings } from '../exercise/settings';
import { testAppDeps } from '../test/appDeps';
import { createFakeWorkerFactory } from '../test/fixtures/fakeWorker';
import { createPythonStatusStore } from '../runner/python/pythonStatus';
import { passPythonSource } from '../runner/python/pythonSource';
import { createLanguageStore } from '../persistence/languageStore';

const builtIn = exercises.find((e) => e.slug === 'parse-tool-calls')!;

/**
 * parse-tool-calls with `settings` (the loader's tests show they are read from exercise.yaml), and without its
 * generated cases: the fake workers below answer the fixed cases only.
 */
const withSettings = (settings: Partial<LearnerSettings>): Exercise[] =>
  exercises.map((e) => (e === builtIn ? { ...e, hasGenerator: false, settings: { ...e.settings, ...settings } } : e));

/** Workers, TypeScript's and Python's, that answer every case with its expected value (`solve`) or with nothing right. */
function fakeRunners(solve: () => boolean) {
  return createFakeWorkerFactory((message, worker) => {
    const output = { lines: [], truncated: false };
    if (message.type === 'load') worker.reply({ type: 'loaded', runId: message.runId, output });
    if (message.type !== 'case') return;
    const expected = builtIn.cases.find((c) => c.id === message.caseId)?.expected;
    const value = solve() ? expected : { calls: [], errors: ['wrong'] };
    worker.reply({ type: 'case-done', runId: message.runId, caseId: message.caseId, outcome: { kind: 'returned', value }, output });
  });
}

/** The app on parse-tool-calls (or `hash`), its exercise given `settings`, as App.python.test.tsx sets it up. */
function setup(
  settings: Partial<LearnerSettings>,
  { hash = '#/parse-tool-calls', solved = false, deps: given = {} as Partial<AppDeps> } = {},
) {
  window.location.hash = hash;
  let solves = solved;
  const { factory } = fakeRunners(() => solves);
  const python: PythonDeps = {
    runner: { compile: passPythonSource, createWorker: factory },
    status: createPythonStatusStore(),
    prepare: vi.fn(),
  };
  const deps = testAppDeps({ runner: { ...testAppDeps().runner, createWorker: factory }, python, ...given });
  const user = userEvent.setup();
  const view = render(<App deps={deps} exercises={withSettings(settings)} />);
  const results = () => screen.getByRole('region', { name: 'Results' });
  const run = async () => {
    await user.click(within(screen.getByRole('toolbar', { name: 'Code actions' })).getByRole('button', { name: /^Run/ }));
    await within(results()).findByText(/steps? passed/, {}, { timeout: 20_000 });
  };
  return { ...view, user, results, run, solveFromNowOn: () => (solves = true) };
}

const showButton = () => screen.queryByRole('button', { name: 'Show the reference solution' });
const compareButton = () => screen.queryByRole('button', { name: 'Compare with the reference solution' });

describe('the reference solution setting', () => {
  it('never: no way to the reference, before or after solving, and no line about when', async () => {
    const { run } = setup({ referenceSolution: 'never' }, { solved: true });
    expect(screen.queryByText(/reference solution can be shown/)).not.toBeInTheDocument();
    await run();
    expect(within(screen.getByRole('region', { name: 'Results' })).getByRole('region', { name: 'Solved' })).toBeInTheDocument();
    expect(showButton()).not.toBeInTheDocument();
    expect(compareButton()).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reference solution' })).not.toBeInTheDocument();
    expect(screen.queryByText(/reference solution can be shown/)).not.toBeInTheDocument();
  }, 90_000);

  it('after 2 Runs: says how many so far, offers it at the second Run, and still after a reload', async () => {
    const first = setup({ referenceSolution: { afterRuns: 2 } });
    expect(screen.getByText('The reference solution can be shown after 2 Runs (0 so far).')).toBeInTheDocument();
    await first.run();
    expect(screen.getByText('The reference solution can be shown after 2 Runs (1 so far).')).toBeInTheDocument();
    expect(showButton()).not.toBeInTheDocument();
    await first.run();
    expect(showButton()).toBeInTheDocument();
    first.unmount();

    setup({ referenceSolution: { afterRuns: 2 } });
    expect(showButton()).toBeInTheDocument();
    expect(screen.queryByText(/reference solution can be shown/)).not.toBeInTheDocument();
  }, 90_000);

  it('counts the Runs of the exercise in any language: a TypeScript Run offers Python’s reference too, as before settings', async () => {
    const { run, user } = setup({ referenceSolution: { afterRuns: 2 } });
    await run();
    expect(showButton()).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Language' })).getByRole('radio', { name: 'Python' }));
    expect(screen.getByText(/The reference solution can be shown after 2 Runs \(1 so far\)/)).toBeInTheDocument();
    await run();
    expect(showButton()).toBeInTheDocument();
  }, 90_000);

  it('after solving: says so, and offers it (and the solved state’s Compare) once every step passed', async () => {
    const { run, solveFromNowOn } = setup({ referenceSolution: 'after-solving' });
    expect(screen.getByText('The reference solution can be shown after you solve the exercise.')).toBeInTheDocument();
    await run();
    expect(showButton()).not.toBeInTheDocument();
    solveFromNowOn();
    await run();
    expect(compareButton()).toBeInTheDocument();
    expect(showButton()).toBeInTheDocument();
  }, 90_000);
});

describe('the hints setting', () => {
  it('off: no hints in the lesson, and the results link to the step’s part, not to hints', async () => {
    const { run, results } = setup({ hints: false });
    const lesson = screen.getByRole('article', { name: 'Lesson' });
    expect(within(lesson).queryByRole('region', { name: /^Hints/ })).not.toBeInTheDocument();
    expect(within(lesson).queryByRole('button', { name: /hint/i })).not.toBeInTheDocument();
    await run();
    expect(within(results()).queryByRole('button', { name: 'Hints for this step, in the lesson' })).not.toBeInTheDocument();
    expect(within(results()).getAllByRole('button', { name: 'This step in the lesson' }).length).toBeGreaterThan(0);
  }, 90_000);

  it('on (the default): the same page has them', async () => {
    const { run, results } = setup({});
    await run();
    expect(within(results()).getAllByRole('button', { name: 'Hints for this step, in the lesson' }).length).toBeGreaterThan(0);
  }, 90_000);
});

describe('the languages setting', () => {
  it('one language: the switch is gone, and a saved choice of the other falls back to it', () => {
    const languages = createLanguageStore(localStorage);
    languages.set('parse-tool-calls', 'typescript');
    setup({ languages: ['python'] }, { deps: { languages } });
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
    expect((screen.getByRole('textbox', { name: 'Code editor' }) as HTMLTextAreaElement).value).toBe(builtIn.python!.starter);
  });

  it('a shared link in a language not offered opens in the one offered', () => {
    const code = compressToEncodedURIComponent('export const x = 1;');
    setup({ languages: ['python'] }, { hash: `#/parse-tool-calls?code=${code}&lang=typescript` });
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
    // The link's code shows, read as Python (a Run says what is wrong with it); the Python lesson is the one shown.
    expect(screen.getByRole('article', { name: 'Lesson' })).toHaveTextContent('def parse_tool_calls');
  });

  it('lists the offered languages on the home page: a TypeScript-and-Python exercise offered in Python is marked Python only', () => {
    setup({ languages: ['python'] }, { hash: '#/' });
    const item = within(screen.getByRole('list', { name: 'Exercises' }))
      .getAllByRole('listitem')
      .find((i) => within(i).queryByRole('link', { name: builtIn.title }))!;
    expect(item).toHaveTextContent('Python only');
  });
});
