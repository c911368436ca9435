import { createConsoleCapture } from '../consoleCapture';
import { ShapeError, type Driver, type LearnerModule } from './driver';
import { errorInfoFrom } from './errorInfo';
import { evaluateModule } from './evaluateModule';
import { MODULE_LOADERS } from './modules';
import { toPlainData } from './plainData';
import type { LearnerLanguage } from './learnerLanguage';
import { describeValue } from './describeValue';
import type { CaseMessage, HostMessage, LiveStartMessage, LoadMessage, WorkerMessage } from '../protocol';
import type { CaseOutcome, ErrorInfo } from '../../core/runTypes';
import { checkPlainValue, clampErrorInfo } from '../sandbox/limits';
import { callAgent } from './live/agentCall';
import { LiveAPIError } from './live/apiError';

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
  let loaded: { runId: number; driver: Driver; learner: LearnerModule } | undefined;

  if (global) global.console = capture.console;

  async function load(message: LoadMessage) {
    const fail = (error: ErrorInfo) => post({ type: 'load-error', runId: message.runId, error, output: capture.take() });
    const driver = await loadDriver(message.slug);
    let exports: Record<string, unknown>;
    try {
      exports = await language.load(message, capture.console);
    } catch (error) {
      const isImport = error instanceof Error && error.name === 'ImportError';
      return fail(language.describeError(error, isImport ? 'import' : 'exception'));
    }
    const entry = exports[message.entry];
    if (typeof entry !== 'function') {
      return fail({ kind: 'missing-export', name: 'Missing export', message: language.missingExport(message, exports) });
    }
    loaded = { runId: message.runId, driver, learner: { entry: entry as LearnerModule['entry'], exports, language: language.id } };
    post({ type: 'loaded', runId: message.runId, output: capture.take() });
  }

  async function runCase(message: CaseMessage) {
    if (!loaded || loaded.runId !== message.runId) return;
    capture.take();
    const done = (outcome: Extract<WorkerMessage, { type: 'case-done' }>['outcome']) =>
      post({ type: 'case-done', runId: message.runId, caseId: message.caseId, outcome, output: capture.take() });
    let value: unknown;
    try {
      value = await loaded.driver.run(loaded.learner, message.input);
    } catch (error) {
      return done({ kind: 'threw', error: language.describeError(error, error instanceof ShapeError ? 'shape' : 'exception') });
    }
    settle(value, done);
  }

  /** The live run's requests that wait for the page's answer, by request id. */
  const waitingForModel: WaitingForModel = new Map();

  /**
   * A live run: the learner's entry once, with a client whose requests the
   * page makes (src/live/liveRun.ts). Each request goes out as plain data, as
   * JSON would carry it; what cannot fails in the learner's code, as the SDK's
   * serialisation would.
   */
  async function live(message: LiveStartMessage) {
    if (!loaded || loaded.runId !== message.runId) return;
    const { runId } = message;
    capture.take();
    const create = modelRequests(waitingForModel, (requestId, params) => post({ type: 'model-request', runId, requestId, params, output: capture.take() }));
    const done = (outcome: CaseOutcome) => post({ type: 'live-done', runId, outcome, output: capture.take() });
    let value: unknown;
    try {
      value = await callAgent(loaded.learner, message, create);
    } catch (error) {
      return done({ kind: 'threw', error: errorInfoFrom(error, 'exception') });
    }
    settle(value, done);
  }

  // One message at a time, in order: the host times each case from the reply
  // before it, so a case must not start while an earlier one is still awaiting.
  let queue: Promise<void> = Promise.resolve();

  return {
    handle(message: HostMessage): Promise<void> {
      // A model's answer goes straight to the request waiting for it: the live run it belongs to holds the queue.
      if (message.type === 'model-reply') {
        const waiting = loaded?.runId === message.runId ? waitingForModel.get(message.requestId) : undefined;
        if (waiting) {
          waitingForModel.delete(message.requestId);
          if (message.outcome.kind === 'completion') waiting.resolve(message.outcome.completion);
          else waiting.reject(new LiveAPIError(message.outcome.error));
        }
        return Promise.resolve();
      }
      queue = queue.then(() => handleOne(message));
      return queue;
    },
  };

  async function handleOne(message: HostMessage): Promise<void> {
    try {
      if (message.type === 'load') await load(message);
      else if (message.type === 'case') await runCase(message);
      else if (message.type === 'live-start') await live(message);
    } catch (error) {
      // A failure of our own (a driver or module that would not load): say so rather than hang.
      const info = errorInfoFrom(error, 'crash');
      if (message.type === 'load') post({ type: 'load-error', runId: message.runId, error: info, output: capture.take() });
      else if (message.type === 'live-start') post({ type: 'live-done', runId: message.runId, outcome: { kind: 'threw', error: info }, output: capture.take() });
      else if (message.type === 'case') post({ type: 'case-done', runId: message.runId, caseId: message.caseId, outcome: { kind: 'threw', error: info }, output: capture.take() });
    }
  }
}

/** Error names and messages are the learner's to choose (a 50 MB message is one throw away): cut them to size before posting. */
function clampedPoster(send: (message: WorkerMessage) => void): (message: WorkerMessage) => void {
  return (message) => {
    if (message.type === 'load-error') send({ ...message, error: clampErrorInfo(message.error) });
    else if ((message.type === 'case-done' || message.type === 'live-done') && message.outcome.kind === 'threw') send({ ...message, outcome: { kind: 'threw', error: clampErrorInfo(message.outcome.error) } });
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
    done({ kind: 'threw', error: { kind: 'not-plain', name: 'Not plain data', message: `the result could not be sent to the page: ${errorInfoFrom(error).message}` } });
  }
}

type WaitingForModel = Map<number, { resolve: (completion: unknown) => void; reject: (error: unknown) => void }>;

/**
 * A live run's `create(params)`: each request goes out (through `send`) as plain data, as JSON
 * would carry it, and waits in `waiting` for the page's answer; what cannot fails in the
 * learner's code, as the SDK's serialisation would.
 */
function modelRequests(waiting: WaitingForModel, send: (requestId: number, params: unknown) => void): (params: unknown) => Promise<unknown> {
  let nextRequestId = 1;
  return (params) =>
    new Promise<unknown>((resolve, reject) => {
      const plain = toPlainData(params, 'the request');
      // toPlainData speaks of return values; this is an argument, so only what it found is kept.
      if (!plain.ok) return reject(new TypeError(`the request must be plain data, as JSON carries it: ${plain.message.replace(/; return plain data.*$/s, '')}`));
      const wire = plain.value === undefined ? undefined : (JSON.parse(JSON.stringify(plain.value)) as unknown);
      const size = checkPlainValue(wire, 'the request');
      if (!size.ok) return reject(new TypeError(size.message));
      const requestId = nextRequestId++;
      waiting.set(requestId, { resolve, reject });
      send(requestId, wire);
    });
}

/** TypeScript: the code was compiled to CommonJS on the page; evaluate it with a `require` that knows the allowed modules. */
export const typescriptLanguage: LearnerLanguage = {
  id: 'typescript',
  async load(message, console) {
    const modules = new Map<string, unknown>();
    for (const name of message.modules) {
      const loader = MODULE_LOADERS[name];
      if (loader) modules.set(name, await loader());
    }
    const require = (name: string) => {
      if (modules.has(name)) return modules.get(name);
      const allowed = [...modules.keys()];
      throw Object.assign(
        new Error(
          allowed.length === 0
            ? `This exercise allows no imports, so "${name}" cannot be imported. Remove the import.`
            : `"${name}" cannot be imported here. You can import: ${allowed.join(', ')}.`,
        ),
        { name: 'ImportError' },
      );
    };
    return evaluateModule(message.code, require, console);
  },
  missingExport: missingExportMessage,
  describeError: errorInfoFrom,
};

function missingExportMessage(message: LoadMessage, exports: Record<string, unknown>): string {
  const name = message.entry;
  const found = exports[name];
  if (typeof exports.default === 'function') {
    return `Your function is the default export, but the tests look for a named one. Write export function ${name}(...) { ... } instead of export default.`;
  }
  if (found !== undefined) {
    return `${name} is exported, but it is ${describeValue(found)}, not a function. Export a function: export function ${name}(...) { ... }`;
  }
  if (new RegExp(`\\b(function\\s+${name}\\b|(const|let|var)\\s+${name}\\s*=)`).test(message.code)) {
    return `${name} is defined but not exported. Put "export" in front of it: export function ${name}(...) { ... }`;
  }
  return `Export a function named ${name}: export function ${name}(...) { ... }`;
}
