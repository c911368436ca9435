/**
 * After a request failed with no answer at all, tells "nothing answers there
 * (or it refuses this page)" from "the server answers, but closed the
 * connection on that request". In a browser both are the same `TypeError:
 * Failed to fetch`, and Resource Timing says nothing more, so the only way to
 * know is to ask again: one GET of `<baseURL>/models`, with no key and no
 * body, carrying the header names the SDK sends (so its preflight is the SDK's
 * too, and a server that would refuse the SDK's preflight fails this as well).
 * Any HTTP answer, even a 404, means the server is running and lets this page
 * in.
 */

/** The headers the `openai` package adds to a request, besides Authorization (README, "Live model"). */
const SDK_HEADERS: Record<string, string> = {
  'content-type': 'application/json',
  'x-stainless-arch': 'unknown',
  'x-stainless-lang': 'js',
  'x-stainless-os': 'Unknown',
  'x-stainless-package-version': 'probe',
  'x-stainless-retry-count': '0',
  'x-stainless-runtime': 'browser:chrome',
  'x-stainless-runtime-version': 'probe',
};

/** How long the probe may take: a server that answers at all answers a GET quickly. */
export const PROBE_LIMIT_MS = 5_000;

export type Reach = 'answers' | 'no-answer';

export async function probeServer(baseURL: string, fetchFn: typeof fetch, signal: AbortSignal): Promise<Reach> {
  try {
    const response = await fetchFn(`${baseURL.replace(/\/+$/, '')}/models`, {
      method: 'GET',
      headers: SDK_HEADERS,
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.any([signal, AbortSignal.timeout(PROBE_LIMIT_MS)]),
    });
    // Its body is of no use: let the connection go.
    void response.body?.cancel().catch(() => undefined);
    return 'answers';
  } catch {
    return 'no-answer';
  }
}
