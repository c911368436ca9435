/**
 * The page's check of every message that comes out of the sandbox, before
 * the host sees it. The worker core already keeps to these limits; this is
 * for the case where something in the worker does not (a bug, or learner code
 * that found a way to post): the results view still only gets a valid
 * protocol message with small, acyclic plain data and short strings.
 */
import { OUTPUT_LIMITS } from '../consoleCapture';
import { parseWorkerMessage, type WorkerMessage } from '../protocol';
import { type ConsoleOutput } from '../../core/runTypes';
import { checkPlainValue, clampErrorInfo, clampOutput } from './limits';
import { TRACE_LIMITS } from '../../core/trace';

const CASE_OUTPUT = { lines: OUTPUT_LIMITS.linesPerCase, chars: OUTPUT_LIMITS.charsPerCase, charsPerLine: OUTPUT_LIMITS.charsPerLine + 40 };

/** The message, validated and cut to size; undefined (dropped) when it is not a protocol message at all. */
export function guardWorkerMessage(data: unknown): WorkerMessage | undefined {
  const message = parseWorkerMessage(data);
  if (!message) return undefined;
  if (message.type === 'trace') return guardTrace(message);
  if (message.type === 'load-started') return message;
  const output: ConsoleOutput = clampOutput(message.output, CASE_OUTPUT);
  switch (message.type) {
    case 'loaded':
      return { ...message, output };
    case 'load-error':
      return { ...message, error: clampErrorInfo(message.error), output };
    case 'case-done':
    case 'live-done': {
      const { outcome } = message;
      if (outcome.kind === 'threw') return { ...message, outcome: { kind: 'threw', error: clampErrorInfo(outcome.error) }, output };
      const size = checkPlainValue(outcome.value);
      if (!size.ok)
        return {
          ...message,
          outcome: { kind: 'threw', error: { kind: 'not-plain', name: 'Not plain data', message: size.message } },
          output,
        };
      return { ...message, output };
    }
    case 'model-request': {
      // A request the page could not show or send is kept, without its params, so the host can refuse it to the learner's code.
      const size = checkPlainValue(message.params, 'the request');
      if (!size.ok) return { ...message, params: undefined, problem: size.message, output };
      return { ...message, output };
    }
  }
}

/**
 * A trace past its limits (in steps, or in bytes: a value the worker should have cut, a cycle) is
 * replaced by an empty one that says it was cut: the view never draws more than the limits allow.
 */
function guardTrace(message: Extract<WorkerMessage, { type: 'trace' }>): WorkerMessage {
  const { steps } = message.trace;
  let bytes = Infinity;
  try {
    bytes = JSON.stringify(message.trace).length;
  } catch {
    // a cycle: not a trace the worker core makes
  }
  // The worker counts a step's bytes before it adds it, so a trace within the limit may go past it by one step's worth.
  const slack = TRACE_LIMITS.maxValueChars * 64;
  if (steps.length <= TRACE_LIMITS.maxSteps && bytes <= TRACE_LIMITS.maxBytes + slack) return message;
  return { ...message, trace: { steps: [], cut: { reason: 'bytes', limit: TRACE_LIMITS.maxBytes } } };
}
