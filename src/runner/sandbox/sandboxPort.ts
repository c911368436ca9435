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
 * The messages of the frame and the envelope are in `frameProtocol.ts`; the
 * parts that listen and speak on the two channels are in `frameChannels.ts`.
 *
 * Terminating removes the frame: the browser then ends its worker however
 * busy it is, without the frame's cooperation.
 */
import type { HostMessage } from '../protocol';
import { realTimers, type Timers } from '../../core/timers';
import type { WorkerFactory, WorkerPort } from '../host/workerPort';
import { frameDocument, type FrameNeeds } from './frameDocument';
import type { StartMessage } from './frameProtocol';
import { createProbe, listenToFrame, listenToWorker, startWorker, tell } from './frameChannels';

/** The hidden frame, as the port needs it (the DOM one is `domFrames`; tests use fakes). */
export interface SandboxFrame {
  /** Posts into the frame's window (its origin is opaque, so it cannot be named as the target). */
  post(message: StartMessage, transfer: Transferable[]): void;
  remove(): void;
}

/** Creates a frame with this srcdoc and calls `onLoad` once its document has run. */
export type FrameFactory = (srcdoc: string, onLoad: () => void) => SandboxFrame;

export interface SandboxOptions {
  /** The worker's code, one self-contained classic script (built by `bundlePlugin.ts`), as `workerScript` makes it. */
  loadWorkerCode: () => Promise<Blob>;
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
  /** For a snapshot worker's port only (python/snapshot.ts): told of the snapshot it sends. */
  onSnapshot?: (snapshot: ArrayBuffer) => void;
}

/** A sandboxed worker; `dead` once it is known to have crashed. */
export interface SandboxPort extends WorkerPort {
  readonly dead: boolean;
}

/** The worker's code as the frames take it: one Blob, made once per page and handed to every frame by reference. */
export function workerScript(code: string): Blob {
  return new Blob([code], { type: 'text/javascript' });
}

/** A live frame answers in a millisecond or two, even while its worker loops (the worker has its own thread). */
export const PROBE_MS = 1_000;

/** The message of the error `ready` rejects with when the port was terminated before its worker was ready: no failure. */
export const TERMINATED = 'terminated';

export const UNRESPONSIVE = 'its sandbox stopped answering, most likely because it ran out of memory';

export function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One sandboxed worker: a frame, its worker, and the page's ends of the data
 * and control channels (see the top of this file).
 */
export function createSandboxPort(options: SandboxOptions): SandboxPort {
  const makeId = options.randomId ?? randomId;
  const token = makeId();
  const data = new MessageChannel();
  const control = new MessageChannel();
  const readiness = createReadiness();
  const probe = createProbe(control.port1, options.timers ?? realTimers, options.probeMs ?? PROBE_MS);

  let listeners: { onMessage: (data: unknown) => void; onCrash: (reason: string) => void } | undefined;
  let crashed: string | undefined;
  let terminated = false;

  const crash = (reason: string) => {
    if (terminated || crashed !== undefined) return;
    crashed = reason;
    readiness.fail(new Error(reason));
    options.onDeath?.();
    listeners?.onCrash(reason);
  };

  listenToWorker(data.port1, token, {
    isOpen: () => !terminated,
    onReady: readiness.mark,
    onMessage: (message) => listeners?.onMessage(message),
    onUnreadable: () => crash('a message from it could not be read'),
    ...(options.onSnapshot ? { onSnapshot: options.onSnapshot } : {}),
  });
  listenToFrame(control.port1, { onPong: probe.answer, onCrash: crash });

  const frame = options.createFrame(frameDocument(makeId(), options.needs), () =>
    startWorker(options, token, [control.port2, data.port2], {
      isOpen: () => !terminated,
      // Read when the code has arrived: the frame may load before createFrame has returned it.
      post: (start, transfer) => frame.post(start, transfer),
      crash,
    }),
  );

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
    ready: readiness.promise,
    diagnose: () => {
      if (crashed !== undefined) return Promise.resolve(crashed);
      if (terminated || !readiness.isReady) return Promise.resolve(undefined);
      return probe.ask(() => {
        crashed = UNRESPONSIVE;
        options.onDeath?.();
        return UNRESPONSIVE;
      });
    },
    terminate: () => {
      if (terminated) return;
      terminated = true;
      readiness.fail(new Error(TERMINATED));
      try {
        tell(control.port1, { type: 'terminate' });
      } catch {
        /* the frame may be gone already */
      }
      // Removing the frame ends its worker even if the frame never read the message above.
      frame.remove();
      data.port1.close();
      control.port1.close();
      probe.answerAll();
    },
  };
}

/** The port's `ready`: settled once, by the worker's ready envelope, a crash or terminate (whichever comes first). */
function createReadiness() {
  let isReady = false;
  let markReady!: () => void;
  let failReady!: (reason: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  promise.catch(() => {}); // a port nobody waits on must not log an unhandled rejection
  return {
    promise,
    /** Whether the worker said it was ready (a sandbox that is still starting is not probed). */
    get isReady() {
      return isReady;
    },
    mark: () => {
      isReady = true;
      markReady();
    },
    fail: (reason: Error) => failReady(reason),
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
 * The spare that replaces one handed out is started by `topUpWhen` (the page: when the browser is idle),
 * not at once: a sandbox takes a frame, a process's worth of start-up and a worker, and started at once it
 * competes with the Run that took the last one (about 20 ms of a Run on two cores). A worker stopped at a
 * time limit leaves the page idle while it waits, so its replacement is ready by then.
 *
 * Sandbox frames of one page may share a process, so when one is found dead
 * (out of memory) the spares are dropped too, as they may have died with it.
 */
export function createSandboxFactory(
  options: SandboxOptions & { topUpWhen?: (work: () => void) => void },
  spares = 1,
): WorkerFactory & { warmUp(): void } {
  const topUpWhen = options.topUpWhen ?? ((work) => work());
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
    topUpWhen(topUp);
    return port;
  };
  // Starts the spares before the first call: the first Run then finds a sandbox ready, as later ones do.
  return Object.assign(factory, { warmUp: topUp });
}
