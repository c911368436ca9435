import { describe, expect, it } from 'vitest';
import { LiveAPIError } from './apiError';

describe('LiveAPIError', () => {
  it("carries the SDK's own fields, so code written for the real client reads them unchanged", () => {
    const error = new LiveAPIError({
      name: 'RateLimitError',
      message: '429 Rate limit reached',
      status: 429,
      error: { message: 'Rate limit reached', type: 'requests', param: null, code: 'rate_limit_exceeded' },
      code: 'rate_limit_exceeded',
      type: 'requests',
      param: null,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'RateLimitError',
      message: '429 Rate limit reached',
      status: 429,
      code: 'rate_limit_exceeded',
      type: 'requests',
      param: null,
    });
    expect(error.error).toEqual({ message: 'Rate limit reached', type: 'requests', param: null, code: 'rate_limit_exceeded' });
    expect(Object.hasOwn(error, 'headers')).toBe(false);
  });

  it('has code, type and param as own properties, undefined when the body had none, as the SDK does', () => {
    const error = new LiveAPIError({ name: 'APIConnectionError', message: 'Connection error.' });
    for (const key of ['status', 'error', 'code', 'type', 'param']) {
      expect(Object.hasOwn(error, key)).toBe(true);
      expect(error[key as keyof LiveAPIError]).toBeUndefined();
    }
  });
});
