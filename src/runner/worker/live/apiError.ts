import type { ModelError } from '../../protocol';

/**
 * What the learner's code catches when a live request fails: shaped like the
 * openai package's APIError (its subclass's name, `status`, `error` from the
 * response body, and the SDK's own message, "<status> <message>"), so code
 * written against the real client handles it the same way. The page made the
 * request with that package and sends only these fields across.
 */
export class LiveAPIError extends Error {
  readonly status: number | undefined;
  readonly error: unknown;
  constructor(from: ModelError) {
    super(from.message);
    this.name = from.name;
    this.status = from.status;
    this.error = from.error;
  }
}
