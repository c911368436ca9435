import type { CompileOptions, CompileResult } from './compile';
import { createRunOutputBudget } from '../consoleCapture';
import type { WorkerMessage } from '../protocol';
import type { CaseOutcome, ConsoleOutput } from '../../core/runTypes';
import {
  crashInfo,
  EMPTY_OUTPUT,
  STOP_AFTER_TIMEOUTS,
  type CaseRun,
  type RunEvent,
  type RunProblem,
  type RunRequest,
} from '../../core/runTypes';
import { realTimers, type Timers } from '../../core/timers';
import type { WorkerFactory } from './workerPort';
import { WorkerConversation } from './workerConversation';

export interface RunnerDeps {
  /** Compiles learner code for the worker; `options.trace` instruments it for a trace (see compile.ts), where the language needs that. */
  compile: (source: string, options?: CompileOptions) => CompileResult | Promise<CompileResult>;
  createWorker: WorkerFactory;
  timers?: Timers;
  /**
   * Post generated inputs ahead (see AnswerQueue in evaluator.ts): where a round trip to the worker is dear,
   * as to a page's sandbox. Not for the command-line tools: their worker threads answer in a tenth of a
   * millisecond, and a worker left with inputs queued when a group ends early is stopped, where those tools
   * would have handed it to the next program (recycle.ts).
   */
  postAhead?: boolean;
}

let nextRunId = 1;

interface StartOptions {
  keepWorker?: boolean;
}

/**
 * Runs the fixed cases of an exercise against learner code and reports each
 * as it finishes: the runner's half of a Run (the whole Run, generated cases
 * included, is the pipeline's: src/pipeline/runExercise.ts). One fresh worker
 * per run; a case that overruns its time limit gets the worker terminated and
 * a new one loaded for the remaining cases, so an endless loop costs one case,
 * never the tab. After `stopAfterTimeouts` timeouts (in a row or apart) the rest are not run.
 *
 * Returns a handle whose `done` settles when the run ends (or is cancelled).
 * With `keepWorker`, the worker is not stopped at the end: `keptWorker()`
 * hands it, module loaded, to the caller (the pipeline's generated group),
 * who then owns it and must stop it.
 */
export function startRun(request: RunRequest, deps: RunnerDeps, onEvent: (event: RunEvent) => void, options: StartOptions = {}) {
  const timers = deps.timers ?? realTimers;
  const runId = nextRunId++;
  const startedAt = timers.now();
  const worker = new WorkerConversation(deps.createWorker, runId, timers);
  // What the whole run may print, across its cases and workers.
  const outputBudget = createRunOutputBudget();
  let cancelled = false;

  const emit = (event: RunEvent) => void (cancelled || onEvent(event));
  /** Starts a worker, loads the module and queues the given cases behind it. False (after reporting) when loading fails. */
  const load = async (code: string, cases: RunRequest['cases']): Promise<boolean> => {
    const onWaiting = () => emit({ type: 'waiting', runId });
    const failed = await loadModule({ worker, request, code, cases, outputBudget, isCancelled: () => cancelled, onWaiting });
    if (cancelled || !failed) return !cancelled;
    worker.stop();
    emit({ type: 'problem', runId, problem: failed });
    return false;
  };

  /** One case's reply, timeout or crash, as a CaseRun; a worker that timed out or died is never reused. */
  const runCase = async (caseId: string): Promise<CaseRun | undefined> => {
    const caseStart = timers.now();
    const result = await worker.next(
      (reply): reply is Extract<WorkerMessage, { type: 'case-done' }> => reply.type === 'case-done' && reply.caseId === caseId,
      request.timeLimitMs,
    );
    if (cancelled) return undefined;
    const durationMs = timers.now() - caseStart;
    if ('reply' in result) return toCaseRun(result.reply.outcome, outputBudget.take(result.reply.output), durationMs);
    // The worker may be stuck in a loop, or dead (out of memory): either way it goes.
    worker.stop();
    if ('timeout' in result) return { status: 'timeout', limitMs: request.timeLimitMs, output: EMPTY_OUTPUT, durationMs };
    return { status: 'threw', error: crashInfo(result.crash), output: EMPTY_OUTPUT, durationMs };
  };

  const run = async () => {
    emit({ type: 'started', runId, caseIds: request.cases.map((c) => c.id) });
    // The sandbox starts while the code compiles (both slow on a first Run); stopping the worker ends it unused.
    worker.startAhead();
    const compiled = await deps.compile(request.source);
    if (cancelled) return;
    if (!compiled.ok) return void emit({ type: 'problem', runId, problem: { kind: 'compile', ...compiled.error } });

    // The Run's budget of timeouts: each costs the learner a whole time limit, in a row or apart.
    const stopAfter = request.stopAfterTimeouts ?? STOP_AFTER_TIMEOUTS;
    let timeouts = 0;
    let timeoutsInARow = 0;
    for (const [index, testCase] of request.cases.entries()) {
      if (cancelled) return;
      if (timeouts >= stopAfter) {
        return emit({
          type: 'stopped',
          runId,
          timeouts,
          inARow: timeoutsInARow === timeouts,
          limitMs: request.timeLimitMs,
          notRun: request.cases.length - index,
        });
      }
      if (!worker.alive && !(await load(compiled.code, request.cases.slice(index)))) return;
      const caseRun = await runCase(testCase.id);
      if (!caseRun) return;
      [timeouts, timeoutsInARow] = caseRun.status === 'timeout' ? [timeouts + 1, timeoutsInARow + 1] : [timeouts, 0];
      emit({ type: 'case', runId, caseId: testCase.id, run: caseRun });
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
      if (!options.keepWorker) worker.stop();
      emit({ type: 'finished', runId, durationMs: timers.now() - startedAt });
    });

  return {
    runId,
    done,
    /** After `done`, the worker the cases ran in (see `keepWorker`); undefined once cancelled. */
    keptWorker: (): WorkerConversation | undefined => (options.keepWorker && !cancelled ? worker : undefined),
    /** Stops the run at once (a newer Run replaces it); no further events are emitted. */
    cancel() {
      cancelled = true;
      worker.interrupt('cancelled');
      worker.stop();
    },
  };
}

export function toCaseRun(outcome: CaseOutcome, output: ConsoleOutput, durationMs: number): CaseRun {
  return outcome.kind === 'returned'
    ? { status: 'returned', value: outcome.value, output, durationMs }
    : { status: 'threw', error: outcome.error, output, durationMs };
}

/**
 * Starts a fresh worker, posts the load and every case behind it (the worker
 * takes them in order, so each case's clock can start at the reply before it),
 * and waits for the load's answer. Returns the problem when the module does
 * not load; starting up does not count against the time limit.
 */
async function loadModule(context: {
  worker: WorkerConversation;
  request: RunRequest;
  code: string;
  cases: RunRequest['cases'];
  outputBudget: ReturnType<typeof createRunOutputBudget>;
  isCancelled: () => boolean;
  /** Told when the worker is not ready yet, so the Run waits for it to start. */
  onWaiting: () => void;
}): Promise<RunProblem | undefined> {
  const { worker, request, code, cases } = context;
  const { runId } = worker;
  worker.start();
  worker.post({ type: 'load', runId, slug: request.slug, code, entry: request.entry, modules: request.modules });
  worker.post({ type: 'cases', runId, cases: cases.map((testCase) => ({ caseId: testCase.id, input: testCase.input })) });
  if (!worker.ready) context.onWaiting();
  const started = await worker.whenReady();
  if ('crash' in started) return { kind: 'load', error: crashInfo(started.crash), output: EMPTY_OUTPUT };
  if (context.isCancelled()) return undefined;
  const result = await worker.loadReply(request.timeLimitMs);
  if ('timeout' in result) return { kind: 'load-timeout', limitMs: request.timeLimitMs, output: EMPTY_OUTPUT };
  if ('crash' in result) return { kind: 'load', error: crashInfo(result.crash), output: EMPTY_OUTPUT };
  if (result.reply.type === 'load-error')
    return { kind: 'load', error: result.reply.error, output: context.outputBudget.take(result.reply.output) };
  return undefined;
}
