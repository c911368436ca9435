import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { exercises } from 'virtual:all-exercises';
import { App } from './App';
import { testAppDeps } from '../test/appDeps';
import { TextareaEditor } from '../editor/TextareaEditor';
import type { EditorProps } from '../editor/EditorProps';

/**
 * The first Run is prepared (a sandbox started, the generated group's code and reference loaded) once the
 * editor is up, not while it loads: on a slow machine both compete for the network and the CPU (issue #21).
 */
describe('preparing the first Run', () => {
  it('waits for the editor to say it is up, then starts the sandbox and asks for the offline copy, once', async () => {
    window.location.hash = '#/parse-tool-calls';
    let sayReady: (() => void) | undefined;
    // An editor still loading: it shows a textarea, and keeps the page's onReady until the test calls it.
    function LoadingEditor(props: EditorProps) {
      sayReady = props.onReady;
      return <TextareaEditor {...props} onReady={undefined} />;
    }
    let warmedUp = 0;
    let offlineAsked = 0;
    const deps = testAppDeps({ Editor: LoadingEditor, onEditorReady: () => void offlineAsked++ });
    deps.runner = { ...deps.runner, warmUp: () => void warmedUp++ };
    render(<App deps={deps} exercises={exercises} />);

    await screen.findByRole('textbox', { name: 'Code editor' });
    expect(sayReady).toBeTypeOf('function');
    expect(warmedUp).toBe(0);
    expect(offlineAsked).toBe(0);

    act(() => sayReady!());
    await waitFor(() => expect(warmedUp).toBe(1), { timeout: 5000 });
    expect(offlineAsked).toBe(1);
    // Said again (a remount of the same editor): the same store is not prepared twice.
    act(() => sayReady!());
    expect(warmedUp).toBe(1);
    expect(offlineAsked).toBe(1);
  });
});
