import { useState } from 'react';
import { EDITOR_SHARE, clampEditorShare, type LayoutStore } from '../persistence/layoutStore';

/**
 * The editor's share of the work column, as the learner set it last (on any
 * exercise): followed live while the handle moves, remembered when it stops.
 */
export function useEditorShare(layout: LayoutStore) {
  const [share, setShare] = useState(() => layout.editorShare());
  const change = (next: number, done: boolean) => {
    setShare(clampEditorShare(next));
    if (done) layout.setEditorShare(next);
  };
  const reset = () => change(EDITOR_SHARE.initial, true);
  return { share, change, reset };
}
