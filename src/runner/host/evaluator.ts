import { toCaseRun, type RunnerDeps } from './runCases';
import { WorkerConversation, type Reply } from './workerConversation';
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
 */
export function createEvaluator(request: CodeRequest, deps: RunnerDeps, loaded?: WorkerConversation, options: { trace?: boolean } = {}) {
  const timers = deps.timers ?? realTimers;
  const channel = loaded ?? new WorkerConversation(deps.createWorker, nextEvaluatorId++, timers);
  const { runId } = channel;
  let code: string | undefined;
  let problem: RunProblem | undefined;
  let caseNumber = 0;

  const ensureLoaded = async (): Promise<RunProblem | undefined> => {
    if (problem) return problem;
    // A live worker has the module: the handed-over one from the start, ours after the first load.
    if (channel.alive) return undefined;
    if (code === undefined) {
      const compiled = await deps.compile(request.source);
      if (!compiled.ok) return (problem = { kind: 'compile', ...compiled.error });
      code = compiled.code;
    }
    channel.start();
    const started = await channel.whenReady();
    if ('crash' in started) {
      channel.stop();
      return (problem = { kind: 'load', error: crashInfo(started.crash), output: EMPTY_OUTPUT });
    }
    channel.post({
      type: 'load',
      runId,
      slug: request.slug,
      code,
      entry: request.entry,
      modules: request.modules,
      ...(options.trace && { trace: true }),
    });
    const result = await channel.next(
      (reply): reply is Extract<WorkerMessage, { type: 'loaded' | 'load-error' }> => reply.type === 'loaded' || reply.type === 'load-error',
      request.timeLimitMs,
    );
    if ('reply' in result && result.reply.type === 'loaded') return undefined;
    channel.stop();
    if ('timeout' in result) return (problem = { kind: 'load-timeout', limitMs: request.timeLimitMs, output: EMPTY_OUTPUT });
    if ('crash' in result) return (problem = { kind: 'load', error: crashInfo(result.crash), output: EMPTY_OUTPUT });
    const reply = result.reply as Extract<WorkerMessage, { type: 'load-error' }>;
    return (problem = { kind: 'load', error: reply.error, output: reply.output });
  };

  return {
    async evaluate(input: unknown): Promise<Evaluation & { trace?: Trace }> {
      const failed = await ensureLoaded();
      if (failed) return { status: 'problem', problem: failed };
      // Not a case id a cases.yaml could hold (ids are kebab-case), as a handed-over worker ran those.
      const caseId = `#input-${++caseNumber}`;
      const started = timers.now();
      channel.post({ type: 'case', runId, caseId, input });
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
    },
    dispose() {
      channel.interrupt('disposed');
      channel.stop();
    },
  };
}

export type Evaluator = ReturnType<typeof createEvaluator>;

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
