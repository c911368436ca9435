import { toCaseRun, type RunnerDeps } from './runCases';
import { WorkerConversation, type Reply } from './workerConversation';
import type { CompileResult } from './compile';
import type { Trace } from '../../core/trace';
import type { Timers } from '../../core/timers';
import type { WorkerMessage } from '../protocol';
import { crashInfo, EMPTY_OUTPUT, type CaseRun, type CodeRequest, type RunProblem } from '../../core/runTypes';
import { realTimers } from '../../core/timers';

export type Evaluation = CaseRun | { status: 'problem'; problem: RunProblem };

// Distinct from startRun's ids only for readability in logs; each channel filters by its own id anyway.
let nextEvaluatorId = 1_000_000;

/**
 * Calls one piece of code on inputs chosen as we go (generated cases, an
 * instructor's own input), with the same compile, worker, driver and time
 * limit as a Run. The module is loaded once; a timeout costs the worker, and
 * the next call starts a fresh one.
 *
 * `loaded` is a worker that already holds this code's module (the one a Run's
 * fixed cases ran in, handed over by startRun): the evaluator goes on in it
 * instead of starting another, which for Python saves a second Pyodide.
 * `trusted` (the reference solution): inputs left queued when a queue is
 * closed are left to finish, and the worker kept.
 */
export function createEvaluator(
  request: CodeRequest,
  deps: RunnerDeps,
  {
    loaded,
    trusted = false,
    trace = false,
  }: {
    loaded?: WorkerConversation | undefined;
    trusted?: boolean;
    /** Load the code traced: each case's answer then carries the trace of its steps (see src/core/trace.ts). */
    trace?: boolean;
  } = {},
): Evaluator {
  const timers = deps.timers ?? realTimers;
  const channel = loaded ?? new WorkerConversation(deps.createWorker, nextEvaluatorId++, timers);
  let code: string | undefined;
  let problem: RunProblem | undefined;
  let loading: Promise<RunProblem | undefined> | undefined;
  const load = async (): Promise<RunProblem | undefined> => {
    if (code === undefined) {
      // The sandbox starts while the code compiles (as startRun's does); a dispose or a compile error ends it.
      channel.startAhead();
      const compiled = await compileOrStop(channel, deps, request.source, trace);
      if (!compiled.ok) {
        channel.stop();
        return (problem = { kind: 'compile', ...compiled.error });
      }
      code = compiled.code;
    }
    return (problem = await startAndLoad(channel, request, code, trace));
  };
  /**
   * One load at a time: a call that comes while one is under way (a Run meeting the reference the page is
   * still preparing) waits for it. A second load would start a second worker over the first, which kills it.
   */
  const ensureLoaded = (): Promise<RunProblem | undefined> => {
    if (loading) return loading;
    if (problem) return Promise.resolve(problem);
    // A live worker has the module: the handed-over one from the start, ours after the first load.
    if (channel.alive) return Promise.resolve(undefined);
    const current = load().finally(() => {
      if (loading === current) loading = undefined;
    });
    return (loading = current);
  };

  /** The answer to a case posted earlier; its clock starts now, so a caller that takes answers in turn times each one. */
  const answerOf = async (caseId: string): Promise<Traced<Evaluation>> => {
    const started = timers.now();
    const { result, trace } = await caseReply(channel, caseId, request.timeLimitMs, timers);
    const durationMs = timers.now() - started;
    const traced = trace ? { trace } : {};
    if ('timeout' in result) {
      channel.stop();
      return { status: 'timeout', limitMs: request.timeLimitMs, output: EMPTY_OUTPUT, durationMs, ...traced };
    }
    if ('crash' in result) {
      channel.stop();
      return { status: 'threw', error: crashInfo(result.crash), output: EMPTY_OUTPUT, durationMs, ...traced };
    }
    return { ...toCaseRun(result.reply.outcome, result.reply.output, durationMs), ...traced };
  };
  const { post, postAll } = inputPoster(channel);

  return {
    async evaluate(input: unknown): Promise<Traced<Evaluation>> {
      const failed = await ensureLoaded();
      if (failed) return { status: 'problem', problem: failed };
      return answerOf(post(input));
    },
    ...(deps.postAhead
      ? {
          queue: (inputs: readonly unknown[]): AnswerQueue =>
            postedAhead(inputs, { ensureLoaded, postAll, answerOf, alive: () => channel.alive, stop: () => channel.stop(), trusted }),
        }
      : {}),
    prepare() {
      void ensureLoaded();
    },
    dispose() {
      channel.interrupt('disposed');
      channel.stop();
    },
  };
}

/** Posts inputs to the channel's worker, one (`post`) or many in one message (`postAll`), and gives their case ids. */
function inputPoster(channel: WorkerConversation) {
  const { runId } = channel;
  let caseNumber = 0;
  /** Not a case id a cases.yaml could hold (ids are kebab-case), as a handed-over worker ran those. */
  const nextCaseId = () => `#input-${++caseNumber}`;
  return {
    post(input: unknown): string {
      const caseId = nextCaseId();
      channel.post({ type: 'case', runId, caseId, input });
      return caseId;
    },
    postAll(inputs: readonly unknown[]): string[] {
      const cases = inputs.map((input) => ({ caseId: nextCaseId(), input }));
      channel.post({ type: 'cases', runId, cases });
      return cases.map(({ caseId }) => caseId);
    },
  };
}

/** Starts the channel's worker and loads `code` in it (traced, when asked); the problem when it does not load. */
/** Compiles `source`; a compiler that fails (throws, or rejects) ends the sandbox the channel started ahead of the load. */
async function compileOrStop(channel: WorkerConversation, deps: RunnerDeps, source: string, trace: boolean): Promise<CompileResult> {
  try {
    return await deps.compile(source, trace ? { trace } : undefined);
  } catch (error) {
    channel.stop();
    throw error;
  }
}

async function startAndLoad(
  channel: WorkerConversation,
  request: CodeRequest,
  code: string,
  trace: boolean,
): Promise<RunProblem | undefined> {
  const { runId } = channel;
  channel.start();
  const started = await channel.whenReady();
  if ('crash' in started) {
    channel.stop();
    return { kind: 'load', error: crashInfo(started.crash), output: EMPTY_OUTPUT };
  }
  channel.post({
    type: 'load',
    runId,
    slug: request.slug,
    code,
    entry: request.entry,
    modules: request.modules,
    ...(trace && { trace: true }),
  });
  const result = await channel.loadReply(request.timeLimitMs);
  if ('reply' in result && result.reply.type === 'loaded') return undefined;
  channel.stop();
  if ('timeout' in result) return { kind: 'load-timeout', limitMs: request.timeLimitMs, output: EMPTY_OUTPUT };
  if ('crash' in result) return { kind: 'load', error: crashInfo(result.crash), output: EMPTY_OUTPUT };
  const reply = result.reply as Extract<WorkerMessage, { type: 'load-error' }>;
  return { kind: 'load', error: reply.error, output: reply.output };
}

/** What an evaluator lends its queues: loading its code, posting the inputs, taking an answer, its worker. */
interface QueueParts {
  ensureLoaded: () => Promise<RunProblem | undefined>;
  postAll: (inputs: readonly unknown[]) => string[];
  answerOf: (caseId: string) => Promise<Evaluation>;
  alive: () => boolean;
  stop: () => void;
  trusted: boolean;
}

/** Posts every input once the code is loaded, and hands out the answers in order (see AnswerQueue). */
function postedAhead(inputs: readonly unknown[], parts: QueueParts): AnswerQueue {
  let ids: string[] | undefined;
  let taken = 0;
  let ended = false;
  // A queue closed before its worker was ready posts nothing.
  const loading = parts.ensureLoaded().then((failed) => {
    if (!failed && !ended) ids = parts.postAll(inputs);
    return failed;
  });
  return {
    async next() {
      const failed = await loading;
      if (failed) {
        // Code that does not load gives its problem once, as the first answer.
        if (ended) return undefined;
        ended = true;
        return { status: 'problem', problem: failed };
      }
      const caseId = ids?.[taken];
      if (ended || caseId === undefined) return undefined;
      taken++;
      const answer = await parts.answerOf(caseId);
      // A timeout or a crash took the worker, and the inputs queued in it with it.
      if (!parts.alive()) ended = true;
      return answer;
    },
    close() {
      if (ended) return;
      ended = true;
      // Inputs still queued would run before the next call and count on its clock: a learner's may loop.
      // Its worker goes now (the next call starts another); trusted code is left to finish them.
      if (ids && taken < ids.length && !parts.trusted) parts.stop();
    },
  };
}

/**
 * Answers to inputs posted all at once, taken in order. The worker takes them in order, so a round trip per
 * input is saved (a few tenths of a millisecond each between the page and a sandbox) while each answer keeps
 * its own time limit, counted from the answer before it.
 */
export interface AnswerQueue {
  /** The next input's answer; undefined past the last one, after `close`, or once a timeout or crash ended the worker. */
  next(): Promise<Evaluation | undefined>;
  /** Gives up the answers not taken yet; the evaluator may be called again after it. */
  close(): void;
}

/** Code to call on inputs one at a time (`evaluate`) or many ahead (`queue`, where the evaluator can). */
/** An answer, with the trace of its steps when the code was loaded traced. */
export type Traced<T> = T & { trace?: Trace };

export interface Evaluator {
  evaluate(input: unknown): Promise<Traced<Evaluation>>;
  queue?(inputs: readonly unknown[]): AnswerQueue;
  /** Starts the worker and loads the code now, so that the first call does not wait for them. */
  prepare?(): void;
  dispose(): void;
}

/** The evaluator's own queue, or answers asked one at a time when it has none. */
export function queueOf(evaluator: Evaluator, inputs: readonly unknown[]): AnswerQueue {
  if (evaluator.queue) return evaluator.queue(inputs);
  let taken = 0;
  let closed = false;
  return {
    next: async () => (closed || taken >= inputs.length ? undefined : evaluator.evaluate(inputs[taken++])),
    close: () => void (closed = true),
  };
}

type CaseDone = Extract<WorkerMessage, { type: 'case-done' }>;
type TraceReply = Extract<WorkerMessage, { type: 'trace' }>;

/**
 * Waits for a case's `case-done` within the time limit, keeping the trace that a traced load sends
 * before it (or earlier, when a limit cut it: then the case may end in a timeout, and the trace is all there is).
 */
async function caseReply(channel: WorkerConversation, caseId: string, limitMs: number, timers: Timers) {
  let trace: Trace | undefined;
  const deadline = timers.now() + limitMs;
  for (;;) {
    const result = await channel.next(
      (reply): reply is CaseDone | TraceReply => (reply.type === 'case-done' || reply.type === 'trace') && reply.caseId === caseId,
      Math.max(0, deadline - timers.now()),
    );
    if ('reply' in result && result.reply.type === 'trace') {
      trace = result.reply.trace;
      continue;
    }
    return { result: result as Reply<CaseDone>, trace };
  }
}
