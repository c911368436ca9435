import { Component, lazy, Suspense, type ReactNode } from 'react';
import { TextareaEditor } from './TextareaEditor';
import type { EditorProps } from './EditorProps';

const loadMonaco = () => import('./MonacoEditor');
const MonacoEditor = lazy(loadMonaco);

/**
 * Starts fetching Monaco now, before React has rendered the page that asks for it: its chunk is most
 * of what the editor waits for, and otherwise its download starts only once the exercise's data has
 * arrived and the page has rendered. The lazy component then finds the module already on its way.
 */
export function preloadEditor(): void {
  // A failed download is retried and reported by the lazy component (which falls back to the textarea).
  loadMonaco().catch(() => undefined);
}

/** If Monaco's chunk fails to load (a flaky connection), the learner keeps a working editor. */
class FallBackToTextarea extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The app's editor: Monaco, with the textarea standing in while it loads or if it cannot. */
export function CodeEditor(props: EditorProps) {
  const fallback = <TextareaEditor {...props} />;
  return (
    <FallBackToTextarea fallback={fallback}>
      <Suspense fallback={fallback}>
        <MonacoEditor {...props} />
      </Suspense>
    </FallBackToTextarea>
  );
}
