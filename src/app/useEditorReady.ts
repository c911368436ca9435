import { useEffect, useReducer } from 'react';

/**
 * Whether the exercise's editor is up (it says so through EditorProps.onReady: the second value), and then
 * `onEditorReady` told, once: the page's own start-up is done, and what waited for it may begin (issue #21).
 */
export function useEditorReady(onEditorReady: (() => void) | undefined): [boolean, () => void] {
  const [ready, markReady] = useReducer(() => true, false);
  useEffect(() => (ready ? onEditorReady?.() : undefined), [ready, onEditorReady]);
  return [ready, markReady];
}
