import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import { exercises } from 'virtual:all-exercises';
import { sourceFromList } from '../exercise/catalog';
import { testAppDeps } from '../test/appDeps';
import type { AppDeps } from './deps';
import { Page } from './Page';

// hydrateRoot by hand (Testing Library's render cannot hydrate a given tree): tell React act() is in use.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('Page', () => {
  // React's development build names every mismatch (an attribute, a text, a missing element) with console.error.
  it.each(exercises.map((exercise) => exercise.slug))(
    'hydrates the page the build rendered for %s without a mismatch, then is the app',
    async (slug) => {
      history.replaceState(null, '', `/${slug}/`);
      const source = sourceFromList(exercises);
      const tree = (deps?: AppDeps) => (
        <StrictMode>
          <Page deps={deps} source={source} prerendered={slug} />
        </StrictMode>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(tree());
      document.body.append(container);
      const lessonBefore = within(container).getByRole('article', { name: 'Lesson' }).textContent;

      const errors = vi.spyOn(console, 'error');
      const recoverable = vi.fn();
      await act(async () => {
        root = hydrateRoot(container, tree(testAppDeps()), { onRecoverableError: recoverable });
      });
      expect(errors).not.toHaveBeenCalled();
      expect(recoverable).not.toHaveBeenCalled();
      // Right after hydration the app itself replaces the page: the editor is there, the lesson reads the same.
      expect(within(container).getByRole('textbox', { name: 'Code editor' })).toBeInTheDocument();
      expect(within(container).getByRole('article', { name: 'Lesson' }).textContent).toBe(lessonBefore);
    },
  );
});
