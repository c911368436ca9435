import { useEffect, type KeyboardEvent } from 'react';
import type { EditorProps } from './EditorProps';

/**
 * A plain textarea behind the editor interface: what jsdom tests drive, what
 * the learner sees (and can already type in) while Monaco loads, and the
 * fallback if Monaco fails. Tab keeps its usual meaning (move focus).
 */
export function TextareaEditor({ value, onChange, onRun, label, onReady }: EditorProps) {
  // Once, as a mount effect: a stand-in is given no onReady (CodeEditor, MonacoEditor's `loading`).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onReady?.(), []);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onRun();
    }
  };
  return (
    <textarea
      className="textarea-editor"
      aria-label={label}
      value={value}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}
