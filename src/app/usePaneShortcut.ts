import { useEffect } from 'react';
import { jumpTo, jumpToCode } from './jumpTo';

/** The keys that move between the code and the results, as the page documents them and `aria-keyshortcuts` spells them. */
export const PANE_SHORTCUT = { label: 'Alt+Shift+R', aria: 'Alt+Shift+R' } as const;

/**
 * Alt+Shift+R moves focus from the editor to the results, and from anywhere
 * else back to the code (the caret in the editor). Listened for on the window
 * in the capture phase, before Monaco sees the keys: inside the editor, Tab
 * indents, so without this the results are many Tabs away. The physical key
 * (`code`) is matched, since Option+Shift+R types a character on a Mac.
 */
export function usePaneShortcut() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey || event.code !== 'KeyR') return;
      event.preventDefault();
      event.stopPropagation();
      const inEditor = document.getElementById('editor')?.contains(document.activeElement) ?? false;
      if (inEditor) jumpTo('results');
      else jumpToCode();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
