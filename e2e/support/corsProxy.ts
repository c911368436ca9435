/**
 * A CORS proxy for a server that sends no CORS headers (mock-llm), as a
 * learner would put one in front of a local server: node:http on 127.0.0.1
 * and a free port. It answers the preflight itself, allowing exactly the
 * request headers the README's CORS note lists (what the openai package's
 * preflight asks for), so a header the SDK starts sending fails the test
 * instead of going unnoticed; every other request is passed on to the
 * target, and its answer back with Access-Control-Allow-Origin added.
 */
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The headers the SDK's preflight asks for (README, "Live mode", CORS). */
export const SDK_REQUEST_HEADERS = [
  'authorization',
  'content-type',
  'x-stainless-arch',
  'x-stainless-lang',
  'x-stainless-os',
  'x-stainless-package-version',
  'x-stainless-retry-count',
  'x-stainless-runtime',
  'x-stainless-runtime-version',
];

export interface CorsProxy {
  origin: string;
  /** The headers each preflight asked to send (its Access-Control-Request-Headers), in order. */
  preflights: string[];
  /** Every request passed on to the target: method, path and headers. */
  forwarded: { method: string; path: string; headers: IncomingHttpHeaders }[];
  stop(): Promise<void>;
}

function allowOrigin(headers: IncomingHttpHeaders): Record<string, string> {
  return { 'access-control-allow-origin': typeof headers.origin === 'string' ? headers.origin : '*', vary: 'Origin' };
}

export async function startCorsProxy(target: string): Promise<CorsProxy> {
  const preflights: string[] = [];
  const forwarded: CorsProxy['forwarded'] = [];
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      preflights.push(String(req.headers['access-control-request-headers'] ?? ''));
      res.writeHead(204, {
        ...allowOrigin(req.headers),
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': SDK_REQUEST_HEADERS.join(', '),
        // Chromium asks before a public page reaches a private address.
        'access-control-allow-private-network': 'true',
        'access-control-max-age': '0',
      });
      res.end();
      return;
    }
    forwarded.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    const { host: _host, origin: _origin, ...headers } = req.headers;
    const upstream = request(`${target}${req.url ?? '/'}`, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...allowOrigin(req.headers) });
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      res.writeHead(502, { ...allowOrigin(req.headers), 'content-type': 'text/plain' });
      res.end(`The proxy could not reach ${target}: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    preflights,
    forwarded,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
