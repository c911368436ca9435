import type { LiveStartMessage, ModelReplyMessage, WorkerMessage } from '../../protocol';
import type { CaseOutcome } from '../../../core/runTypes';
import type { LearnerModule } from '../driver';
import type { createConsoleCapture } from '../../consoleCapture';
import { errorInfoFrom } from '../errorInfo';
import { toPlainData } from '../plainData';
import { checkPlainValue } from '../../sandbox/limits';
import { callAgent } from './agentCall';
import { liveAPIError } from './apiError';

interface LiveCallsOptions {
  post: (message: WorkerMessage) => void;
  capture: ReturnType<typeof createConsoleCapture>;
  /** Copies what the learner's code returned into plain data (or says why it cannot), as for a graded case. */
  settle: (value: unknown, done: (outcome: CaseOutcome) => void) => void;
  /** The learner's loaded module, when it was loaded for this run. */
  learnerOf: (runId: number) => LearnerModule | undefined;
}

/**
 * The worker's side of live runs: the learner's entry called once, with a
 * client whose requests the page makes (src/live/liveRun.ts). Each request
 * goes out as plain data, as JSON would carry it; what cannot fails in the
 * learner's code, as the SDK's serialisation would.
 */
export function createLiveCalls({ post, capture, settle, learnerOf }: LiveCallsOptions) {
  /** The live run's requests that wait for the page's answer, by request id. */
  const waitingForModel = new Map<number, { resolve: (completion: unknown) => void; reject: (error: unknown) => void }>();

  async function start(message: LiveStartMessage) {
    const learner = learnerOf(message.runId);
    if (!learner) return;
    const { runId } = message;
    capture.take();
    let nextRequestId = 1;
    const create = (params: unknown) =>
      new Promise<unknown>((resolve, reject) => {
        const plain = toPlainData(params, 'the request');
        // toPlainData speaks of return values; this is an argument, so only what it found is kept.
        if (!plain.ok)
          return reject(
            new TypeError(`the request must be plain data, as JSON carries it: ${plain.message.replace(/; return plain data.*$/s, '')}`),
          );
        const wire = plain.value === undefined ? undefined : (JSON.parse(JSON.stringify(plain.value)) as unknown);
        const size = checkPlainValue(wire, 'the request');
        if (!size.ok) return reject(new TypeError(size.message));
        const requestId = nextRequestId++;
        waitingForModel.set(requestId, { resolve, reject });
        post({ type: 'model-request', runId, requestId, params: wire, output: capture.take() });
      });
    const done = (outcome: CaseOutcome) => post({ type: 'live-done', runId, outcome, output: capture.take() });
    let value: unknown;
    try {
      value = await callAgent(learner, message, create);
    } catch (error) {
      return done({ kind: 'threw', error: errorInfoFrom(error, 'exception') });
    }
    settle(value, done);
  }

  /** A model's answer goes straight to the request waiting for it: the live run it belongs to holds the worker's queue. */
  function answer(message: ModelReplyMessage) {
    const waiting = waitingForModel.get(message.requestId);
    if (!waiting) return;
    waitingForModel.delete(message.requestId);
    if (message.outcome.kind === 'completion') waiting.resolve(message.outcome.completion);
    else waiting.reject(liveAPIError(message.outcome.error));
  }

  return { start, answer };
}
