import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';

/**
 * The link format is a public promise:
 *   <site>/#/<slug>                    opens an exercise
 *   <site>/#/<slug>?code=<lz-string>   opens it with shared code
 * where <lz-string> is `compressToEncodedURIComponent(source)`.
 */
export interface Route {
  slug?: string;
  /** Code carried by a shared link; `null` when the link's code could not be decoded. */
  sharedCode?: string | null;
}

export function parseRoute(hash: string): Route {
  const match = /^#\/([^?]*)(?:\?(.*))?$/.exec(hash);
  if (!match) return {};
  const slug = decodeURIComponent(match[1] ?? '') || undefined;
  const params = new URLSearchParams(match[2] ?? '');
  const encoded = params.get('code');
  if (encoded === null) return { slug };
  // URLSearchParams turns "+" into a space; lz-string's URI alphabet uses "+", so read it raw.
  const raw = /(?:^|&)code=([^&]*)/.exec(match[2] ?? '')?.[1] ?? encoded;
  const decoded = decompressFromEncodedURIComponent(raw);
  return { slug, sharedCode: decoded ? decoded : null };
}

export function exerciseHash(slug: string): string {
  return `#/${encodeURIComponent(slug)}`;
}

/** The share link for `code`, relative to the page the learner is on (so any base path works). */
export function shareLink(pageUrl: string, slug: string, code: string): string {
  const base = pageUrl.split('#')[0];
  return `${base}${exerciseHash(slug)}?code=${compressToEncodedURIComponent(code)}`;
}
