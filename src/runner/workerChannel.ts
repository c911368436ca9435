import { parseWorkerMessage, type HostMessage, type WorkerMessage } from './protocol';
import { diagnosePort, waitForReady, type Started, type Timers, type WorkerFactory, type WorkerPort } from './session';

export type Reply<M> = { reply: M } | { timeout: true } | { crash: string };

/**
 * One worker as seen from the host: messages posted in order, replies queued
 * in the order the worker sent them, each wait bounded by the time limit.
 * Messages from any other worker or run, or of the wrong shape, are dropped.
 */
export class WorkerChannel {
  private port: WorkerPort | undefined;
  private inbox: WorkerMessage[] = [];
  private waiter: { check: () => void; crash: (reason: string) => void } | undefined;

  constructor(
    private readonly createWorker: WorkerFactory,
    private readonly runId: number,
    private readonly timers: Timers,
  ) {}

  get alive(): boolean {
    return this.port !== undefined;
  }

  /** Starts a fresh worker (never reusing one: a stuck worker stays stuck). */
  start() {
    this.stop();
    const port = this.createWorker();
    this.inbox = [];
    port.listen(
      (data) => {
        const message = parseWorkerMessage(data);
        if (port !== this.port || !message || message.runId !== this.runId) return;
        this.inbox.push(message);
        this.waiter?.check();
      },
      (reason) => {
        if (port === this.port) this.waiter?.crash(reason);
      },
    );
    this.port = port;
  }

  post(message: HostMessage) {
    this.port?.post(message);
  }

  /** Waits until the worker can take messages (see `waitForReady`); replies that arrive meanwhile stay queued. */
  whenReady(): Promise<Started> {
    if (!this.port) return Promise.resolve({ ready: true });
    return waitForReady(this.port, this.timers, (end) => (this.waiter = end && { check: () => {}, crash: end }));
  }

  /** Waits for the next reply `accept` recognises, the worker's death, or `limitMs`. */
  next<M extends WorkerMessage>(accept: (reply: WorkerMessage) => reply is M, limitMs: number): Promise<Reply<M>> {
    return new Promise((resolve) => {
      let settled = false;
      const settle = (value: Reply<M>) => {
        if (settled) return;
        settled = true;
        this.waiter = undefined;
        this.timers.clearTimeout(timer);
        resolve(value);
      };
      // Overdue: a worker that had already died (out of memory) is a crash, not a timeout.
      const port = this.port;
      const timer = this.timers.setTimeout(() => {
        void diagnosePort(port).then((died) => settle(died ? { crash: died } : { timeout: true }));
      }, limitMs);
      this.waiter = {
        check: () => {
          for (let reply = this.inbox.shift(); reply; reply = this.inbox.shift()) {
            if (accept(reply)) return settle({ reply });
          }
        },
        crash: (reason) => settle({ crash: reason }),
      };
      this.waiter.check();
    });
  }

  /** Ends any wait with `reason` (e.g. cancelled). */
  interrupt(reason: string) {
    this.waiter?.crash(reason);
  }

  stop() {
    this.port?.terminate();
    this.port = undefined;
  }
}
