/**
 * The one place the page talks to a model: the official `openai` package,
 * loaded on the first live request (a dynamic import, so neither the lesson
 * nor the editor carries it), pointed at the endpoint the learner named.
 *
 * It never throws: every failure becomes a `ModelError` with the SDK's own
 * class name, status and message, which the learner's code then receives as
 * a thrown error (src/runner/worker/live/apiError.ts), plus a readable line for the
 * transcript. The API key stays here, on the page: the worker never sees it.
 */
import type { ModelError } from '../runner/protocol';
import { textPreview } from './textPreview';
import { probeServer, type Reach } from './reachProbe';

export interface Endpoint {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 */
  baseURL: string;
  /** Empty when the server needs none (a local llama.cpp or Ollama). */
  apiKey: string;
}

export type ModelOutcome = { ok: true; completion: unknown } | { ok: false; error: ModelError };

/** Sends one Chat Completions request; resolves (never rejects) when it is answered, fails or is aborted. */
export type ModelCaller = (params: Record<string, unknown>, signal: AbortSignal) => Promise<ModelOutcome>;

type OpenAIModule = typeof import('openai');

/** The SDK's class for each HTTP status, as `APIError.generate` picks it; the names survive minification this way. */
const NAME_BY_STATUS: Record<number, string> = {
  400: 'BadRequestError',
  401: 'AuthenticationError',
  403: 'PermissionDeniedError',
  404: 'NotFoundError',
  409: 'ConflictError',
  422: 'UnprocessableEntityError',
  429: 'RateLimitError',
};

export function createModelCaller(
  endpoint: Endpoint,
  options: { load?: () => Promise<OpenAIModule>; fetch?: typeof fetch } = {},
): ModelCaller {
  const load = options.load ?? (() => import('openai'));
  let client: Promise<InstanceType<OpenAIModule['OpenAI']>> | undefined;

  const getClient = () =>
    (client ??= load().then(
      ({ OpenAI }) =>
        new OpenAI({
          baseURL: endpoint.baseURL,
          // The SDK insists on a key; without one, send no Authorization header at all.
          apiKey: endpoint.apiKey || 'none',
          ...(endpoint.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
          // The learner's code is the one that should see (and handle) a failure, not the SDK's retries.
          maxRetries: 0,
          // The page calls on the learner's behalf, with a key they typed into this tab (docs/security.md).
          dangerouslyAllowBrowser: true,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        }),
    ));

  return async (params, signal) => {
    let sdk: OpenAIModule;
    try {
      sdk = await load();
    } catch (error) {
      return {
        ok: false,
        error: {
          name: 'Error',
          message: `The openai package could not be loaded (${messageOf(error)}). Check your connection and run again.`,
        },
      };
    }
    try {
      const openai = await getClient();
      // The raw response, parsed here as the SDK parses it, so that a body that is not JSON can be shown.
      const response = await openai.chat.completions.create(params as never, { signal }).asResponse();
      const completion = await readReply(response);
      if (!completion.ok) return completion;
      // Plain data only.
      return {
        ok: true,
        completion: completion.value === undefined ? undefined : (JSON.parse(JSON.stringify(completion.value)) as unknown),
      };
    } catch (error) {
      if (signal.aborted) return { ok: false, error: { name: 'APIUserAbortError', message: 'Request was aborted.' } };
      // No answer at all: is nothing there, or did the server drop this request? Only asking again tells.
      const reach =
        error instanceof sdk.APIConnectionError && !(error instanceof sdk.APIConnectionTimeoutError)
          ? await probeServer(endpoint.baseURL, options.fetch ?? globalThis.fetch.bind(globalThis), signal)
          : undefined;
      if (signal.aborted) return { ok: false, error: { name: 'APIUserAbortError', message: 'Request was aborted.' } };
      return { ok: false, error: toModelError(error, sdk, endpoint.baseURL, reach) };
    }
  };
}

/**
 * A 2xx reply's body, read as the SDK's `defaultParseResponse` reads it:
 * nothing for 204 or an empty JSON body, parsed JSON for a JSON media type,
 * the text itself otherwise. A JSON body that does not parse is the SDK's
 * SyntaxError, but said as what it is (the request was made and answered)
 * with the start of what came back.
 */
async function readReply(response: Response): Promise<{ ok: true; value: unknown } | { ok: false; error: ModelError }> {
  if (response.status === 204) return { ok: true, value: null };
  const mediaType = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  const text = await response.text();
  if (!(mediaType?.includes('application/json') || mediaType?.endsWith('+json'))) return { ok: true, value: text };
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return {
      ok: false,
      error: {
        name: 'SyntaxError',
        message: `The server answered ${response.status}, but its reply is not JSON (${messageOf(error)}). It began: ${textPreview(text)}`,
      },
    };
  }
}

/** The SDK's error as the learner's code will see it; nothing of the request's headers (the key) is kept. */
export function toModelError(
  error: unknown,
  sdk: Pick<OpenAIModule, 'APIError' | 'APIUserAbortError' | 'APIConnectionError' | 'APIConnectionTimeoutError'>,
  baseURL: string,
  /** For a connection error: whether the server answered a second request (reachProbe.ts). */
  reach?: Reach,
): ModelError {
  if (error instanceof sdk.APIUserAbortError) return { name: 'APIUserAbortError', message: 'Request was aborted.' };
  if (error instanceof sdk.APIConnectionTimeoutError) return { name: 'APIConnectionTimeoutError', message: error.message };
  if (error instanceof sdk.APIConnectionError && reach === 'answers') {
    return {
      name: 'APIConnectionError',
      message: `${error.message} The server at ${baseURL} is running and accepts requests from this page (it answered GET ${baseURL.replace(/\/+$/, '')}/models), but it closed the connection on this request without answering: look in its log for a crash or a time limit (a proxy's, too). Browsers may send such a request twice.`,
    };
  }
  if (error instanceof sdk.APIConnectionError) {
    return {
      name: 'APIConnectionError',
      message: `${error.message} Could not reach ${baseURL}: check the base URL, that the server is running, and that it accepts requests from this page (CORS).`,
    };
  }
  if (error instanceof sdk.APIError) {
    const status = typeof error.status === 'number' ? error.status : undefined;
    const name = status === undefined ? 'APIError' : (NAME_BY_STATUS[status] ?? (status >= 500 ? 'InternalServerError' : 'APIError'));
    const body: unknown = error.error;
    const fields = { code: error.code, type: error.type, param: error.param };
    const headers = readableHeaders(error.headers);
    return {
      name,
      message: error.message,
      ...(status === undefined ? {} : { status }),
      ...(body === undefined ? {} : { error: plainOrUndefined(body) }),
      ...(headers ? { headers } : {}),
      ...Object.fromEntries(
        Object.entries(fields)
          .map(([key, value]) => [key, plainOrUndefined(value)] as const)
          .filter(([, value]) => value !== undefined),
      ),
    };
  }
  // A base URL the SDK cannot build a request from, and anything else unexpected.
  return { name: 'Error', message: `The request could not be made: ${messageOf(error)}` };
}

/** Headers past this many, or values past this length, are left out: the learner's code reads `retry-after`, not megabytes. */
const MAX_HEADERS = 50;
const MAX_HEADER_LENGTH = 2000;

/**
 * The response's headers for the learner's error, as plain data: what the browser let the page read (for a
 * cross-origin answer, the CORS-safelisted ones and those the server exposes), less any cookie.
 */
function readableHeaders(headers: unknown): Record<string, string> | undefined {
  if (!(headers instanceof Headers)) return undefined;
  const kept: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of headers) {
    if (/^set-cookie2?$/i.test(name) || value.length > MAX_HEADER_LENGTH) continue;
    if (++count > MAX_HEADERS) break;
    kept[name] = value;
  }
  return kept;
}

function plainOrUndefined(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value)) as unknown;
  } catch {
    return undefined;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
