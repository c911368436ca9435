import { useSyncExternalStore } from 'react';

const query = () => (typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined);

/** The system's light or dark preference, live: the editor follows it as the page's CSS does. */
export function useColorScheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    (callback) => {
      const media = query();
      media?.addEventListener('change', callback);
      return () => media?.removeEventListener('change', callback);
    },
    () => (query()?.matches ? 'dark' : 'light'),
    () => 'light',
  );
}
