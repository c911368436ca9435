import type { CSSProperties, ReactNode } from 'react';
import { EDITOR_SHARE, type LayoutStore } from '../persistence/layoutStore';
import { SplitHandle } from '../ui/SplitHandle';
import { useEditorShare } from './useEditorShare';
import { usePaneShortcut } from './usePaneShortcut';

/**
 * The editor above the results, with the handle between them that shares out
 * the height (remembered across exercises and visits), and the shortcut that
 * moves between them.
 */
/** `children`: the editor, then the results. */
export function WorkColumn({ layout, children: [editor, results] }: { layout: LayoutStore; children: [ReactNode, ReactNode] }) {
  const { share, change, reset } = useEditorShare(layout);
  usePaneShortcut();
  // The shares are grid rows (see .work in app.css); a narrow screen stacks the panes and ignores them.
  const rows = { '--editor-rows': `${share}fr`, '--results-rows': `${100 - share}fr` } as CSSProperties;
  return (
    <div className="work" style={rows}>
      {editor}
      <SplitHandle
        value={share}
        min={EDITOR_SHARE.min}
        max={EDITOR_SHARE.max}
        label="Resize the editor and the results"
        controls="editor"
        onChange={change}
        onReset={reset}
      />
      {results}
    </div>
  );
}
