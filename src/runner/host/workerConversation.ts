import { parseWorkerMessage, type HostMessage, type WorkerMessage } from '../protocol';
import type { Timers } from '../../core/timers';
import { diagnosePort, waitForReady, type Started, type WorkerFactory, type WorkerPort } from './workerPort';

export type Reply<M> = { reply: M } | { timeout: true } | { crash: string };

/**
 * The bound on a load's trusted part (the driver), which takes milliseconds: only reached when the worker was
 * handed on from the same learner's earlier Run (the grading page's Python) and that code broke what the driver
 * needs. It keeps such a file from holding a batch up forever; it is never reached by a machine's slowness alone.
 */
const TRUSTED_LOAD_LIMIT_MS = 60_000;

type LoadReply = Extract<WorkerMessage, { type: 'loaded' | 'load-error' }>;
type LoadStart = Extract<WorkerMessage, { type: 'load-started' }>;
const isLoadReply = (reply: WorkerMessage): reply is LoadReply => reply.type === 'loaded' || reply.type === 'load-error';

/**
 * The page side of talking to one worker at a time, for every caller: graded
 * Runs (runCases.ts), the evaluator of generated cases and the reference
 * (evaluator.ts), and live runs (live/liveRun.ts).
 *
 * Messages are posted in order; replies queue in the order the worker sent
 * them, so a caller can post a load and every case at once and still time
 * each case (its clock starts when the reply before it arrives). Messages
 * from any other worker or run, or of the wrong shape, are dropped. A wait
 * that runs out asks the worker whether it had died (out of memory) before
 * calling it slow: the one place that tells a dead worker from a busy one.
 */
export class WorkerConversation {
  private port: WorkerPort | undefined;
  /** A worker taken from the factory ahead of the load (`startAhead`), for the next `start`. */
  private ahead: WorkerPort | undefined;
  private inbox: WorkerMessage[] = [];
  private waiter: { check: () => void; crash: (reason: string) => void } | undefined;
  /** Push mode (live runs): every message goes here as it comes, instead of the inbox. */
  private handler: ((message: WorkerMessage) => void) | undefined;
  private crashHandler: ((reason: string) => void) | undefined;
  /** Why the current worker died, when it died while nobody was waiting: the next wait hears of it at once. */
  private died: string | undefined;
  /** The workers known to be ready (their `ready` settled), for `ready`. */
  private readonly readyPorts = new WeakSet<WorkerPort>();

  constructor(
    private readonly createWorker: WorkerFactory,
    readonly runId: number,
    private readonly timers: Timers,
  ) {}

  get alive(): boolean {
    return this.port !== undefined;
  }

  /**
   * Takes a worker from the factory now, for the next `start`: a sandbox takes a while to start (a frame, a
   * process), so a Run starts it while its code compiles. `stop` ends it if no start took it.
   */
  startAhead() {
    this.ahead ??= this.watchReady(this.createWorker());
  }

  private watchReady(port: WorkerPort): WorkerPort {
    port.ready?.then(
      () => this.readyPorts.add(port),
      () => undefined,
    );
    return port;
  }

  /** Starts a fresh worker (never reusing one: a stuck worker stays stuck): the one taken ahead, if any. */
  start() {
    const ahead = this.ahead;
    this.ahead = undefined;
    this.stop();
    const port = ahead ?? this.watchReady(this.createWorker());
    this.inbox = [];
    this.died = undefined;
    port.listen(
      (data) => {
        const message = parseWorkerMessage(data);
        // Stale or malformed messages (a late timer in learner code, a worker we gave up on) are dropped.
        if (port !== this.port || !message || message.runId !== this.runId) return;
        if (this.handler) return this.handler(message);
        this.inbox.push(message);
        this.waiter?.check();
      },
      (reason) => {
        if (port !== this.port) return;
        this.died = reason;
        this.waiter?.crash(reason);
        this.crashHandler?.(reason);
      },
    );
    this.port = port;
  }

  /** Push mode: `onMessage` gets every message as it comes and `onCrash` the worker's death (live runs). */
  listen(onMessage: (message: WorkerMessage) => void, onCrash: (reason: string) => void) {
    this.handler = onMessage;
    this.crashHandler = onCrash;
  }

  post(message: HostMessage) {
    this.port?.post(message);
  }

  /**
   * Whether the current worker has said it is ready (a worker that says nothing of it is ready from the start):
   * a Run that must wait for its sandbox to start says so to the learner.
   */
  get ready(): boolean {
    return this.port !== undefined && (this.port.ready === undefined || this.readyPorts.has(this.port));
  }

  /** Waits until the worker can take messages (see `waitForReady`); replies that arrive meanwhile stay queued. */
  whenReady(): Promise<Started> {
    if (!this.port) return Promise.resolve({ ready: true });
    return waitForReady(this.port, (end) => (this.waiter = end && { check: () => {}, crash: end }));
  }

  /**
   * Waits for the load's answer: first for the worker to say the learner's code starts (the driver's load is
   * trusted work, and a busy machine's time is never the learner's), then for `loaded` or `load-error` within
   * `limitMs`. A worker that answers without saying so first is timed from the start.
   */
  async loadReply(limitMs: number): Promise<Reply<LoadReply>> {
    const isStart = (reply: WorkerMessage): reply is LoadStart | LoadReply => isLoadReply(reply) || reply.type === 'load-started';
    const begun = await this.next(isStart, TRUSTED_LOAD_LIMIT_MS);
    if (!('reply' in begun) || begun.reply.type !== 'load-started') return begun as Reply<LoadReply>;
    return this.next(isLoadReply, limitMs);
  }

  /** Waits for the next reply `accept` recognises, the worker's death, or `limitMs` (no limit when undefined). */
  next<M extends WorkerMessage>(accept: (reply: WorkerMessage) => reply is M, limitMs: number | undefined): Promise<Reply<M>> {
    return new Promise((resolve) => {
      let settled = false;
      const settle = (value: Reply<M>) => {
        if (settled) return;
        settled = true;
        this.waiter = undefined;
        cancelClock();
        resolve(value);
      };
      const cancelClock =
        limitMs === undefined ? () => {} : this.startClock(limitMs, (died) => settle(died ? { crash: died } : { timeout: true }));
      this.waiter = {
        check: () => {
          for (let reply = this.inbox.shift(); reply; reply = this.inbox.shift()) {
            if (accept(reply)) return settle({ reply });
          }
        },
        crash: (reason) => settle({ crash: reason }),
      };
      // Replies the worker sent before it died still count; after them, its death.
      this.waiter.check();
      if (this.died !== undefined) this.waiter?.crash(this.died);
    });
  }

  /**
   * A clock for the worker: after `limitMs`, `onOverdue` gets the reason the
   * worker had died, or undefined when it is alive and just busy. Returns the
   * function that stops the clock.
   */
  startClock(limitMs: number, onOverdue: (died: string | undefined) => void): () => void {
    const port = this.port;
    let stopped = false;
    const timer = this.timers.setTimeout(() => {
      void diagnosePort(port).then((died) => {
        if (!stopped) onOverdue(died);
      });
    }, limitMs);
    return () => {
      stopped = true;
      this.timers.clearTimeout(timer);
    };
  }

  /** Ends any wait with `reason` (e.g. cancelled). */
  interrupt(reason: string) {
    this.waiter?.crash(reason);
  }

  stop() {
    this.ahead?.terminate();
    this.ahead = undefined;
    this.port?.terminate();
    this.port = undefined;
  }
}
