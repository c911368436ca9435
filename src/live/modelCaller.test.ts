// @vitest-environment node
/**
 * The host-side proxy with the real openai package, its fetch replaced by a
 * scripted one: what the learner's code will receive for a reply, an HTTP
 * error, an unreachable server and an abort, and which headers are sent.
 */
import { describe, expect, it } from 'vitest';
import { createModelCaller } from './modelCaller';

const params = { model: 'stub', messages: [{ role: 'user', content: 'hi' }] };
const completion = {
  id: 'c1',
  object: 'chat.completion',
  created: 1,
  model: 'stub',
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'Hello' } }],
};

function scripted(respond: (request: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    return respond(request);
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createModelCaller', () => {
  it('posts the request to <baseURL>/chat/completions with the key, and resolves to the completion as plain data', async () => {
    const { fetch, seen } = scripted(() => json(200, completion));
    const call = createModelCaller({ baseURL: 'http://model.test/v1', apiKey: 'sk-secret' }, { fetch });
    expect(await call(params, new AbortController().signal)).toEqual({ ok: true, completion });
    expect(seen[0]!.url).toBe('http://model.test/v1/chat/completions');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer sk-secret');
    expect(await seen[0]!.json()).toEqual(params);
  });

  it('sends no Authorization header when no key was given (a local server)', async () => {
    const { fetch, seen } = scripted(() => json(200, completion));
    await createModelCaller({ baseURL: 'http://localhost:8080/v1', apiKey: '' }, { fetch })(params, new AbortController().signal);
    expect(seen[0]!.headers.has('authorization')).toBe(false);
  });

  it('maps an HTTP error to the SDK class name, status, message and body, once (no retries)', async () => {
    const { fetch, seen } = scripted(() => json(500, { error: { message: 'The model is overloaded', type: 'server_error', code: null } }));
    const outcome = await createModelCaller({ baseURL: 'http://model.test/v1', apiKey: 'k' }, { fetch })(
      params,
      new AbortController().signal,
    );
    expect(outcome).toEqual({
      ok: false,
      error: {
        name: 'InternalServerError',
        status: 500,
        message: '500 The model is overloaded',
        error: { message: 'The model is overloaded', type: 'server_error', code: null },
        type: 'server_error',
        code: null,
        headers: { 'content-type': 'application/json' },
      },
    });
    expect(seen).toHaveLength(1);

    const denied = scripted(() => json(401, { error: { message: 'Incorrect API key provided' } }));
    expect(
      await createModelCaller({ baseURL: 'http://model.test/v1', apiKey: 'k' }, { fetch: denied.fetch })(
        params,
        new AbortController().signal,
      ),
    ).toMatchObject({
      ok: false,
      error: { name: 'AuthenticationError', status: 401, message: '401 Incorrect API key provided' },
    });
  });

  it("copies the SDK's code, type and param for the learner's code, and the response's readable headers less any cookie", async () => {
    const body = { error: { message: 'Rate limit reached', type: 'requests', param: 'model', code: 'rate_limit_exceeded' } };
    const { fetch } = scripted(
      () =>
        new Response(JSON.stringify(body), {
          status: 429,
          headers: { 'content-type': 'application/json', 'set-cookie': 'session=secret', 'x-request-id': 'req_1' },
        }),
    );
    const outcome = await createModelCaller({ baseURL: 'http://model.test/v1', apiKey: 'k' }, { fetch })(
      params,
      new AbortController().signal,
    );
    expect(outcome).toEqual({
      ok: false,
      error: {
        name: 'RateLimitError',
        status: 429,
        message: '429 Rate limit reached',
        error: body.error,
        code: 'rate_limit_exceeded',
        type: 'requests',
        param: 'model',
        headers: { 'content-type': 'application/json', 'x-request-id': 'req_1' },
      },
    });
    expect(JSON.stringify(outcome)).not.toContain('secret');
  });

  it('says that a 200 reply whose body is broken JSON was answered, and shows how it began', async () => {
    const { fetch } = scripted(
      () =>
        new Response('{"id":"c1","choices":[{"message":{"content":"Hel', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const outcome = await createModelCaller({ baseURL: 'http://model.test/v1', apiKey: 'k' }, { fetch })(
      params,
      new AbortController().signal,
    );
    expect(outcome).toMatchObject({ ok: false, error: { name: 'SyntaxError' } });
    const message = (outcome as { error: { message: string } }).error.message;
    expect(message).toMatch(/^The server answered 200, but its reply is not JSON \(.+\)\. It began: /);
    expect(message).toContain('"{\\"id\\":\\"c1\\",\\"choices\\"');
    expect(message).not.toContain('could not be made');
  });

  it('passes on a reply that is not JSON at all as its text, as the SDK does', async () => {
    const { fetch } = scripted(() => new Response('<!doctype html><title>Home</title>', { headers: { 'content-type': 'text/html' } }));
    expect(
      await createModelCaller({ baseURL: 'http://example.test', apiKey: '' }, { fetch })(params, new AbortController().signal),
    ).toEqual({ ok: true, completion: '<!doctype html><title>Home</title>' });
  });

  it('says readably when the server cannot be reached, and never repeats the key', async () => {
    const { fetch } = scripted(() => {
      throw new TypeError('Failed to fetch');
    });
    const outcome = await createModelCaller({ baseURL: 'http://nowhere.test/v1', apiKey: 'sk-secret' }, { fetch })(
      params,
      new AbortController().signal,
    );
    expect(outcome).toMatchObject({ ok: false, error: { name: 'APIConnectionError' } });
    const message = (outcome as { error: { message: string } }).error.message;
    expect(message).toContain('Could not reach http://nowhere.test/v1');
    expect(message).toContain('CORS');
    expect(JSON.stringify(outcome)).not.toContain('sk-secret');
  });

  it('tells a dropped connection from an unreachable server: the server answers a second request, GET <baseURL>/models, sent without the key', async () => {
    const { fetch, seen } = scripted((request) => {
      if (request.method === 'POST') throw new TypeError('Failed to fetch');
      return json(404, { error: 'Not Found' });
    });
    const outcome = await createModelCaller({ baseURL: 'http://flaky.test/v1/', apiKey: 'sk-secret' }, { fetch })(
      params,
      new AbortController().signal,
    );
    expect(outcome).toMatchObject({ ok: false, error: { name: 'APIConnectionError' } });
    const message = (outcome as { error: { message: string } }).error.message;
    expect(message).toContain('closed the connection on this request without answering');
    expect(message).not.toContain('Could not reach');
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST http://flaky.test/v1/chat/completions',
      'GET http://flaky.test/v1/models',
    ]);
    expect(seen[1]!.headers.has('authorization')).toBe(false);
    // The probe asks for the SDK's own headers, so a server that would refuse the SDK's preflight fails it too.
    expect([...seen[1]!.headers.keys()].filter((name) => name.startsWith('x-stainless-'))).toHaveLength(7);
    expect(JSON.stringify(outcome)).not.toContain('sk-secret');
  });

  it('aborts the request in flight when the signal fires', async () => {
    let started!: () => void;
    const begun = new Promise<void>((resolve) => (started = resolve));
    const { fetch } = scripted(
      (request) =>
        new Promise<Response>((_, reject) => {
          started();
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = createModelCaller({ baseURL: 'http://slow.test/v1', apiKey: '' }, { fetch })(params, controller.signal);
    await begun;
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { name: 'APIUserAbortError', message: 'Request was aborted.' } });
  });

  it('reports a package that fails to load as an error, not a rejection', async () => {
    const call = createModelCaller(
      { baseURL: 'http://model.test/v1', apiKey: '' },
      { load: () => Promise.reject(new Error('chunk failed')) },
    );
    expect(await call(params, new AbortController().signal)).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('chunk failed') },
    });
  });
});
