import type { CompileResult } from './compile';
import { createRunOutputBudget } from './consoleCapture';
import { parseWorkerMessage, type CaseOutcome, type ConsoleOutput, type ErrorInfo, type HostMessage, type WorkerMessage } from './protocol';

/** What the host needs of a worker; the browser wraps a Web Worker, the CLI a worker thread. */
export interface WorkerPort {
  post(message: HostMessage): void;
  /** Called with each message (untrusted data) and when the worker dies on its own. */
  listen(onMessage: (data: unknown) => void, onCrash: (reason: string) => void): void;
  terminate(): void;
  /**
   * Optional: settles once the worker can take messages (rejects if it never can). A worker
   * that takes a while to start (the browser's sandbox starts a process) says so here, and the
   * load's time limit starts only then: starting up is not the learner's code running.
   */
  ready?: Promise<void>;
  /**
   * Optional: asked when a reply is overdue, before the worker is terminated. Resolves with a
   * reason when the worker had already died (its process ran out of memory), so the case is an
   * error rather than a timeout; with undefined when it is alive, just busy.
   */
  diagnose?(): Promise<string | undefined>;
}

/** How long a worker that announces `ready` may take to start before the run gives up on it. */
export const STARTUP_LIMIT_MS = 20_000;

export type WorkerFactory = () => WorkerPort;

export type Started = { ready: true } | { crash: string };

/**
 * Waits until a worker that announces readiness is ready, has died, or has taken too long to
 * start, so that a time limit counts the learner's code, not the start-up (a sandbox starts a
 * process first). `onWait` gets the function that ends the wait early (a crash, a cancel) while
 * it lasts, and undefined when it is over.
 */
export function waitForReady(port: WorkerPort, timers: Timers, onWait: (end: ((reason: string) => void) | undefined) => void): Promise<Started> {
  const ready = port.ready;
  if (!ready) return Promise.resolve({ ready: true });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: Started) => {
      if (settled) return;
      settled = true;
      onWait(undefined);
      timers.clearTimeout(timer);
      resolve(value);
    };
    const timer = timers.setTimeout(() => settle({ crash: `it did not start within ${STARTUP_LIMIT_MS / 1000} s` }), STARTUP_LIMIT_MS);
    onWait((reason) => settle({ crash: reason }));
    ready.then(
      () => settle({ ready: true }),
      (error: unknown) => settle({ crash: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** An overdue worker: a crash reason if it had died, undefined if it is alive but busy. */
export async function diagnosePort(port: WorkerPort | undefined): Promise<string | undefined> {
  try {
    return await port?.diagnose?.();
  } catch {
    return undefined;
  }
}

/** Timers are passed in so the time-limit logic can be tested without waiting. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

export const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => performance.now(),
};

/** How one case ended, before grading (grading needs the expected value, which only the page has). */
export type CaseRun =
  | { status: 'returned'; value: unknown; output: ConsoleOutput; durationMs: number }
  | { status: 'threw'; error: ErrorInfo; output: ConsoleOutput; durationMs: number }
  | { status: 'timeout'; limitMs: number; output: ConsoleOutput; durationMs: number };

/** A problem that stops every case: the code does not compile, or its module does not load. */
export type RunProblem =
  | { kind: 'compile'; message: string; line?: number; column?: number }
  | { kind: 'load'; error: ErrorInfo; output: ConsoleOutput }
  | { kind: 'load-timeout'; limitMs: number; output: ConsoleOutput };

export type RunEvent =
  | { type: 'started'; runId: number; caseIds: string[] }
  | { type: 'problem'; runId: number; problem: RunProblem }
  | { type: 'case'; runId: number; caseId: string; run: CaseRun }
  /** Cases ran past the limit `timeouts` times in a row, so the other `notRun` were not run (see `stopAfterTimeouts`). */
  | { type: 'stopped'; runId: number; timeouts: number; limitMs: number; notRun: number }
  | { type: 'finished'; runId: number; durationMs: number };

/**
 * After this many cases in a row run past the time limit, the rest of the Run
 * is not run. Code that loops on every case would otherwise keep the learner
 * waiting a time limit (and, in Python, a new Pyodide) per case: minutes, for
 * the same verdict three cases give.
 */
export const STOP_AFTER_TIMEOUTS = 3;

export interface RunRequest {
  slug: string;
  entry: string;
  modules: string[];
  timeLimitMs: number;
  /** Inputs only: expected values never leave the page. */
  cases: { id: string; input: unknown }[];
  source: string;
  /**
   * Cases in a row past the time limit after which the rest are not run;
   * STOP_AFTER_TIMEOUTS when absent. The content check runs every case
   * (Infinity): it must know exactly which cases catch a mistake.
   */
  stopAfterTimeouts?: number;
}

export interface RunnerDeps {
  compile: (source: string) => CompileResult | Promise<CompileResult>;
  createWorker: WorkerFactory;
  timers?: Timers;
}

export const EMPTY_OUTPUT: ConsoleOutput = { lines: [], truncated: false };
let nextRunId = 1;

/**
 * Runs every case of an exercise against learner code and reports each as
 * it finishes. One fresh worker per run; a case that overruns its time limit
 * gets the worker terminated and a new one loaded for the remaining cases,
 * so an endless loop costs one case, never the tab.
 *
 * Returns a handle whose `done` settles when the run ends (or is cancelled).
 */
export function startRun(request: RunRequest, deps: RunnerDeps, onEvent: (event: RunEvent) => void) {
  const timers = deps.timers ?? realTimers;
  const runId = nextRunId++;
  const startedAt = timers.now();
  let cancelled = false;
  let worker: WorkerPort | undefined;

  const emit = (event: RunEvent) => {
    if (!cancelled) onEvent(event);
  };

  const stopWorker = () => {
    worker?.terminate();
    worker = undefined;
  };

  // Replies from the current worker, in the order it sent them. The worker
  // handles messages one at a time, so the host can post a load and every
  // case at once and still time each case: a case's clock starts when the
  // reply before it arrives.
  let inbox: WorkerMessage[] = [];
  let waiter: { check: () => void; crash: (reason: string) => void } | undefined;
  // What the whole run may print, across its cases and workers.
  const outputBudget = createRunOutputBudget();

  // Replies stay in the inbox for the waits that follow; a crash or a cancel ends this wait.
  const whenReady = (port: WorkerPort) => waitForReady(port, timers, (end) => (waiter = end && { check: () => {}, crash: end }));

  const diagnose = diagnosePort;

  /** Waits for the next reply that `accept` recognises, the worker's death, or the time limit. */
  const nextReply = <M extends WorkerMessage>(accept: (reply: WorkerMessage) => reply is M) =>
    new Promise<{ reply: M } | { timeout: true } | { crash: string }>((resolve) => {
      let settled = false;
      const settle = (value: { reply: M } | { timeout: true } | { crash: string }) => {
        if (settled) return;
        settled = true;
        waiter = undefined;
        timers.clearTimeout(timer);
        resolve(value);
      };
      const timer = timers.setTimeout(() => settle({ timeout: true }), request.timeLimitMs);
      waiter = {
        check: () => {
          for (let reply = inbox.shift(); reply; reply = inbox.shift()) {
            if (accept(reply)) return settle({ reply });
          }
        },
        crash: (reason) => settle({ crash: reason }),
      };
      waiter.check();
    });

  const spawn = () => {
    const port = deps.createWorker();
    inbox = [];
    port.listen(
      (data) => {
        const message = parseWorkerMessage(data);
        // Stale or malformed messages (a late timer in learner code, a worker we gave up on) are dropped.
        if (port !== worker || !message || message.runId !== runId) return;
        inbox.push(message);
        waiter?.check();
      },
      (reason) => {
        if (port === worker) waiter?.crash(reason);
      },
    );
    worker = port;
    return port;
  };

  /**
   * Starts a worker, loads the module and queues the given cases behind it.
   * Returns false (after reporting) when loading fails.
   */
  const load = async (code: string, cases: RunRequest['cases']): Promise<boolean> => {
    const port = spawn();
    port.post({ type: 'load', runId, slug: request.slug, code, entry: request.entry, modules: request.modules });
    for (const testCase of cases) port.post({ type: 'case', runId, caseId: testCase.id, input: testCase.input });
    const started = await whenReady(port);
    if (cancelled) return false;
    if ('crash' in started) {
      stopWorker();
      emit({ type: 'problem', runId, problem: { kind: 'load', error: crashInfo(started.crash), output: EMPTY_OUTPUT } });
      return false;
    }
    const result = await nextReply(
      (reply): reply is Extract<WorkerMessage, { type: 'loaded' | 'load-error' }> =>
        reply.type === 'loaded' || reply.type === 'load-error',
    );
    if (cancelled) return false;
    if ('timeout' in result) {
      const died = await diagnose(worker);
      if (cancelled) return false;
      stopWorker();
      emit({
        type: 'problem',
        runId,
        problem: died
          ? { kind: 'load', error: crashInfo(died), output: EMPTY_OUTPUT }
          : { kind: 'load-timeout', limitMs: request.timeLimitMs, output: EMPTY_OUTPUT },
      });
      return false;
    }
    if ('crash' in result) {
      stopWorker();
      emit({ type: 'problem', runId, problem: { kind: 'load', error: crashInfo(result.crash), output: EMPTY_OUTPUT } });
      return false;
    }
    if (result.reply.type === 'load-error') {
      stopWorker();
      emit({ type: 'problem', runId, problem: { kind: 'load', error: result.reply.error, output: outputBudget.take(result.reply.output) } });
      return false;
    }
    return true;
  };

  const run = async () => {
    emit({ type: 'started', runId, caseIds: request.cases.map((c) => c.id) });
    const compiled = await deps.compile(request.source);
    if (cancelled) return;
    if (!compiled.ok) {
      emit({ type: 'problem', runId, problem: { kind: 'compile', ...compiled.error } });
      return;
    }

    const stopAfter = request.stopAfterTimeouts ?? STOP_AFTER_TIMEOUTS;
    let timeoutsInARow = 0;
    for (const [index, testCase] of request.cases.entries()) {
      if (cancelled) return;
      if (timeoutsInARow >= stopAfter) {
        emit({ type: 'stopped', runId, timeouts: timeoutsInARow, limitMs: request.timeLimitMs, notRun: request.cases.length - index });
        return;
      }
      if (!worker && !(await load(compiled.code, request.cases.slice(index)))) return;
      const caseStart = timers.now();
      const result = await nextReply(
        (reply): reply is Extract<WorkerMessage, { type: 'case-done' }> =>
          reply.type === 'case-done' && reply.caseId === testCase.id,
      );
      if (cancelled) return;
      const durationMs = timers.now() - caseStart;
      if ('timeout' in result) {
        // Overdue: a worker whose process died (out of memory) is an error; one that is alive is stuck.
        const died = await diagnose(worker);
        if (cancelled) return;
        // The worker may be stuck in a loop: it is never reused.
        stopWorker();
        timeoutsInARow = died ? 0 : timeoutsInARow + 1;
        emit({
          type: 'case',
          runId,
          caseId: testCase.id,
          run: died
            ? { status: 'threw', error: crashInfo(died), output: EMPTY_OUTPUT, durationMs }
            : { status: 'timeout', limitMs: request.timeLimitMs, output: EMPTY_OUTPUT, durationMs },
        });
      } else if ('crash' in result) {
        stopWorker();
        timeoutsInARow = 0;
        emit({ type: 'case', runId, caseId: testCase.id, run: { status: 'threw', error: crashInfo(result.crash), output: EMPTY_OUTPUT, durationMs } });
      } else {
        timeoutsInARow = 0;
        emit({ type: 'case', runId, caseId: testCase.id, run: toCaseRun(result.reply.outcome, outputBudget.take(result.reply.output), durationMs) });
      }
    }
  };

  const done = run()
    .catch((error: unknown) => {
      emit({
        type: 'problem',
        runId,
        problem: { kind: 'load', error: crashInfo(error instanceof Error ? error.message : String(error)), output: EMPTY_OUTPUT },
      });
    })
    .finally(() => {
      stopWorker();
      emit({ type: 'finished', runId, durationMs: timers.now() - startedAt });
    });

  return {
    runId,
    done,
    /** Stops the run at once (a newer Run replaces it); no further events are emitted. */
    cancel() {
      cancelled = true;
      waiter?.crash('cancelled');
      stopWorker();
    },
  };
}

export function toCaseRun(outcome: CaseOutcome, output: ConsoleOutput, durationMs: number): CaseRun {
  return outcome.kind === 'returned'
    ? { status: 'returned', value: outcome.value, output, durationMs }
    : { status: 'threw', error: outcome.error, output, durationMs };
}

export function crashInfo(reason: string): ErrorInfo {
  return {
    kind: 'crash',
    name: 'Worker stopped',
    message: `The code stopped the worker that runs it (${reason}). Very large allocations or deep recursion can do this.`,
  };
}
