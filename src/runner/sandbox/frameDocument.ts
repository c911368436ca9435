/**
 * The document of the sandbox frame that hosts the learner's worker.
 *
 * The frame is `<iframe sandbox="allow-scripts" srcdoc=...>`: no
 * allow-same-origin, so it runs in an opaque origin that owns no storage,
 * cookies or caches of the site, and the browser may put it in a process of
 * its own. A static host cannot send Content-Security-Policy headers, so the
 * policy is a `<meta>` in this document; a worker made from a blob: URL
 * inherits the policy of the document that made it, so the learner's worker
 * gets it too:
 *
 * - `default-src 'none'` and no `connect-src`: no fetch, XHR, WebSocket,
 *   EventSource, beacon or WebTransport, not even to the site itself;
 * - `script-src` allows only this document's own script (by a nonce made per
 *   frame) and eval (TypeScript learner code is evaluated; nothing else is
 *   needed), or for a Python frame WebAssembly and no eval:
 *   importScripts() and import() of any URL, blob: and data: included, fail;
 * - `worker-src blob:` is what lets this document start the worker.
 *
 * The script below is the frame's whole job: take the worker's code, two
 * message ports and any files (bytes the worker needs, e.g. Pyodide's) from the page, start the worker from a blob: URL, hand it the
 * data port, and answer the page on the control port (ping, terminate, crash).
 * Learner code never runs in this document; it cannot post to it either (the
 * worker's postMessage is removed before learner code runs).
 *
 * Its messages are those of frameProtocol.ts; the script is text, so it checks
 * them by hand, and names their types through `tag`.
 */
import type { FrameToPageMessage, PageToFrameMessage } from './frameProtocol';

/** What a frame's worker needs beyond the defaults. */
export interface FrameNeeds {
  /**
   * Compiling WebAssembly (`'wasm-unsafe-eval'`): the Python worker runs Pyodide. Its files arrive as
   * bytes from the page; the policy still allows no fetch and no script URL. Such a frame gets no
   * `'unsafe-eval'`: nothing in it evaluates JavaScript text (Python is no JavaScript), so Emscripten's
   * `emscripten_run_script` (`eval`) and the `Function` constructor throw there, whatever Python reaches.
   */
  wasm?: boolean;
}

/** The policy, with the nonce of the one inline script. */
export function sandboxPolicy(nonce: string, needs: FrameNeeds = {}): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' ${needs.wasm ? "'wasm-unsafe-eval'" : "'unsafe-eval'"}`,
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * A message type of frameProtocol.ts as a string literal of the frame's script:
 * renaming a type there fails to compile here instead of silently breaking the frame.
 */
const tag = (type: PageToFrameMessage['type'] | FrameToPageMessage['type']): string => JSON.stringify(type);

/** Kept as plain ES2020 text: it runs as is inside the frame, not through the bundler. */
const BOOTSTRAP = `"use strict";
(() => {
  let started = false;
  addEventListener("message", (event) => {
    if (started || event.source !== parent) return;
    const start = event.data;
    const control = event.ports[0];
    const port = event.ports[1];
    if (!start || start.type !== ${tag('start')} || !(start.code instanceof Blob) || typeof start.token !== "string" || !control || !port) return;
    const files = start.files && typeof start.files === "object" ? start.files : undefined;
    const buffers = files ? Object.values(files).filter((file) => file instanceof ArrayBuffer) : [];
    started = true;
    let worker;
    const tell = (message) => control.postMessage(message);
    control.onmessage = (message) => {
      const data = message.data;
      if (data && data.type === ${tag('ping')}) tell({ type: ${tag('pong')}, id: data.id });
      else if (data && data.type === ${tag('terminate')} && worker) worker.terminate();
    };
    try {
      const url = URL.createObjectURL(start.code);
      worker = new Worker(url, { name: "learner-code" });
      worker.onerror = (error) => {
        error.preventDefault();
        tell({ type: ${tag('crash')}, reason: error.message || "it failed to start" });
      };
      worker.postMessage({ token: start.token, files }, [port].concat(buffers));
    } catch (error) {
      tell({ type: ${tag('crash')}, reason: "it could not be started: " + ((error && error.message) || String(error)) });
    }
  });
})();`;

/** The frame's srcdoc. `nonce` must be fresh per frame (letters and digits). */
export function frameDocument(nonce: string, needs: FrameNeeds = {}): string {
  if (!/^[A-Za-z0-9]+$/.test(nonce)) throw new Error('the nonce must be letters and digits');
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${sandboxPolicy(nonce, needs)}">`,
    '<title>Learner code runner</title>',
    `<script nonce="${nonce}">${BOOTSTRAP}</script>`,
    '</head><body></body></html>',
  ].join('\n');
}
