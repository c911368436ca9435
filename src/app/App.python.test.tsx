import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
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

const exercise = exercises.find((e) => e.slug === 'parse-tool-calls')!;
const TS_KEY = codeKey('parse-tool-calls');
const PY_KEY = codeKey('parse-tool-calls.py');

/** The app with a fake Python: a status store the test drives, and workers that answer every case with `returned` (by default ([], [])). */
function setup(returned: unknown = { calls: [], errors: [] }) {
  if (!window.location.hash) window.location.hash = '#/parse-tool-calls';
  const status = createPythonStatusStore();
  const { factory, workers } = createFakeWorkerFactory((message, worker) => {
    if (message.type === 'load') worker.reply({ type: 'loaded', runId: message.runId, output: { lines: [], truncated: false } });
    else if (message.type === 'case')
      worker.reply({
        type: 'case-done',
        runId: message.runId,
        caseId: message.caseId,
        outcome: { kind: 'returned', value: returned },
        output: { lines: [], truncated: false },
      });
  });
  const python: PythonDeps = { runner: { compile: passPythonSource, createWorker: factory }, status, prepare: vi.fn() };
  const copyText = vi.fn(async (_text: string) => {});
  const deps = testAppDeps({ python, copyText, pageUrl: () => 'https://example.test/#/parse-tool-calls' });
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <App deps={deps} exercises={exercises} />
    </StrictMode>,
  );
  const editor = () => screen.getByRole('textbox', { name: 'Code editor' }) as HTMLTextAreaElement;
  const language = () => screen.getByRole('group', { name: 'Language' });
  const pick = (name: 'Python' | 'TypeScript') => user.click(within(language()).getByRole('radio', { name }));
  return { ...view, user, deps, python, status, workers, copyText, editor, language, pick };
}

describe('the language switch', () => {
  it('offers TypeScript and Python, TypeScript first and chosen', () => {
    const { language } = setup();
    const radios = within(language()).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['typescript', 'python']);
    expect(within(language()).getByRole('radio', { name: 'TypeScript' })).toBeChecked();
  });

  it('shows the Python starter and lesson when Python is picked, and starts getting Python ready', async () => {
    const { pick, editor, python } = setup();
    await pick('Python');
    expect(editor().value).toBe(exercise.python!.starter);
    const lesson = screen.getByRole('article', { name: 'Lesson' });
    expect(lesson).toHaveTextContent('re.findall');
    expect(lesson).not.toHaveTextContent('matchAll');
    expect(python.prepare).toHaveBeenCalled();
  });

  it('shows the download as a progress bar, then Python starting, then nothing', async () => {
    const { pick, status } = setup();
    await pick('Python');
    act(() => status.set({ phase: 'downloading', loaded: 3_000_000, total: 12_000_000 }));
    const bar = screen.getByRole('progressbar', { name: 'Downloading Python: 3.0 of 12.0 MB' });
    expect(bar).toHaveAttribute('value', '3000000');
    act(() => status.set({ phase: 'starting' }));
    expect(screen.getByRole('progressbar', { name: 'Starting Python…' })).toBeInTheDocument();
    act(() => status.set({ phase: 'ready' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps each language’s code, and reads TypeScript code saved before Python existed', async () => {
    localStorage.setItem(TS_KEY, JSON.stringify({ code: '// my old TypeScript\n', savedAt: 1 }));
    const { pick, editor, user } = setup();
    expect(editor().value).toBe('// my old TypeScript\n');
    await pick('Python');
    await user.clear(editor());
    await user.type(editor(), '# my Python');
    await pick('TypeScript');
    expect(editor().value).toBe('// my old TypeScript\n');
    await pick('Python');
    expect(editor().value).toBe('# my Python');
    expect(JSON.parse(localStorage.getItem(PY_KEY)!)).toMatchObject({ code: '# my Python' });
  });

  it('remembers the choice per exercise', async () => {
    const first = setup();
    await first.pick('Python');
    first.unmount();
    const second = setup();
    expect(within(second.language()).getByRole('radio', { name: 'Python' })).toBeChecked();
    expect(second.editor().value).toBe(exercise.python!.starter);
  });

  it('runs Python with the Python runner, the Python entry and the same cases', async () => {
    const { pick, user, workers } = setup();
    await pick('Python');
    await user.click(screen.getByRole('button', { name: /^Run/ }));
    expect(await within(screen.getByRole('region', { name: 'Results' })).findByText(/steps? passed/)).toBeInTheDocument();
    const load = workers[0]!.posted[0]!;
    expect(load).toMatchObject({ type: 'load', entry: 'parse_tool_calls', code: exercise.python!.starter });
    expect(workers[0]!.posted.filter((m) => m.type === 'case')).toHaveLength(exercise.cases.length);
  });

  it('shows a Python learner’s results in Python notation: None, quoted strings, dicts', async () => {
    const { pick, user } = setup({ calls: [], errors: [null] });
    await pick('Python');
    await user.click(screen.getByRole('button', { name: /^Run/ }));
    const results = screen.getByRole('region', { name: 'Results' });
    await within(results).findByText(/steps? passed/);
    await user.click(within(results).getByRole('button', { name: 'Finding the blocks' }));
    // The fake Python returned no call and an error None: the first case (no blocks) has only the stray None,
    // the second (one block) also lacks its call.
    const [noBlocks, oneBlock] = within(results).getAllByRole('list', { name: 'Differences' });
    expect(noBlocks).toHaveTextContent(/^errors\[0\]: not expected, received None$/);
    expect(oneBlock).toHaveTextContent("calls[0]: missing; expected ['search', {'query': 'cats'}]");
    expect(within(results).getAllByLabelText('Received')[0]).toHaveTextContent("'errors': [None]");
    // What a screen reader hears on the case's line says the same.
    expect(
      within(results)
        .getAllByText(/received None$/)
        .some((element) => element.closest('summary')),
    ).toBe(true);
    expect(within(results).getAllByRole('figure')[1]).toHaveTextContent(
      "block 0: expected call ['search', {'query': 'cats'}]; yours: no such call",
    );
  });

  it('puts &lang=python in the share link, and a Python link opens in Python with its code', async () => {
    const { pick, user, copyText, unmount } = setup();
    await pick('Python');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(copyText).toHaveBeenCalledWith(
      `https://example.test/#/parse-tool-calls?code=${compressToEncodedURIComponent(exercise.python!.starter)}&lang=python`,
    );
    unmount();
    localStorage.clear();
    window.location.hash = `#/parse-tool-calls?code=${compressToEncodedURIComponent('# shared\n')}&lang=python`;
    const opened = setup();
    expect(within(opened.language()).getByRole('radio', { name: 'Python' })).toBeChecked();
    expect(opened.editor().value).toBe('# shared\n');
    // The old link moved to the exercise's own page, its code and language read first.
    expect(window.location.pathname).toBe('/parse-tool-calls/');
    expect(window.location.hash).toBe('');
    // The TypeScript side is untouched by the Python link.
    await opened.pick('TypeScript');
    expect(opened.editor().value).toBe(exercise.starter);
  });

  it('is not offered for an exercise without Python', () => {
    window.location.hash = '#/validate-and-retry';
    setup();
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
  });
});
