import { useEffect } from 'react';
import { course } from 'virtual:course';

/** Names the browser tab (and its history entry) after what the page shows. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${course.title}`;
  }, [title]);
}
