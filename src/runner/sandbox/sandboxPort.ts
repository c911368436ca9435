/**
 * The page's side of one sandboxed worker, behind the `WorkerPort` interface
 * the host already uses (see docs/security.md for the whole picture).
 *
 * One port is one hidden sandbox frame (`frameDocument.ts`) hosting one
 * worker, and two MessageChannels:
 * - data: page <-> worker directly. The worker core keeps its end in a
 *   closure; everything it sends is wrapped as `{ token, ... }` with a token
 *   made here per port, and anything else is dropped. Every message is then
 *   validated and cut to size (`pageGuard.ts`) before the host sees it.
 * - control: page <-> frame. ping/pong (is the sandbox's process alive?),
 *   terminate, and a crash report when the worker fails to start.
 *
 * The messages of the frame and the envelope are in `frameProtocol.ts`.
 *
 * Terminating removes the frame: the browser then ends its worker however
 * busy it is, without the frame's cooperation.
 */
import type { HostMessage } from '../protocol';
import type { Timers } from '../../core/timers';
import type { WorkerFactory, WorkerPort } from '../host/workerPort';
import { frameDocument, type FrameNeeds } from './frameDocument';
import { parseFrameMessage, parseWorkerEnvelope, type ControlMessage, type StartMessage } from './frameProtocol';
import { guardWorkerMessage } from './pageGuard';

/** The hidden frame, as the port needs it (the DOM one is `domFrames`; tests use fakes). */
export interface SandboxFrame {
  /** Posts into the frame's window (its origin is opaque, so it cannot be named as the target). */
  post(message: StartMessage, transfer: Transferable[]): void;
  remove(): void;
}

/** Creates a frame with this srcdoc and calls `onLoad` once its document has run. */
export type FrameFactory = (srcdoc: string, onLoad: () => void) => SandboxFrame;

export interface SandboxOptions {
  /** The worker's code, one self-contained classic script (built by `bundlePlugin.ts`). */
  loadWorkerCode: () => Promise<string>;
  createFrame: FrameFactory;
  /** Random letters and digits: the frame's script nonce and the port's token. */
  randomId?: () => string;
  timers?: Pick<Timers, 'setTimeout' | 'clearTimeout'>;
  /** How long a live frame may take to answer a ping; no answer means its process is gone. */
  probeMs?: number;
  /** Told when this sandbox is found dead (crashed, or its process stopped answering). */
  onDeath?: () => void;
  /**
   * Files the worker needs, as bytes (Pyodide's). The page fetches them from its own origin (the
   * frame's opaque origin could only fetch cross-origin, and its policy allows no fetch at all);
   * they are transferred, so this must give each port buffers of its own.
   */
  loadFiles?: () => Promise<Record<string, ArrayBuffer>>;
  /** What the frame's policy must allow besides the defaults (see frameDocument.ts). */
  needs?: FrameNeeds;
}

/** A sandboxed worker; `dead` once it is known to have crashed. */
export interface SandboxPort extends WorkerPort {
  readonly dead: boolean;
}

/** A live frame answers in a millisecond or two, even while its worker loops (the worker has its own thread). */
export const PROBE_MS = 1_000;

export const UNRESPONSIVE =
  'its sandbox stopped answering, most likely because it ran out of memory';

export function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createSandboxPort(options: SandboxOptions): SandboxPort {
  const timers = options.timers ?? { setTimeout: (f: () => void, ms: number) => setTimeout(f, ms), clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>) };
  const makeId = options.randomId ?? randomId;
  const probeMs = options.probeMs ?? PROBE_MS;
  const token = makeId();
  const data = new MessageChannel();
  const control = new MessageChannel();

  let listeners: { onMessage: (data: unknown) => void; onCrash: (reason: string) => void } | undefined;
  let crashed: string | undefined;
  let terminated = false;
  let isReady = false;
  let markReady!: () => void;
  let failReady!: (reason: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  ready.catch(() => {}); // a port nobody waits on must not log an unhandled rejection

  let nextPing = 1;
  const pings = new Map<number, () => void>();

  const crash = (reason: string) => {
    if (terminated || crashed !== undefined) return;
    crashed = reason;
    failReady(new Error(reason));
    options.onDeath?.();
    listeners?.onCrash(reason);
  };

  data.port1.onmessage = (event: MessageEvent) => {
    if (terminated) return;
    // Only the worker core knows the token: anything else on this port is not ours to read.
    const envelope = parseWorkerEnvelope(event.data, token);
    if (!envelope) return;
    if ('ready' in envelope) {
      isReady = true;
      markReady();
      return;
    }
    const message = guardWorkerMessage(envelope.message);
    if (message) listeners?.onMessage(message);
  };
  data.port1.onmessageerror = () => crash('a message from it could not be read');

  control.port1.onmessage = (event: MessageEvent) => {
    const message = parseFrameMessage(event.data);
    if (message?.type === 'pong') pings.get(message.id)?.();
    else if (message?.type === 'crash') crash(message.reason);
  };
  const tell = (message: ControlMessage) => control.port1.postMessage(message);

  const frame = options.createFrame(frameDocument(makeId(), options.needs), () => {
    Promise.all([options.loadWorkerCode(), options.loadFiles?.()]).then(
      ([code, files]) => {
        if (terminated) return;
        // Ports first (the frame reads them by position), then the files' buffers, moved rather than copied.
        frame.post({ type: 'start', code, token, files }, [control.port2, data.port2, ...Object.values(files ?? {})]);
      },
      (error: unknown) => crash(`the code runner could not be loaded (${error instanceof Error ? error.message : String(error)})`),
    );
  });

  return {
    get dead() {
      return crashed !== undefined;
    },
    // Posted before the worker has started, messages wait in the port and arrive in order.
    post: (message: HostMessage) => {
      if (!terminated) data.port1.postMessage(message);
    },
    listen: (onMessage, onCrash) => {
      listeners = { onMessage, onCrash };
      if (crashed !== undefined) onCrash(crashed);
    },
    ready,
    diagnose: () => {
      if (crashed !== undefined) return Promise.resolve(crashed);
      if (terminated || !isReady) return Promise.resolve(undefined);
      return new Promise<string | undefined>((resolve) => {
        const id = nextPing++;
        const timer = timers.setTimeout(() => {
          pings.delete(id);
          crashed = UNRESPONSIVE;
          options.onDeath?.();
          resolve(UNRESPONSIVE);
        }, probeMs);
        pings.set(id, () => {
          pings.delete(id);
          timers.clearTimeout(timer);
          resolve(undefined);
        });
        tell({ type: 'ping', id });
      });
    },
    terminate: () => {
      if (terminated) return;
      terminated = true;
      failReady(new Error('terminated'));
      try {
        tell({ type: 'terminate' });
      } catch {
        /* the frame may be gone already */
      }
      // Removing the frame ends its worker even if the frame never read the message above.
      frame.remove();
      data.port1.close();
      control.port1.close();
      for (const answer of pings.values()) answer();
    },
  };
}

/**
 * Frames in `doc`: hidden, sandboxed to scripts only, out of the tab order and
 * the accessibility tree.
 */
export function domFrames(doc: Document): FrameFactory {
  return (srcdoc, onLoad) => {
    const iframe = doc.createElement('iframe');
    iframe.setAttribute('sandbox', 'allow-scripts');
    iframe.setAttribute('aria-hidden', 'true');
    iframe.setAttribute('referrerpolicy', 'no-referrer');
    iframe.setAttribute('data-learner-sandbox', '');
    iframe.tabIndex = -1;
    iframe.title = 'Learner code runner';
    iframe.style.display = 'none';
    iframe.srcdoc = srcdoc;
    iframe.addEventListener('load', onLoad, { once: true });
    doc.body.append(iframe);
    return {
      post: (message, transfer) => iframe.contentWindow?.postMessage(message, '*', transfer),
      remove: () => iframe.remove(),
    };
  };
}

/**
 * A factory of sandboxed workers that keeps `spares` of them started and
 * waiting, so a Run, and above all the worker that replaces one stopped at a
 * time limit, do not wait for a frame and a worker to start (100 to 300 ms).
 * One is enough: a second did not make Runs faster (starting sandboxes
 * competes with the Run for the processor). Nothing starts before the first
 * call, so a page that never runs code starts no sandbox. Learner code never
 * reaches a spare: each is fresh until handed out, and handed out once.
 *
 * Sandbox frames of one page may share a process, so when one is found dead
 * (out of memory) the spares are dropped too, as they may have died with it.
 */
export function createSandboxFactory(options: SandboxOptions, spares = 1): WorkerFactory & { warmUp(): void } {
  let waiting: SandboxPort[] = [];
  const dropSpares = () => {
    const dropped = waiting;
    waiting = [];
    for (const port of dropped) port.terminate();
  };
  const make = () => createSandboxPort({ ...options, onDeath: dropSpares });
  const topUp = () => {
    for (const port of waiting) if (port.dead) port.terminate();
    waiting = waiting.filter((port) => !port.dead);
    while (waiting.length < spares) waiting.push(make());
  };
  const factory = () => {
    let port: SandboxPort | undefined;
    while (!port && waiting.length > 0) {
      const next = waiting.shift()!;
      if (next.dead) next.terminate();
      else port = next;
    }
    port ??= make();
    topUp();
    return port;
  };
  // Starts the spares before the first call: the first Run then finds a sandbox ready, as later ones do.
  return Object.assign(factory, { warmUp: topUp });
}
