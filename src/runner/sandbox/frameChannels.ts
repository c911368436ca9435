/**
 * The page's ends of the two channels to one sandbox frame, for sandboxPort.ts:
 * what it hears from the worker (data) and the frame (control), the liveness
 * probe, and the start that hands the frame the channels' other ends. The
 * messages are frameProtocol.ts's; the port's state (crashed, terminated, its
 * listeners) stays in sandboxPort.ts, which these parts report to.
 */
import type { WorkerMessage } from '../protocol';
import type { Timers } from '../../core/timers';
import { parseFrameMessage, parseWorkerEnvelope, type ControlMessage, type StartMessage } from './frameProtocol';
import { guardWorkerMessage } from './pageGuard';

/** Sends a control message to the frame. */
export function tell(control: MessagePort, message: ControlMessage): void {
  control.postMessage(message);
}

/** Pings the frame on its control port, to tell a frame whose worker is busy from one whose process is gone. */
export function createProbe(control: MessagePort, timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>, probeMs: number) {
  let nextPing = 1;
  const pings = new Map<number, () => void>();
  return {
    /** Resolves with undefined when the frame answers, or with what `onSilent` returns when it has not within `probeMs`. */
    ask: (onSilent: () => string) =>
      new Promise<string | undefined>((resolve) => {
        const id = nextPing++;
        const timer = timers.setTimeout(() => {
          pings.delete(id);
          resolve(onSilent());
        }, probeMs);
        pings.set(id, () => {
          pings.delete(id);
          timers.clearTimeout(timer);
          resolve(undefined);
        });
        tell(control, { type: 'ping', id });
      }),
    /** The frame's pong for ping `id`. */
    answer: (id: number) => pings.get(id)?.(),
    /** Ends every wait as if answered: the port was terminated, nobody needs a verdict. */
    answerAll: () => {
      for (const answer of pings.values()) answer();
    },
  };
}

/** Listens on the page's end of the data channel: the worker core's envelopes, and nothing else. */
export function listenToWorker(
  data: MessagePort,
  token: string,
  on: {
    isOpen(): boolean;
    onReady(): void;
    onMessage(message: WorkerMessage): void;
    onUnreadable(): void;
    /** Only a snapshot worker's port listens for its snapshot; any other port ignores one. */
    onSnapshot?(snapshot: ArrayBuffer): void;
  },
): void {
  data.onmessage = (event: MessageEvent) => {
    if (!on.isOpen()) return;
    // Only the worker core knows the token: anything else on this port is not ours to read.
    const envelope = parseWorkerEnvelope(event.data, token);
    if (!envelope) return;
    if ('ready' in envelope) {
      on.onReady();
      return;
    }
    if ('snapshot' in envelope) {
      on.onSnapshot?.(envelope.snapshot);
      return;
    }
    const message = guardWorkerMessage(envelope.message);
    if (message) on.onMessage(message);
  };
  data.onmessageerror = () => on.onUnreadable();
}

/** Listens on the page's end of the control channel: pongs and crash reports from the frame. */
export function listenToFrame(control: MessagePort, on: { onPong(id: number): void; onCrash(reason: string): void }): void {
  control.onmessage = (event: MessageEvent) => {
    const message = parseFrameMessage(event.data);
    if (message?.type === 'pong') on.onPong(message.id);
    else if (message?.type === 'crash') on.onCrash(message.reason);
  };
}

/**
 * Once the frame's document has run: fetches the worker's code (and files) and hands them to the frame
 * with the far ends of both channels, unless the port was terminated meanwhile.
 */
export function startWorker(
  options: { loadWorkerCode: () => Promise<Blob>; loadFiles?: () => Promise<Record<string, ArrayBuffer>> },
  token: string,
  ports: [control: MessagePort, data: MessagePort],
  frame: { isOpen(): boolean; post(start: StartMessage, transfer: Transferable[]): void; crash(reason: string): void },
): void {
  Promise.all([options.loadWorkerCode(), options.loadFiles?.()]).then(
    ([code, files]) => {
      if (!frame.isOpen()) return;
      // Ports first (the frame reads them by position), then the files' buffers, moved rather than copied.
      frame.post({ type: 'start', code, token, files }, [...ports, ...Object.values(files ?? {})]);
    },
    (error: unknown) => frame.crash(`the code runner could not be loaded (${error instanceof Error ? error.message : String(error)})`),
  );
}
