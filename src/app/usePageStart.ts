import { useEffect, useRef } from 'react';

/**
 * Where keyboard focus starts on a page the app moved to without a load: a target at the top of the page, so the
 * next Tab reaches the skip link ("Skip to the code"), as after a load, rather than wherever the link that was
 * followed used to be (from the home page, the editor was 19 Tabs away). A direct load keeps the browser's own
 * start. `page` names the page shown (an exercise's slug, or '' for the home page).
 */
export function usePageStart(page: string) {
  const target = useRef<HTMLSpanElement>(null);
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    target.current?.focus();
  }, [page]);
  return target;
}
