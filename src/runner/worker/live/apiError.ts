import type { ModelError } from '../../protocol';

/**
 * What the learner's code catches when a live request fails: shaped like the
 * openai package's APIError (its subclass's name, `status`, `error` from the
 * response body, `code`, `type` and `param` copied from that body, and the
 * SDK's own message, "<status> <message>"), so code written against the real
 * client (`err.code === 'rate_limit_exceeded'`) handles it the same way. As in
 * the SDK, `code`, `type` and `param` are own properties, `undefined` when the
 * body had none. The page made the request with that package and sends only
 * these fields across; never the response's `headers`, which may carry
 * cookies or tokens the learner's code has no need of.
 */
export class LiveAPIError extends Error {
  readonly status: number | undefined;
  readonly error: unknown;
  readonly code: unknown;
  readonly type: unknown;
  readonly param: unknown;
  constructor(from: ModelError) {
    super(from.message);
    this.name = from.name;
    this.status = from.status;
    this.error = from.error;
    this.code = from.code;
    this.type = from.type;
    this.param = from.param;
  }
}
