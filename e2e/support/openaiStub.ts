/**
 * A small OpenAI-compatible server for the live-model tests: node:http on
 * 127.0.0.1 and a free port, `POST /v1/chat/completions` answered from a
 * script the test writes, CORS (preflight included) for the openai package's
 * headers. A reply can be held until the test releases it, to test a slow
 * model and Stop without sleeping.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubReply {
  status?: number;
  body: unknown;
  /** Sent as it is instead of `body` as JSON: a broken body, a web page. */
  raw?: { text: string; contentType: string };
}

export interface HeldReply {
  /** Resolves when the request this reply answers has arrived. */
  arrived: Promise<void>;
  /** Resolves when the client gave up on it (closed the connection). */
  abandoned: Promise<void>;
  release(): void;
}

export interface OpenAIStub {
  origin: string;
  /** What a learner types as the base URL. */
  baseURL: string;
  /** Every chat completion request received, in order. */
  requests: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[];
  /** The headers each CORS preflight asked to send (its Access-Control-Request-Headers), in order. */
  preflights: string[];
  /** Queues replies for the next requests, in order. */
  script(...replies: StubReply[]): void;
  /**
   * While on, every chat completion request is read and its connection closed without an answer
   * (a crashed server, a proxy's time limit). Chromium may re-send such a POST by itself, so this is
   * a mode, not a queued reply. Counts what it dropped.
   */
  dropConnections(on: boolean): void;
  dropped: number;
  /** Queues a reply that is sent only once the test releases it. */
  hold(reply: StubReply): HeldReply;
  stop(): Promise<void>;
}

type Queued = { reply: StubReply; held?: { arrived: () => void; abandoned: () => void; released: Promise<void> } };

/** A reply that asks for tool calls. */
export function toolCallReply(...calls: { id: string; name: string; arguments: string }[]): StubReply {
  return completion(
    {
      role: 'assistant',
      content: null,
      tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })),
    },
    'tool_calls',
  );
}

/** A final answer. */
export function answerReply(content: string): StubReply {
  return completion({ role: 'assistant', content, refusal: null, annotations: [] }, 'stop');
}

/** A refusal, as OpenAI's models send one: no content, the reason in `refusal`. */
export function refusalReply(refusal: string): StubReply {
  return completion({ role: 'assistant', content: null, refusal, annotations: [] }, 'stop');
}

/** An HTTP error with an OpenAI-style body. */
export function errorReply(status: number, message: string, type = 'server_error'): StubReply {
  return { status, body: { error: { message, type, param: null, code: null } } };
}

let served = 0;
function completion(message: Record<string, unknown>, finishReason: string): StubReply {
  served += 1;
  return {
    body: {
      id: `chatcmpl-stub-${served}`,
      object: 'chat.completion',
      created: 1_767_225_600,
      model: 'stub-model',
      choices: [{ index: 0, message, finish_reason: finishReason, logprobs: null }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    },
  };
}

function cors(headers: IncomingHttpHeaders): Record<string, string> {
  return {
    'access-control-allow-origin': typeof headers.origin === 'string' ? headers.origin : '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    // The SDK sends Authorization, Content-Type and its x-stainless-* headers: allow whatever the preflight asks for.
    'access-control-allow-headers':
      typeof headers['access-control-request-headers'] === 'string' ? headers['access-control-request-headers'] : '*',
    'access-control-allow-private-network': 'true',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

export async function startOpenAIStub(): Promise<OpenAIStub> {
  const queue: Queued[] = [];
  const requests: OpenAIStub['requests'] = [];
  const preflights: string[] = [];
  const releaseAll: (() => void)[] = [];
  let dropping = false;
  let dropped = 0;

  const send = (res: ServerResponse, headers: IncomingHttpHeaders, reply: StubReply) => {
    if (res.destroyed || res.writableEnded) return;
    res.writeHead(reply.status ?? 200, { ...cors(headers), 'content-type': reply.raw?.contentType ?? 'application/json' });
    res.end(reply.raw ? reply.raw.text : JSON.stringify(reply.body));
  };

  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      preflights.push(String(req.headers['access-control-request-headers'] ?? ''));
      res.writeHead(204, cors(req.headers));
      res.end();
      return;
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      send(res, req.headers, {
        status: 404,
        body: { error: { message: `No route ${req.method} ${req.url}`, type: 'invalid_request_error' } },
      });
      return;
    }
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      if (dropping) {
        dropped += 1;
        req.socket.destroy();
        return;
      }
      requests.push({ headers: req.headers, body: JSON.parse(text) as Record<string, unknown> });
      const next = queue.shift();
      if (!next) return send(res, req.headers, errorReply(500, 'The stub has no scripted reply for this request'));
      if (!next.held) return send(res, req.headers, next.reply);
      res.on('close', () => {
        if (!res.writableEnded) next.held?.abandoned();
      });
      next.held.arrived();
      void next.held.released.then(() => send(res, req.headers, next.reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    baseURL: `${origin}/v1`,
    requests,
    preflights,
    script: (...replies) => queue.push(...replies.map((reply) => ({ reply }))),
    dropConnections: (on) => (dropping = on),
    get dropped() {
      return dropped;
    },
    hold(reply) {
      let arrived!: () => void;
      let abandoned!: () => void;
      let release!: () => void;
      const held = {
        arrived: new Promise<void>((resolve) => (arrived = resolve)),
        abandoned: new Promise<void>((resolve) => (abandoned = resolve)),
        released: new Promise<void>((resolve) => (release = resolve)),
      };
      releaseAll.push(release);
      queue.push({ reply, held: { arrived, abandoned, released: held.released } });
      return { arrived: held.arrived, abandoned: held.abandoned, release };
    },
    async stop() {
      for (const release of releaseAll) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
