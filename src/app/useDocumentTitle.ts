import { useEffect } from 'react';

/** Names the browser tab (and its history entry) after what the page shows. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Tool-calling playground`;
  }, [title]);
}
