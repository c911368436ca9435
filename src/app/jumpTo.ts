/**
 * Moves focus (and the view) to a landmark by id. In-page `#id` links cannot
 * be used: the hash holds the route (`#/<slug>`), so they would navigate away.
 */
export function jumpTo(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  // Optional: jsdom (the component tests) has no scrolling; focus is what matters there.
  target.scrollIntoView?.({ block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * Puts the caret in the code itself (Monaco's input, or the plain editor's textarea), so "Skip to
 * the code" leads straight to typing; the editor's panel when the editor has not loaded yet.
 */
export function jumpToCode() {
  jumpTo('editor');
  const input = document.getElementById('editor')?.querySelector<HTMLElement>('.monaco-editor [role="textbox"], textarea');
  input?.focus();
}
