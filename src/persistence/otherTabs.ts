/**
 * Calls back when another tab of this site changes its storage. The browser
 * fires `storage` only in the *other* tabs, which is exactly what a tab needs
 * to learn that its copy of the code may be out of date.
 */
export function onOtherTabStorage(callback: () => void): () => void {
  window.addEventListener('storage', callback);
  return () => window.removeEventListener('storage', callback);
}
