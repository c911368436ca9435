import { Component, lazy, Suspense, type ReactNode } from 'react';
import { TextareaEditor } from './TextareaEditor';
import type { EditorProps } from './EditorProps';

const MonacoEditor = lazy(() => import('./MonacoEditor'));

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
  // While Monaco loads the textarea only stands in: it is not the editor the page waits for.
  const standIn = <TextareaEditor {...props} onReady={undefined} />;
  return (
    <FallBackToTextarea fallback={<TextareaEditor {...props} />}>
      <Suspense fallback={standIn}>
        <MonacoEditor {...props} />
      </Suspense>
    </FallBackToTextarea>
  );
}
