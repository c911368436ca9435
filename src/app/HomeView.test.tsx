import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exercises } from 'virtual:all-exercises';
import { App } from './App';
import { createCodeStore } from '../persistence/codeStore';
import { createProgressStore } from '../persistence/progressStore';
import { exportProgress } from '../persistence/progressFile';
import { testAppDeps } from '../test/appDeps';

const DAY = Date.UTC(2026, 10, 29, 12);

function open(hash = '#/') {
  window.location.hash = hash;
  const deps = testAppDeps({}, () => DAY);

  const user = userEvent.setup();
  render(<App deps={deps} exercises={exercises} />);
  return { deps, user };
}

describe('HomeView', () => {
  it('lists the exercises of the track in order, each with its status', () => {
    open();
    const items = within(screen.getByRole('list', { name: 'Exercises' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(exercises.map((e) => e.title));
    for (const item of items) expect(item).toHaveTextContent('Not started');
  });

  it('marks an exercise solved, with the date, once a run passes every step', async () => {
    const { user } = open('#/parse-tool-calls');
    const editor = screen.getByRole('textbox', { name: 'Code editor' });
    await user.clear(editor);
    await user.click(editor);
    await user.paste(exercises[0]!.solution);
    await user.click(screen.getByRole('button', { name: /^Run/ }));
    await screen.findByText(/All \d+ steps passed/, {}, { timeout: 10_000 });
    await user.click(screen.getByRole('link', { name: 'All exercises' }));
    const first = within(screen.getByRole('list', { name: 'Exercises' })).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent(/Solved on .*2026/);
  });

  it('an exercise opened from the home page starts the keyboard at the top: Tab reaches the skip link, Enter the code', async () => {
    const { user } = open();
    await user.click(screen.getByRole('link', { name: exercises[0]!.title }));
    await screen.findByRole('textbox', { name: 'Code editor' });
    // Focus was on the link just followed, now gone: it starts over at the page, named for a screen reader.
    expect(document.activeElement).toHaveTextContent(exercises[0]!.title);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to the code' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Code editor' })).toHaveFocus();
  });

  it('an exercise links to the previous and next ones', () => {
    open(`#/${exercises[1]!.slug}`);
    const track = screen.getByRole('navigation', { name: 'Track' });
    expect(within(track).getByRole('link', { name: `Previous: ${exercises[0]!.title}` })).toHaveAttribute('href', `${exercises[0]!.slug}/`);
    expect(track).toHaveTextContent(`2 of ${exercises.length}`);
  });

  it('imports an exported file, keeping the newer code and setting the older aside', async () => {
    const { deps, user } = open();
    // What another browser exported: a solved exercise, and newer code for it.
    const storage = new Map<string, string>();
    const fake = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    } as unknown as Storage;
    const theirCodes = createCodeStore(fake, () => DAY + 1000);
    const theirProgress = createProgressStore(fake, () => DAY - 1000);
    theirCodes.save('parse-tool-calls', '// from the other browser');
    theirProgress.markSolved('parse-tool-calls');
    deps.codeStore.save('parse-tool-calls', '// mine, older', DAY - 5000);
    const file = new File([exportProgress(['parse-tool-calls'], theirCodes, theirProgress)], 'progress.json', { type: 'application/json' });

    await user.upload(screen.getByLabelText('Import progress…'), file);
    expect(await screen.findByText(/Imported progress for 1 exercise; 1 with newer code from the file\./)).toBeInTheDocument();
    expect(deps.codeStore.load('parse-tool-calls')?.code).toBe('// from the other browser');
    expect(deps.codeStore.loadBackup('parse-tool-calls')?.code).toBe('// mine, older');
    expect(within(screen.getByRole('list', { name: 'Exercises' })).getAllByRole('listitem')[0]).toHaveTextContent('Solved on');
  });

  it('exports the Python code of an exercise beside its TypeScript code', async () => {
    const { deps, user } = open();
    deps.codeStore.save('parse-tool-calls', '// typescript');
    deps.codeStore.save('parse-tool-calls.py', '# python');
    let exported: Blob | undefined;
    // jsdom has no blob: URLs; the download link is all this test needs to read.
    URL.createObjectURL = vi.fn((blob: Blob) => ((exported = blob), 'blob:test'));
    URL.revokeObjectURL = vi.fn();
    await user.click(screen.getByRole('button', { name: 'Export progress' }));
    await screen.findByText(/Progress exported/);
    const file = JSON.parse(await exported!.text()) as { code: Record<string, { code: string }> };
    expect(file.code['parse-tool-calls']?.code).toBe('// typescript');
    expect(file.code['parse-tool-calls.py']?.code).toBe('# python');
  });

  it('says so when the file is not a progress file, and changes nothing', async () => {
    const { deps, user } = open();
    deps.codeStore.save('parse-tool-calls', '// mine');
    await user.upload(screen.getByLabelText('Import progress…'), new File(['{"hello": 1}'], 'x.json', { type: 'application/json' }));
    expect(await screen.findByText('This is not a progress file exported from this playground.')).toBeInTheDocument();
    expect(deps.codeStore.load('parse-tool-calls')?.code).toBe('// mine');
  });
});
