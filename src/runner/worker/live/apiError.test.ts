import { describe, expect, it } from 'vitest';
import { API_ERROR_CLASSES, APIError, liveAPIError, OpenAIError } from './apiError';
import { callAgent } from './agentCall';
import type { LearnerModule } from '../driver';

describe('the error a failed live request throws', () => {
  it("carries the SDK's own fields, so code written for the real client reads them unchanged", () => {
    const error = liveAPIError({
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
    expect((error as APIError).error).toEqual({
      message: 'Rate limit reached',
      type: 'requests',
      param: null,
      code: 'rate_limit_exceeded',
    });
    // No headers came with it: like the SDK's error for a request that got no answer.
    expect((error as APIError).headers).toBeUndefined();
  });

  it('has code, type and param as own properties, undefined when the body had none, as the SDK does', () => {
    const error = liveAPIError({ name: 'APIConnectionError', message: 'Connection error.' });
    for (const key of ['status', 'error', 'code', 'type', 'param', 'headers']) {
      expect(Object.hasOwn(error, key)).toBe(true);
      expect((error as unknown as Record<string, unknown>)[key]).toBeUndefined();
    }
  });

  it.each([
    ['RateLimitError', 429, ['RateLimitError', 'APIError', 'OpenAIError', 'Error']],
    ['AuthenticationError', 401, ['AuthenticationError', 'APIError', 'OpenAIError', 'Error']],
    ['InternalServerError', 503, ['InternalServerError', 'APIError', 'OpenAIError', 'Error']],
    ['APIConnectionTimeoutError', undefined, ['APIConnectionTimeoutError', 'APIConnectionError', 'APIError', 'OpenAIError', 'Error']],
  ])("is a %s, in the SDK's class hierarchy, its classes named as the SDK names them", (name, status, chain) => {
    const error = liveAPIError({ name, message: 'it failed', ...(status === undefined ? {} : { status }) });
    const names: string[] = [];
    for (
      let proto = Object.getPrototypeOf(error) as object | null;
      proto && proto !== Object.prototype;
      proto = Object.getPrototypeOf(proto) as object | null
    ) {
      names.push((proto as { constructor: { name: string } }).constructor.name);
    }
    expect(names).toEqual(chain);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(OpenAIError);
    expect(error.constructor).toBe(API_ERROR_CLASSES[name]);
    expect(error.name).toBe(name);
  });

  it("is an APIError under the page's name when the SDK has no class for the failure", () => {
    const error = liveAPIError({ name: 'Error', message: 'The request could not be made: Invalid URL' });
    expect(error).toBeInstanceOf(APIError);
    expect(error.name).toBe('Error');
  });

  it("has its classes reachable through the learner's client, as on the real OpenAI class", async () => {
    let caught: unknown;
    const learner = {
      entry: async (
        _q: unknown,
        _t: unknown,
        _f: unknown,
        _s: unknown,
        _o: unknown,
        client: { chat: { completions: { create: (p: unknown) => Promise<unknown> } } },
      ) => {
        try {
          await client.chat.completions.create({ model: 'm', messages: [] });
        } catch (error) {
          caught = error;
        }
        const classes = client.constructor as unknown as Record<string, new (...args: never[]) => unknown>;
        return {
          rateLimited: caught instanceof classes.RateLimitError!,
          api: caught instanceof classes.APIError!,
          name: client.constructor.name,
        };
      },
    } as unknown as LearnerModule;
    const start = { runId: 1, question: 'q', tools: [], systemPrompt: 's', options: {} } as unknown as Parameters<typeof callAgent>[1];
    const result = await callAgent(learner, start, () =>
      Promise.reject(liveAPIError({ name: 'RateLimitError', message: '429 slow down', status: 429 })),
    );
    expect(result).toEqual({ rateLimited: true, api: true, name: 'OpenAI' });
  });

  it('has the response headers the page could read as a Headers, so retry-after is read as with the SDK', () => {
    const error = liveAPIError({
      name: 'RateLimitError',
      message: '429 slow down',
      status: 429,
      headers: { 'retry-after': '2' },
    }) as APIError;
    expect(error.headers).toBeInstanceOf(Headers);
    expect(error.headers!.get('Retry-After')).toBe('2');
  });
});
