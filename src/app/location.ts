import { useEffect } from 'react';
import { routeAt, type PageAddress } from '../ui/route';

/**
 * The page's address, and moving between the site's pages without loading them again. Every page
 * carries a `<base href>` naming the site's root (the build writes `./` on the home page and `../` on
 * an exercise's page), so the root is known wherever the site is served from, and relative links mean
 * the same on every page, even after the address has moved.
 */

const NAVIGATED = 'playground:navigate';

/** The site's root path, ending in "/": the directory of the page's base URL. */
export function siteRootPath(): string {
  // Without a <base> (a test's document), the base URL moves with the address: the directory it started in is the root.
  return document.querySelector('base[href]') ? new URL('./', document.baseURI).pathname : startingDirectory;
}
const startingDirectory = typeof document === 'undefined' ? '/' : new URL('./', document.baseURI).pathname;

export function currentAddress(): PageAddress {
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
}

/** The route of the page's address now. */
export function currentRoute() {
  return routeAt(currentAddress(), siteRootPath());
}

export function subscribeToLocation(callback: () => void) {
  window.addEventListener('popstate', callback);
  window.addEventListener('hashchange', callback);
  window.addEventListener(NAVIGATED, callback);
  return () => {
    window.removeEventListener('popstate', callback);
    window.removeEventListener('hashchange', callback);
    window.removeEventListener(NAVIGATED, callback);
  };
}

/** Moves to `link` (relative to the site's root) as a new history entry, without loading a page. */
export function navigateTo(link: string) {
  history.pushState(null, '', new URL(link, new URL(siteRootPath(), window.location.href)).href);
  window.dispatchEvent(new Event(NAVIGATED));
}

/** Puts `link` (relative to the site's root) in place of the address, without a history entry or a render. */
export function replaceAddress(link: string) {
  const url = new URL(link, new URL(siteRootPath(), window.location.href));
  if (url.href !== window.location.href) history.replaceState(history.state, '', url.href);
}

/**
 * A click on a link to one of the site's pages (the home page, an exercise's page, an old `#/` link)
 * moves there inside the app, as the old fragment links did: the code, the stores and Monaco stay
 * loaded. A click with a modifier, or on a link to elsewhere, is left to the browser.
 */
export function useInAppLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const raw = anchor.getAttribute('href') ?? '';
      // A fragment within the page (`#id`, not an old `#/` link) is the browser's.
      if (raw.startsWith('#') && !raw.startsWith('#/')) return;
      const root = siteRootPath();
      // Against the site's root, as the page's <base> has it (and where a document has none, as in tests).
      const url = new URL(raw, new URL(root, window.location.href));
      if (url.origin !== window.location.origin || !url.pathname.startsWith(root)) return;
      // Only the site's own pages (the home page, an exercise's page), not a file of the site.
      if (!/^([^/.]+\/)?(index\.html)?$/.test(url.pathname.slice(root.length))) return;
      event.preventDefault();
      navigateTo(url.href);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
