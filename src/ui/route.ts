import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import type { LanguageId } from '../core/language';

/**
 * The link format is a public promise:
 *   <site>/#/<slug>                    opens an exercise
 *   <site>/#/<slug>?code=<lz-string>   opens it with shared code
 *   ...&lang=python                    the shared code is Python (TypeScript when absent)
 * where <lz-string> is `compressToEncodedURIComponent(source)`.
 */
export interface Route {
  slug?: string;
  /** Code carried by a shared link; `null` when the link's code could not be decoded. */
  sharedCode?: string | null;
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
  return { slug, sharedCode: decodeCode(encoded), ...view, ...lang };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a stray "%": keep the slug as written, so "no such exercise" can name it
  }
}

/**
 * lz-string has no checksum: a cut or mangled link may throw, or decode to
 * noise. Noise shows as control characters or U+FFFD, which source code does
 * not contain, so such a result counts as unreadable too.
 */
function decodeCode(encoded: string): string | null {
  try {
    const decoded = decompressFromEncodedURIComponent(encoded);
    if (!decoded || /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFD]/.test(decoded)) return null;
    return decoded;
  } catch {
    return null;
  }
}

export function exerciseHash(slug: string): string {
  return `#/${encodeURIComponent(slug)}`;
}

/** The share link for `code`, relative to the page the learner is on (so any base path works). */
export function shareLink(pageUrl: string, slug: string, code: string, language: LanguageId = 'typescript'): string {
  const base = pageUrl.split('#')[0];
  return `${base}${exerciseHash(slug)}?code=${compressToEncodedURIComponent(code)}${language === 'python' ? '&lang=python' : ''}`;
}
