/**
 * Moves focus (and the view) to a landmark by id. In-page `#id` links cannot
 * be used: the hash holds the route (`#/<slug>`), so they would navigate away.
 */
export function jumpTo(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}
