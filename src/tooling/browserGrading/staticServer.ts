import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  /** The site's root, `http://127.0.0.1:<port>/`. */
  origin: string;
  /** How many requests it has answered (a test reads it). */
  readonly requests: number;
  close(): Promise<void>;
}

/**
 * Serves a built site's folder, read-only, on 127.0.0.1 and a port the system picks, for the grading browser
 * only: GET and HEAD of files inside the folder, nothing else (no listing, no path out of it). Learner code
 * never reaches it: its frame's policy allows no request, and the browser context refuses every request to
 * another origin (browserGrader.ts). Files are cached by the browser for the command's lifetime: the site does
 * not change while it grades.
 */
export async function serveFolder(folder: string): Promise<StaticServer> {
  let requests = 0;
  const server: Server = createServer((request, response) => {
    requests += 1;
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const relative = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
    const path = join(folder, relative.endsWith(sep) || relative === '' ? join(relative, 'index.html') : relative);
    const stat = path.startsWith(folder + sep) ? statSync(path, { throwIfNoEntry: false }) : undefined;
    if (!stat?.isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'content-length': stat.size,
      'cache-control': 'max-age=3600',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(path).pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}/`,
    get requests() {
      return requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
