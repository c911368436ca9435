import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exercises } from 'virtual:all-exercises';
import { catalog, loaders } from 'virtual:exercises';
import { App } from './App';
import { entryOf, sourceFromLoaders } from '../exercise/catalog';
import type { Exercise } from '../exercise/types';
import { testAppDeps } from '../test/appDeps';

const exercise = exercises.find((e) => e.slug === 'agent-loop')!;

/** A loader the test answers by hand: the page's chunk fetch, slowed down or failed at will. */
function handLoader() {
  const calls: { resolve: (e: Exercise) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<Exercise>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

function open(load: () => Promise<Exercise>) {
  window.location.hash = `#/${exercise.slug}`;
  const source = sourceFromLoaders(exercises.map(entryOf), { [exercise.slug]: load });
  render(
    <StrictMode>
      <App deps={testAppDeps()} source={source} />
    </StrictMode>,
  );
}

afterEach(() => {
  window.location.hash = '';
});

describe('App, while an exercise is being fetched', () => {
  it('names the exercise and says it is loading, then shows its lesson and editor when the data arrives', async () => {
    const loader = handLoader();
    open(loader.load);
    expect(screen.getByRole('heading', { level: 1, name: exercise.title })).toBeInTheDocument();
    expect(screen.getByText(`Loading “${exercise.title}”…`)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Lesson' })).not.toBeInTheDocument();
    // StrictMode runs the effect twice; the source fetches once.
    expect(loader.calls).toHaveLength(1);
    loader.calls[0]!.resolve(exercise);
    expect(await screen.findByRole('article', { name: 'Lesson' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code editor' })).toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
  });

  it('says when the data cannot be fetched, and fetches again when asked', async () => {
    const loader = handLoader();
    open(loader.load);
    loader.calls[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`“${exercise.title}” could not be loaded`);
    expect(alert).toHaveTextContent('Failed to fetch dynamically imported module');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(loader.calls).toHaveLength(2);
    loader.calls[1]!.resolve(exercise);
    expect(await screen.findByRole('article', { name: 'Lesson' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the page’s own exercise modules', () => {
  it('list every exercise in the catalog, and each loader brings that exercise’s full data', async () => {
    expect(catalog).toEqual(exercises.map(entryOf));
    expect(Object.keys(loaders)).toEqual(exercises.map((e) => e.slug));
    for (const expected of exercises) expect(await loaders[expected.slug]!()).toEqual(expected);
  });
});
