import { createConsoleCapture } from '../consoleCapture';
import { ShapeError, type Driver, type LearnerModule } from './driver';
import { errorInfoFrom } from './errorInfo';
import { toPlainData } from './plainData';
import type { LearnerLanguage } from './learnerLanguage';
import { oneCaseEach, type CaseMessage, type CasesMessage, type HostMessage, type LoadMessage, type WorkerMessage } from '../protocol';
import type { CaseOutcome, ErrorInfo } from '../../core/runTypes';
import { checkPlainValue, clampErrorInfo } from '../sandbox/limits';
import { createLiveCalls } from './live/liveCalls';
import { typescriptLanguage } from './typescriptLanguage';
import { createTraceSession, type TraceSession } from './trace/recorder';
import type { Trace } from '../../core/trace';

export { typescriptLanguage } from './typescriptLanguage';

export interface WorkerCoreOptions {
  post: (message: WorkerMessage) => void;
  loadDriver: (slug: string) => Promise<Driver>;
  /** The worker's global object, whose console is redirected too (learner code may call globalThis.console). */
  global?: { console: Console };
  /** How to load the learner's module and describe its errors; TypeScript (compiled to CommonJS) when absent. */
  language?: LearnerLanguage;
}

/**
 * The worker's whole job, free of any worker API so Node and the browser
 * share it: load the learner's module once, then run one case per message
 * and answer with plain data. Time limits are not enforced here; the host
 * does that by terminating the worker, which no learner code can prevent.
 */
export function createWorkerCore({ post: send, loadDriver, global, language = typescriptLanguage }: WorkerCoreOptions) {
  const capture = createConsoleCapture();
  const post = clampedPoster(send);
  let loaded: { runId: number; driver: Driver; learner: LearnerModule; trace: TraceSession | undefined } | undefined;

  if (global) global.console = capture.console;

  async function load(message: LoadMessage) {
    const fail = (error: ErrorInfo) => post({ type: 'load-error', runId: message.runId, error, output: capture.take() });
    const driver = await trustedPart(message, { loadDriver, language, post });
    let exports: Record<string, unknown>;
    const trace = message.trace ? createTraceSession() : undefined;
    try {
      exports = await language.load(message, capture.console, trace);
    } catch (error) {
      const isImport = error instanceof Error && error.name === 'ImportError';
      return fail(language.describeError(error, isImport ? 'import' : 'exception'));
    }
    const entry = exports[message.entry];
    if (typeof entry !== 'function') {
      return fail({ kind: 'missing-export', name: 'Missing export', message: language.missingExport(message, exports) });
    }
    const learner: LearnerModule = { entry: entry as LearnerModule['entry'], exports, language: language.id };
    loaded = { runId: message.runId, driver, learner, trace };
    post({ type: 'loaded', runId: message.runId, output: capture.take() });
  }

  async function runCase(message: CaseMessage) {
    if (!loaded || loaded.runId !== message.runId) return;
    capture.take();
    const { runId, caseId } = message;
    const traced = startTrace(loaded.trace, (trace) => post({ type: 'trace', runId, caseId, trace }));
    const done = (outcome: Extract<WorkerMessage, { type: 'case-done' }>['outcome']) => {
      traced();
      post({ type: 'case-done', runId, caseId, outcome, output: capture.take() });
    };
    let value: unknown;
    try {
      value = await loaded.driver.run(loaded.learner, message.input);
    } catch (error) {
      return done({ kind: 'threw', error: language.describeError(error, error instanceof ShapeError ? 'shape' : 'exception') });
    }
    settle(value, done);
  }

  const liveCalls = createLiveCalls({
    post,
    capture,
    settle,
    learnerOf: (runId) => (loaded?.runId === runId ? loaded.learner : undefined),
  });

  // One message at a time, in order: the host times each case from the reply
  // before it, so a case must not start while an earlier one is still awaiting.
  let queue: Promise<void> = Promise.resolve();

  return {
    handle(message: HostMessage): Promise<void> {
      // A model's answer goes straight to the request waiting for it: the live run it belongs to holds the queue.
      if (message.type === 'model-reply') {
        if (loaded?.runId === message.runId) liveCalls.answer(message);
        return Promise.resolve();
      }
      for (const one of oneCaseEach(message)) queue = queue.then(() => handleOne(one));
      return queue;
    },
  };

  async function handleOne(message: Exclude<HostMessage, CasesMessage>): Promise<void> {
    try {
      if (message.type === 'load') await load(message);
      else if (message.type === 'case') await runCase(message);
      else if (message.type === 'live-start') await liveCalls.start(message);
    } catch (error) {
      // A failure of our own (a driver or module that would not load): say so rather than hang.
      const info = errorInfoFrom(error, 'crash');
      if (message.type === 'load') post({ type: 'load-error', runId: message.runId, error: info, output: capture.take() });
      else if (message.type === 'live-start')
        post({ type: 'live-done', runId: message.runId, outcome: { kind: 'threw', error: info }, output: capture.take() });
      else if (message.type === 'case')
        post({
          type: 'case-done',
          runId: message.runId,
          caseId: message.caseId,
          outcome: { kind: 'threw', error: info },
          output: capture.take(),
        });
    }
  }
}

/** A load's part before any learner code (the driver); then the host starts the load's time limit: the driver's time is ours. */
async function trustedPart(
  message: LoadMessage,
  {
    loadDriver,
    language,
    post,
  }: { loadDriver: WorkerCoreOptions['loadDriver']; language: LearnerLanguage; post: WorkerCoreOptions['post'] },
): Promise<Driver> {
  const driver = await loadDriver(message.slug);
  await language.prepareLoad?.(message);
  post({ type: 'load-started', runId: message.runId });
  return driver;
}

/**
 * Starts a case's trace (when the load asked for one); the function returned posts it, and must be
 * called before the case's `case-done`: the host's wait for the case ends there.
 */
function startTrace(session: TraceSession | undefined, postTrace: (trace: Trace) => void): () => void {
  session?.begin(postTrace);
  return () => {
    const recorded = session?.finish();
    if (recorded) postTrace(recorded);
  };
}

/** Error names and messages are the learner's to choose (a 50 MB message is one throw away): cut them to size before posting. */
function clampedPoster(send: (message: WorkerMessage) => void): (message: WorkerMessage) => void {
  return (message) => {
    if (message.type === 'load-error') send({ ...message, error: clampErrorInfo(message.error) });
    else if ((message.type === 'case-done' || message.type === 'live-done') && message.outcome.kind === 'threw')
      send({ ...message, outcome: { kind: 'threw', error: clampErrorInfo(message.outcome.error) } });
    else send(message);
  };
}

/** Copies what the learner's code returned into plain data the page can show, or says why it cannot. */
function settle(value: unknown, done: (outcome: CaseOutcome) => void) {
  const plain = toPlainData(value, 'the result');
  if (!plain.ok) {
    return done({ kind: 'threw', error: { kind: 'not-plain', name: 'Not plain data', message: plain.message } });
  }
  // A copy the page could not show (a 50 MB string) is an error here, before it is posted.
  const size = checkPlainValue(plain.value, 'the result');
  if (!size.ok) return done({ kind: 'threw', error: { kind: 'not-plain', name: 'Not plain data', message: size.message } });
  try {
    done({ kind: 'returned', value: plain.value });
  } catch (error) {
    // postMessage refused the copy (it cannot happen with plain data, but say why rather than hang).
    done({
      kind: 'threw',
      error: {
        kind: 'not-plain',
        name: 'Not plain data',
        message: `the result could not be sent to the page: ${errorInfoFrom(error).message}`,
      },
    });
  }
}
