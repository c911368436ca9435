import { compressToEncodedURIComponent } from 'lz-string';
import type { LanguageId } from '../core/language';
import { decompressFromEncodedURIComponentBounded, TOO_LARGE } from './boundedLzString';

/**
 * The longest code a shared link may carry, in characters: far above any solution to an
 * exercise here (the longest reference solution is a few thousand characters), far below what
 * freezes a tab. A longer link is refused with a message naming this limit.
 */
export const MAX_SHARED_CODE_LENGTH = 200_000;

/**
 * The longest `code` parameter read at all: longer is refused as too large without decoding.
 * Text within MAX_SHARED_CODE_LENGTH encodes to less (measured: 200,000 characters of this
 * repository's source give about 105,000; of random printable ASCII, 270,000; of random CJK,
 * 620,000).
 */
export const MAX_SHARED_CODE_PARAMETER_LENGTH = 1_000_000;

/**
 * The link format is a public promise:
 *   <site>/#/<slug>                    opens an exercise (the page then moves to `<site>/<slug>/`, see routeAt)
 *   <site>/#/<slug>?code=<lz-string>   opens it with shared code
 *   ...&lang=python                    the shared code is Python (TypeScript when absent)
 * where <lz-string> is `compressToEncodedURIComponent(source)`.
 */
export interface Route {
  slug?: string;
  /** Code carried by a shared link; `null` when the link's code could not be decoded (or is too large). */
  sharedCode?: string | null;
  /** Set (with `sharedCode: null`) when the link's code is longer than MAX_SHARED_CODE_LENGTH: the learner is told so. */
  sharedCodeTooLarge?: true;
  /** `?view=instructor`: the reference solution, the cases and the mistakes matrix (linked from nowhere). */
  view?: 'instructor';
  /** `&lang=python`: the link's language; opening it switches the exercise to it. */
  lang?: LanguageId;
}

export function parseRoute(hash: string): Route {
  const match = /^#\/([^?]*)(?:\?(.*))?$/.exec(hash);
  if (!match) return {};
  const slug = safeDecode(match[1] ?? '') || undefined;
  // get() decodes both "+" and "%2B" (a mail client may escape it); the space
  // it makes of a raw "+" is turned back by lz-string itself.
  const params = new URLSearchParams(match[2] ?? '');
  const view = params.get('view') === 'instructor' ? { view: 'instructor' as const } : {};
  const lang =
    params.get('lang') === 'python'
      ? { lang: 'python' as const }
      : params.get('lang') === 'typescript'
        ? { lang: 'typescript' as const }
        : {};
  const encoded = params.get('code');
  if (encoded === null) return { slug, ...view, ...lang };
  const decoded = decodeCode(encoded);
  if (decoded === TOO_LARGE) return { slug, sharedCode: null, sharedCodeTooLarge: true, ...view, ...lang };
  return { slug, sharedCode: decoded, ...view, ...lang };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a stray "%": keep the slug as written, so "no such exercise" can name it
  }
}

/**
 * lz-string has no checksum: a cut or mangled link may fail to decode, or decode to
 * noise. Noise shows as control characters or U+FFFD, which source code does
 * not contain, so such a result counts as unreadable too. A few kilobytes of link
 * can claim hundreds of millions of characters, so decoding stops at the limit
 * (see boundedLzString.ts) rather than after the tab has frozen.
 */
function decodeCode(encoded: string): string | null | typeof TOO_LARGE {
  if (encoded.length > MAX_SHARED_CODE_PARAMETER_LENGTH) return TOO_LARGE;
  const decoded = decompressFromEncodedURIComponentBounded(encoded, MAX_SHARED_CODE_LENGTH);
  if (decoded === TOO_LARGE) return TOO_LARGE;
  if (!decoded || /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFD]/.test(decoded)) return null;
  return decoded;
}

export function exerciseHash(slug: string): string {
  return `#/${encodeURIComponent(slug)}`;
}

/** The share link for `code`, relative to the page the learner is on (so any base path works). */
export function shareLink(pageUrl: string, slug: string, code: string, language: LanguageId = 'typescript'): string {
  const base = pageUrl.split('#')[0];
  return `${base}${exerciseHash(slug)}?code=${compressToEncodedURIComponent(code)}${language === 'python' ? '&lang=python' : ''}`;
}

/**
 * An exercise's own page, relative to the site's root (`<base>/<slug>/`): the page the build
 * rendered the lesson into. Every page of the site carries a `<base href>` naming the site's root,
 * so this relative link means the same on the home page and on an exercise's page.
 */
export function exerciseLink(slug: string): string {
  return `${encodeURIComponent(slug)}/`;
}

/** The home page (the track), relative to the site's root. */
export const HOME_LINK = './';

/** Where a page is: a URL's path, query and fragment, as `location` has them. */
export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The route of an address under the site's root (`rootPath`, ending in "/"): `<slug>/` and its
 * `?view=instructor` (or any parameter of the old link format) are read as `#/<slug>?...` is; an old
 * link's fragment (`#/<slug>?code=...`) wins over the path it was opened on. `legacy` says the
 * address is not the route's own URL (an old link, `index.html`), so the page moves to canonicalLink.
 */
export function routeAt(address: PageAddress, rootPath: string): Route & { legacy: boolean } {
  if (address.hash.startsWith('#/')) return { ...parseRoute(address.hash), legacy: true };
  const inside = address.pathname.startsWith(rootPath) ? address.pathname.slice(rootPath.length) : '';
  const path = inside.replace(/(^|\/)index\.html$/, '$1');
  const slug = path.replace(/\/$/, '');
  const route = parseRoute(`#/${slug}${address.search}`);
  const canonical = route.slug === undefined ? inside === '' : inside === `${slug}/` && !slug.includes('/');
  return { ...route, legacy: !canonical || address.search.includes('code=') };
}

/** The URL, relative to the site's root, that shows `route`: an exercise's page (its instructor view), or the home page. */
export function canonicalLink(route: Route): string {
  if (route.slug === undefined) return HOME_LINK;
  return `${exerciseLink(route.slug)}${route.view === 'instructor' ? '?view=instructor' : ''}`;
}
