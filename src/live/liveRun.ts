/**
 * A live run, host side: the learner's code in the same sandboxed worker as a
 * graded run, its model requests made here. Free of React; the panel draws
 * the events (liveState.ts).
 *
 * Time: a model may take minutes to answer, and that is not the learner's
 * code running, so there is no limit on a run's wall-clock time. The
 * learner's own code is bounded all the same: whenever no request is in
 * flight (loading, then between a reply and the next request or the end),
 * it has `stepLimitMs` (the exercise's per-case limit) before the worker is
 * terminated. While a request is in flight the clock is paused; Stop ends
 * everything at any time, and `maxRequests` caps what one run may send to an
 * endpoint that may be paid for.
 */
import type { CompileResult } from '../runner/host/compile';
import type { LiveStartMessage, ModelError, WorkerMessage } from '../runner/protocol';
import { crashInfo, type ConsoleOutput, type ErrorInfo, type RunProblem } from '../core/runTypes';
import { createRunOutputBudget } from '../runner/consoleCapture';
import { realTimers, type Timers } from '../core/timers';
import type { WorkerFactory } from '../runner/host/workerPort';
import { WorkerConversation } from '../runner/host/workerConversation';
import { checkPlainValue } from '../runner/sandbox/limits';
import { checkModelRequest, type ServedMessage } from './modelRequest';
import type { ModelCaller } from './modelCaller';

export interface LiveRequest {
  slug: string;
  entry: string;
  modules: string[];
  source: string;
  /** How long the learner's own code may run between model requests. */
  stepLimitMs: number;
  start: Omit<LiveStartMessage, 'type' | 'runId'>;
}

export interface LiveDeps {
  compile: (source: string) => CompileResult | Promise<CompileResult>;
  createWorker: WorkerFactory;
  callModel: ModelCaller;
  timers?: Timers;
  /** The most requests one live run may send (default `MAX_LIVE_REQUESTS`). */
  maxRequests?: number;
}

export const MAX_LIVE_REQUESTS = 25;

export type LiveEvent =
  | { type: 'request'; n: number; params: Record<string, unknown>; output: ConsoleOutput }
  | { type: 'refused'; n: number; reason: string; output: ConsoleOutput }
  | { type: 'reply'; n: number; completion: unknown }
  | { type: 'model-error'; n: number; error: ModelError }
  | { type: 'finished'; outcome: { kind: 'returned'; value: unknown } | { kind: 'threw'; error: ErrorInfo }; output: ConsoleOutput }
  | { type: 'problem'; problem: RunProblem }
  /** The learner's own code ran `limitMs` without asking the model or finishing. */
  | { type: 'timeout'; limitMs: number }
  | { type: 'crashed'; error: ErrorInfo }
  | { type: 'stopped' };

let nextLiveRunId = 2_000_000;

export function startLiveRun(request: LiveRequest, deps: LiveDeps, onEvent: (event: LiveEvent) => void) {
  const timers = deps.timers ?? realTimers;
  const maxRequests = deps.maxRequests ?? MAX_LIVE_REQUESTS;
  const runId = nextLiveRunId++;
  const aborter = new AbortController();
  const budget = createRunOutputBudget();
  // The same conversation as a graded Run's: start-up wait, stale messages dropped, dead-or-slow told apart.
  const worker = new WorkerConversation(deps.createWorker, runId, timers);
  let over = false;
  let stopClock: (() => void) | undefined;
  let inFlight = 0;
  let requests = 0;
  /** The messages the server has sent in this run: a request carrying one back is not blamed for what it lacks. */
  const served: ServedMessage[] = [];
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));

  /** Ends the run with its last event: nothing after it is reported. */
  const end = (event: LiveEvent) => {
    if (over) return;
    over = true;
    stopClock?.();
    aborter.abort();
    worker.interrupt('ended');
    worker.stop();
    onEvent(event);
    finish();
  };
  const emit = (event: LiveEvent) => {
    if (!over) onEvent(event);
  };

  /** The learner's code is running (nothing in flight): it has stepLimitMs, and a worker that had died by then is a crash. */
  const startClock = () => {
    stopClock?.();
    stopClock = worker.startClock(request.stepLimitMs, (died) =>
      end(died ? { type: 'crashed', error: crashInfo(died) } : { type: 'timeout', limitMs: request.stepLimitMs }),
    );
  };

  const onModelRequest = (message: ModelRequest) =>
    relayModelRequest(message, ++requests, budget.take(message.output), {
      maxRequests,
      emit,
      reply: (requestId, outcome) => worker.post({ type: 'model-reply', runId, requestId, outcome }),
      callModel: (params) => deps.callModel(params, aborter.signal),
      isOver: () => over,
      served,
      sent: () => {
        inFlight += 1;
        stopClock?.();
      },
      answered: () => {
        inFlight -= 1;
        if (inFlight === 0) startClock();
      },
    });

  const onMessage = (message: WorkerMessage) => {
    // Loading had its own limit; the run's first step gets a fresh one.
    if (message.type === 'loaded' && inFlight === 0) startClock();
    else if (message.type === 'load-error')
      end({ type: 'problem', problem: { kind: 'load', error: message.error, output: budget.take(message.output) } });
    else if (message.type === 'model-request') onModelRequest(message);
    else if (message.type === 'live-done') end({ type: 'finished', outcome: message.outcome, output: budget.take(message.output) });
  };

  const run = async () => {
    const compiled = await deps.compile(request.source);
    if (over) return;
    if (!compiled.ok) return end({ type: 'problem', problem: { kind: 'compile', ...compiled.error } });
    worker.start();
    worker.listen(onMessage, (reason) => end({ type: 'crashed', error: crashInfo(reason) }));
    worker.post({ type: 'load', runId, slug: request.slug, code: compiled.code, entry: request.entry, modules: request.modules });
    worker.post({ type: 'live-start', runId, ...request.start });
    // Starting the sandbox's process is not the learner's time: the clock starts once it is ready.
    const started = await worker.whenReady();
    if (over) return;
    if ('crash' in started) return end({ type: 'crashed', error: crashInfo(started.crash) });
    if (inFlight === 0 && requests === 0) startClock();
  };

  void run().catch((error: unknown) => end({ type: 'crashed', error: crashInfo(error instanceof Error ? error.message : String(error)) }));

  return {
    runId,
    /** Settles when the run has ended, however it ended. */
    done,
    /** Aborts the request in flight and terminates the worker; reported as `stopped`. */
    stop() {
      end({ type: 'stopped' });
    },
  };
}

type ModelRequest = Extract<WorkerMessage, { type: 'model-request' }>;
type ModelReply = { kind: 'completion'; completion: unknown } | { kind: 'error'; error: ModelError };

interface RelayContext {
  maxRequests: number;
  emit: (event: LiveEvent) => void;
  reply: (requestId: number, outcome: ModelReply) => void;
  callModel: (params: Record<string, unknown>) => ReturnType<ModelCaller>;
  isOver: () => boolean;
  served: ServedMessage[];
  /** The request went out: the learner's clock pauses while the model thinks. */
  sent: () => void;
  /** Its answer came back (after the worker was told). */
  answered: () => void;
}

/**
 * The `n`th model request of a live run: refused past the cap or when the
 * params are not what an endpoint may be sent, otherwise sent, and the answer
 * (or error) passed back to the worker and shown in the transcript.
 */
function relayModelRequest(message: ModelRequest, n: number, output: ConsoleOutput, context: RelayContext) {
  const { emit, reply } = context;
  const refuse = (reason: string) => {
    emit({ type: 'refused', n, reason, output });
    reply(message.requestId, { kind: 'error', error: { name: 'LiveRunError', message: `The request was not sent: ${reason}` } });
  };
  if (n > context.maxRequests) return refuse(`this live run has already made ${context.maxRequests} requests, the most one run may make`);
  const checked = checkModelRequest(message.params, message.problem, context.served);
  if (!checked.ok) return refuse(checked.reason);
  emit({ type: 'request', n, params: checked.params, output });
  context.sent();
  void context.callModel(checked.params).then((answered) => {
    if (context.isOver()) return;
    // The endpoint is the learner's to name, and may answer anything: only small plain data crosses to the worker and the view.
    const size = answered.ok ? checkPlainValue(answered.completion, 'the reply') : { ok: true as const };
    const outcome: typeof answered = size.ok
      ? answered
      : { ok: false, error: { name: 'APIError', message: `The reply was not passed on: ${size.message}` } };
    if (outcome.ok) {
      const served = servedMessage(outcome.completion);
      if (served !== undefined) context.served.push({ n, json: JSON.stringify(served) });
      emit({ type: 'reply', n, completion: outcome.completion });
    } else emit({ type: 'model-error', n, error: outcome.error });
    reply(message.requestId, outcome.ok ? { kind: 'completion', completion: outcome.completion } : { kind: 'error', error: outcome.error });
    context.answered();
  });
}

function servedMessage(completion: unknown): unknown {
  const choices = (completion as { choices?: unknown } | null)?.choices;
  const message = Array.isArray(choices) ? (choices[0] as { message?: unknown } | undefined)?.message : undefined;
  return typeof message === 'object' && message !== null ? message : undefined;
}
