import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compressToEncodedURIComponent } from 'lz-string';
import { exercises } from 'virtual:all-exercises';
import { App } from './App';
import type { PythonDeps } from './deps';
import { testAppDeps } from '../test/appDeps';
import { codeKey } from '../persistence/storageKeys';
import { createFakeWorkerFactory } from '../test/fixtures/fakeWorker';
import { createPythonStatusStore } from '../runner/python/pythonStatus';
import { passPythonSource } from '../runner/python/pythonSource';

// tool-decorator has solution.py and no solution.ts: the course's Python decorator, in Python alone.
const exercise = exercises.find((e) => e.slug === 'tool-decorator')!;

/** The app on `hash`, with a fake Python whose workers answer every case with an empty definition. */
function setup(hash: string) {
  window.location.hash = hash;
  const { factory, workers } = createFakeWorkerFactory((message, worker) => {
    if (message.type === 'load') worker.reply({ type: 'loaded', runId: message.runId, output: { lines: [], truncated: false } });
    else if (message.type === 'case')
      worker.reply({
        type: 'case-done',
        runId: message.runId,
        caseId: message.caseId,
        outcome: { kind: 'returned', value: { definition: {} } },
        output: { lines: [], truncated: false },
      });
  });
  const python: PythonDeps = {
    runner: { compile: passPythonSource, createWorker: factory },
    status: createPythonStatusStore(),
    prepare: vi.fn(),
  };
  const deps = testAppDeps({ python });
  const user = userEvent.setup();
  render(<App deps={deps} exercises={exercises} />);
  return { user, python, workers };
}

describe('a Python-only exercise', () => {
  it('is in the track right after register-tools, marked Python only', () => {
    setup('#/');
    const items = within(screen.getByRole('list', { name: 'Exercises' })).getAllByRole('listitem');
    const titles = items.map((item) => within(item).getByRole('link').textContent);
    expect(titles.indexOf(exercise.title)).toBe(titles.indexOf('Registering tools for the Chat Completions API') + 1);
    const item = items.find((i) => within(i).queryByRole('link', { name: exercise.title }))!;
    expect(item).toHaveTextContent('Python only');
    expect(items.filter((i) => i.textContent?.includes('Python only'))).toHaveLength(1);
  });

  it('opens in Python with its Python starter and lesson, without a language switch, and gets Python ready', async () => {
    const { python } = setup('#/tool-decorator');
    const editor = (await screen.findByRole('textbox', { name: 'Code editor' })) as HTMLTextAreaElement;
    expect(editor.value).toBe(exercise.starter);
    expect(editor.value).toContain('def tool(description: str, **param_descriptions: str):');
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Lesson' })).toHaveTextContent('get_type_hints');
    expect(python.prepare).toHaveBeenCalled();
  });

  it('runs with the Python runner and the entry tool, and saves the code under its Python key', async () => {
    const { user, workers } = setup('#/tool-decorator');
    const editor = await screen.findByRole('textbox', { name: 'Code editor' });
    await user.type(editor, '# mine');
    await user.click(screen.getByRole('button', { name: /^Run/ }));
    expect(await within(screen.getByRole('region', { name: 'Results' })).findByText(/steps? passed/)).toBeInTheDocument();
    expect(workers[0]!.posted[0]).toMatchObject({ type: 'load', entry: 'tool', code: `${exercise.starter}# mine` });
    expect(workers[0]!.posted.filter((m) => m.type === 'case')).toHaveLength(exercise.cases.length);
    expect(localStorage.getItem(codeKey('tool-decorator.py'))).toContain('# mine');
    expect(localStorage.getItem(codeKey('tool-decorator'))).toBeNull();
  });

  it('reads a shared link without a language as Python code', async () => {
    const shared = 'def tool(description, **param_descriptions):\n    pass\n';
    const { user, workers } = setup(`#/tool-decorator?code=${compressToEncodedURIComponent(shared)}`);
    expect(((await screen.findByRole('textbox', { name: 'Code editor' })) as HTMLTextAreaElement).value).toBe(shared);
    await user.click(screen.getByRole('button', { name: /^Run/ }));
    await within(screen.getByRole('region', { name: 'Results' })).findByText(/steps? passed/);
    expect(workers[0]!.posted[0]).toMatchObject({ type: 'load', entry: 'tool', code: shared });
  });

  it('has an instructor view that runs the Python reference and mistakes in Python, and shows its mutation score', async () => {
    const { workers } = setup('#/tool-decorator?view=instructor');
    // The instructor view is a chunk of its own: on a busy machine it takes a while to arrive.
    const solution = await screen.findByRole('region', { name: 'Reference solution' }, { timeout: 30_000 });
    expect(solution).toHaveTextContent('def build_registry(tools');
    // The fake Python answers every case with an empty definition: the view ran the reference there, and says it fails.
    expect(await screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent('The reference solution fails cases');
    expect(workers[0]!.posted[0]).toMatchObject({ type: 'load', entry: 'tool', code: exercise.solution });
    // Its Python reference is mutated like any other (pythonMutants.py): the recorded score is shown.
    expect(screen.getByRole('region', { name: 'Mutation testing' })).toHaveTextContent(
      /the cases catch 100% of non-equivalent mutants killed \(\d+ mutants/,
    );
    expect(screen.getByRole('region', { name: `Cases (${exercise.cases.length})` })).toBeInTheDocument();
  }, 40_000);
});
