import type { ModelError } from '../../protocol';

/**
 * What the learner's code catches when a live request fails: the openai
 * package's error classes, as far as the sandbox can have them. The same
 * names and the same inheritance (`RateLimitError` extends `APIError` extends
 * `OpenAIError` extends `Error`; `APIConnectionTimeoutError` extends
 * `APIConnectionError`), so `instanceof` and `err.constructor.name` answer as
 * with the real client, and the same fields: `status`, `error` from the
 * response body, `code`, `type` and `param` copied from that body (own
 * properties, `undefined` when the body had none, as in the SDK), and the
 * SDK's own message, "<status> <message>". Learner code cannot import the
 * package here, so it reaches the classes as the SDK's users also can, through
 * the client's class: `client.constructor.RateLimitError` (see agentCall.ts).
 * `headers` is a `Headers` of the response's headers the page could read (the
 * CORS-safelisted ones and those the server exposes, never a cookie), so
 * `err.headers?.get('retry-after')` works as with the SDK.
 */
export class OpenAIError extends Error {}

export class APIError extends OpenAIError {
  readonly status: number | undefined;
  readonly error: unknown;
  readonly code: unknown;
  readonly type: unknown;
  readonly param: unknown;
  readonly headers: Headers | undefined;
  constructor(from: ModelError) {
    super(from.message);
    this.name = from.name;
    this.status = from.status;
    this.error = from.error;
    this.code = from.code;
    this.type = from.type;
    this.param = from.param;
    this.headers = from.headers ? new Headers(from.headers) : undefined;
  }
}

class APIUserAbortError extends APIError {}
class APIConnectionError extends APIError {}
class APIConnectionTimeoutError extends APIConnectionError {}
class BadRequestError extends APIError {}
class AuthenticationError extends APIError {}
class PermissionDeniedError extends APIError {}
class NotFoundError extends APIError {}
class ConflictError extends APIError {}
class UnprocessableEntityError extends APIError {}
class RateLimitError extends APIError {}
class InternalServerError extends APIError {}

/** The classes by the SDK's names, which the page sends (a bundler may rename the classes themselves: their `name` is set here). */
export const API_ERROR_CLASSES = Object.fromEntries(
  Object.entries({
    OpenAIError,
    APIError,
    APIUserAbortError,
    APIConnectionError,
    APIConnectionTimeoutError,
    BadRequestError,
    AuthenticationError,
    PermissionDeniedError,
    NotFoundError,
    ConflictError,
    UnprocessableEntityError,
    RateLimitError,
    InternalServerError,
  }).map(([name, Class]) => [name, Object.defineProperty(Class, 'name', { value: name })]),
) as Record<string, typeof OpenAIError | typeof APIError>;

/**
 * The error a failed request throws in the learner's code: an instance of the
 * SDK class of that name. A failure the page names otherwise (a base URL the
 * SDK cannot build a request from: "Error") is an `APIError` under that name,
 * its API fields `undefined`, as before there were classes.
 */
export function liveAPIError(from: ModelError): Error {
  const Class = Object.hasOwn(API_ERROR_CLASSES, from.name) && from.name !== 'OpenAIError' ? API_ERROR_CLASSES[from.name] : APIError;
  return new (Class as typeof APIError)(from);
}
