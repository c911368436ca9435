/**
 * The sandbox frame's own messages: how the page, the frame (frameDocument.ts) and the worker in it
 * (workerLockdown.ts) start the worker and keep an eye on it. The learner's messages proper (load, case,
 * case-done, ...) are the worker protocol (../protocol.ts); on their way out of the sandbox they travel
 * inside the token envelope below.
 *
 * Each leg has its own channel:
 *
 * | leg            | channel                      | messages                                             |
 * | -------------- | ---------------------------- | ---------------------------------------------------- |
 * | page → frame   | the frame's window, once     | `start`, transferring the control and data ports     |
 * | page → frame   | the control port             | `ping`, `terminate`                                  |
 * | frame → page   | the control port             | `pong`, `crash`                                      |
 * | frame → worker | the worker's global, once    | `{ token, files }`, transferring the data port       |
 * | worker → page  | the data port                | `{ token, ready: true }`, `{ token, message }`       |
 *
 * Who checks what: the frame's script is text that runs as it is in the frame (no imports, no bundler),
 * so it checks what the page sends by hand, and names the message types through this file's types
 * (see `tag` in frameDocument.ts). The worker checks its start by hand too (workerLockdown.ts), before
 * any learner code exists. What reaches the page is untrusted and parsed here, with zod as in
 * ../protocol.ts, before the page acts on it.
 */
import * as z from 'zod/mini';
import type { WorkerMessage } from '../protocol';

/**
 * Page → frame, once, on the frame's window: start the worker. Transfers the control port, then the data
 * port (the frame reads them by position), then the files' buffers (moved, not copied).
 */
export interface StartMessage {
  type: 'start';
  /**
   * The worker's code, one self-contained classic script (built by bundlePlugin.ts), as a Blob the page made
   * once: a Blob crosses to the frame by reference, where the text (half a megabyte, more for Python) was
   * copied into every frame's process.
   */
  code: Blob;
  /** Made by the page per worker and known to the worker core alone: see `WorkerEnvelope`. */
  token: string;
  /** Bytes the worker needs (Pyodide's), by file name; undefined for a worker that needs none. */
  files: Record<string, ArrayBuffer> | undefined;
}

/** Page → frame, on the control port: is the frame's process alive? A live frame answers with a `pong` of the same id. */
export interface PingMessage {
  type: 'ping';
  id: number;
}

/** Page → frame, on the control port: end the worker. The page removes the frame right after, which ends it anyway. */
export interface TerminateMessage {
  type: 'terminate';
}

/** Everything the page says to the frame. */
export type PageToFrameMessage = StartMessage | PingMessage | TerminateMessage;

/** What the page says on the control port: everything but the start. */
export type ControlMessage = Exclude<PageToFrameMessage, StartMessage>;

/** Frame → page, on the control port: the answer to the `ping` of this id. */
export interface PongMessage {
  type: 'pong';
  id: number;
}

/** Frame → page, on the control port: the worker failed to start, or died of an uncaught error. */
export interface CrashMessage {
  type: 'crash';
  /** As the page reads it: at most `MAX_CRASH_REASON` characters, and 'it stopped' when the frame gave none. */
  reason: string;
}

/** Everything the frame says to the page (on the control port). */
export type FrameToPageMessage = PongMessage | CrashMessage;

/** Frame → worker, once, on the worker's global: transfers the data port, then the files' buffers. */
export interface WorkerStartMessage {
  token: string;
  files: Record<string, ArrayBuffer> | undefined;
}

/** Worker → page, on the data port: the worker has started and can take messages. */
export interface ReadyEnvelope {
  token: string;
  ready: true;
}

/** Worker → page, on the data port: a snapshot worker's Pyodide memory snapshot (python/snapshot.ts), and nothing else ever. */
export interface SnapshotEnvelope {
  token: string;
  snapshot: ArrayBuffer;
}

/** Worker → page, on the data port: one message of the worker protocol. */
export interface ReplyEnvelope<Message = WorkerMessage> {
  token: string;
  message: Message;
}

/**
 * Everything the worker core sends the page. Only the core knows the token (the page made it for this
 * worker, and learner code cannot reach the core's closure), so the page drops anything without it.
 * `Message` is what the page knows of the message before checking it: `unknown`, until pageGuard.ts.
 */
export type WorkerEnvelope<Message = WorkerMessage> = ReadyEnvelope | SnapshotEnvelope | ReplyEnvelope<Message>;

/** How much of a crash reason the page keeps. */
export const MAX_CRASH_REASON = 500;

const frameToPage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pong'), id: z.number() }),
  z.object({
    type: z.literal('crash'),
    reason: z.catch(
      z.pipe(
        z.string(),
        z.transform((reason) => reason.slice(0, MAX_CRASH_REASON)),
      ),
      'it stopped',
    ),
  }),
]);

// A `ready` that is not `true` makes a reply envelope (whose message pageGuard.ts then checks), as it always has.
const workerEnvelope = z.union([
  z.object({ token: z.string(), ready: z.literal(true) }),
  z.object({ token: z.string(), snapshot: z.instanceof(ArrayBuffer) }),
  z.object({ token: z.string(), message: z.unknown() }),
]);

/** What the frame said on the control port, or undefined (and the page ignores it) when it is not a frame message. */
export function parseFrameMessage(data: unknown): FrameToPageMessage | undefined {
  const result = frameToPage.safeParse(data);
  return result.success ? result.data : undefined;
}

/**
 * What the worker said on the data port, if it is an envelope with this port's `token`; otherwise
 * undefined: anything else on the port is not ours to read. The message inside is not checked yet.
 */
export function parseWorkerEnvelope(data: unknown, token: string): WorkerEnvelope<unknown> | undefined {
  const result = workerEnvelope.safeParse(data);
  return result.success && result.data.token === token ? result.data : undefined;
}
