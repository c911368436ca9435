/**
 * The one file both sides of the worker boundary import.
 *
 * Every message carries the run id, so a message from an earlier run (a late
 * timer in learner code, a worker we already gave up on) is recognised and
 * dropped. Messages from the worker are untrusted: the host validates them
 * with `parseWorkerMessage` before acting on them.
 */
import * as z from 'zod/mini';
import type { CaseOutcome, ConsoleOutput, ErrorInfo } from '../core/runTypes';
import type { Trace } from '../core/trace';

/** Host → worker: evaluate the compiled module once per worker. */
export interface LoadMessage {
  type: 'load';
  runId: number;
  slug: string;
  /** JavaScript (CommonJS) produced by `compile`. */
  code: string;
  entry: string;
  modules: string[];
  /** Record a trace of every case (issue #20): a Run never sets it, so a graded case is never instrumented. */
  trace?: boolean;
}

/** Host → worker: run one case. Only the input crosses; expected values stay on the page. */
export interface CaseMessage {
  type: 'case';
  runId: number;
  caseId: string;
  input: unknown;
}

/**
 * Host → worker: a live run (never graded). Sent after `load`; the worker
 * calls the learner's entry once, with a client whose requests go to the
 * page as `model-request` messages (see src/live/liveRun.ts).
 */
export interface LiveStartMessage {
  type: 'live-start';
  runId: number;
  question: string;
  systemPrompt: string;
  /** Demo tools to offer, by name (src/runner/live/demoTools.ts). */
  tools: string[];
  options: { model: string; maxSteps: number };
}

/** Why a model request failed, as the openai package's errors say it (nothing of the request: no key). */
export interface ModelError {
  /** The SDK's class name: AuthenticationError, RateLimitError, InternalServerError, APIConnectionError, ... */
  name: string;
  /** The SDK's message: "<status> <message from the body>" for an HTTP error. */
  message: string;
  status?: number;
  /** The `error` object of the response body, when it had one (`{ message, type, code }`). */
  error?: unknown;
  /** The SDK's `code`, `type` and `param`, copied from that body as the SDK copies them (`rate_limit_exceeded`, ...). */
  code?: unknown;
  type?: unknown;
  param?: unknown;
  /**
   * The response's headers as the page could read them: the browser shows a page only the CORS-safelisted
   * ones and those the server chose to expose, never a cookie (and the page drops any it is shown anyway).
   */
  headers?: Record<string, string>;
}

/** Host → worker: the answer to one `model-request`. Handled at once, not queued behind the live run. */
export interface ModelReplyMessage {
  type: 'model-reply';
  runId: number;
  requestId: number;
  outcome: { kind: 'completion'; completion: unknown } | { kind: 'error'; error: ModelError };
}

/**
 * Host → worker: run these cases, in order, as if each came in a `case` message of its own. One message
 * for many (a Run's fixed cases, a generated group's inputs): posting one costs the page as much as
 * posting a hundred small ones, most of it per message.
 */
export interface CasesMessage {
  type: 'cases';
  runId: number;
  cases: { caseId: string; input: unknown }[];
}

export type HostMessage = LoadMessage | CaseMessage | CasesMessage | LiveStartMessage | ModelReplyMessage;

/** A host message as a worker takes it: `cases` is one `case` message per case, in order; any other is itself. */
export function oneCaseEach(message: HostMessage): Exclude<HostMessage, CasesMessage>[] {
  if (message.type !== 'cases') return [message];
  const { runId } = message;
  return message.cases.map(({ caseId, input }) => ({ type: 'case', runId, caseId, input }));
}

/** An error as the worker reports it; also the shape a kept Run stores (persistence/storedRun.ts). */
export const errorInfo = z.object({
  /** What went wrong, for choosing wording: a thrown exception, a missing export, a bad return value... */
  kind: z.enum(['exception', 'missing-export', 'import', 'shape', 'not-plain', 'crash']),
  name: z.string(),
  message: z.string(),
  /** Line in the learner's code where the error was thrown, when the stack names it. */
  line: z.optional(z.number()),
  column: z.optional(z.number()),
});

const consoleLine = z.object({ level: z.enum(['log', 'info', 'warn', 'error', 'debug']), text: z.string() });
/** Console output as the worker reports it; also the shape a kept Run stores. */
export const consoleOutput = z.object({ lines: z.array(consoleLine), truncated: z.boolean() });

/** Worker → host: the trusted part of a load is done, and the learner's module starts running: its time limit starts now. */
const loadStartedMessage = z.object({ type: z.literal('load-started'), runId: z.number() });
const loadedMessage = z.object({ type: z.literal('loaded'), runId: z.number(), output: consoleOutput });
const loadErrorMessage = z.object({
  type: z.literal('load-error'),
  runId: z.number(),
  error: errorInfo,
  output: consoleOutput,
});
const caseDoneMessage = z.object({
  type: z.literal('case-done'),
  runId: z.number(),
  caseId: z.string(),
  outcome: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('returned'), value: z.unknown() }),
    z.object({ kind: z.literal('threw'), error: errorInfo }),
  ]),
  output: consoleOutput,
});

/** Worker → host: the learner's code called `client.chat.completions.create(params)` in a live run. */
const modelRequestMessage = z.object({
  type: z.literal('model-request'),
  runId: z.number(),
  requestId: z.number(),
  /** Untrusted: the host checks it (src/live/modelRequest.ts) before anything is sent. */
  params: z.unknown(),
  /** Set by the page's guard when `params` was not small plain data; the request is then refused. */
  problem: z.optional(z.string()),
  /** What the code printed since the last message. */
  output: consoleOutput,
});
/** Worker → host: the live run's entry call settled. */
const liveDoneMessage = z.object({
  type: z.literal('live-done'),
  runId: z.number(),
  outcome: caseDoneMessage.shape.outcome,
  output: consoleOutput,
});

const traceValue = z.union([z.object({ data: z.unknown(), cut: z.optional(z.literal(true)) }), z.object({ text: z.string() })]);
const traceStep = z.object({
  event: z.enum(['call', 'line', 'return', 'exception']),
  line: z.number(),
  fn: z.string(),
  depth: z.number(),
  vars: z.array(z.object({ name: z.string(), value: traceValue })),
  value: z.optional(traceValue),
});
/** The trace recorded for one case, checked like every message from the worker (src/core/trace.ts). */
export const traceSchema = z.object({
  steps: z.array(traceStep),
  cut: z.optional(z.object({ reason: z.enum(['steps', 'bytes']), limit: z.number() })),
});
/**
 * Worker → host: the trace of a case, sent before its `case-done`, or as soon as a limit cut it (the
 * program may then run on until the time limit). Shown to the learner only: never part of a verdict.
 */
const traceMessage = z.object({ type: z.literal('trace'), runId: z.number(), caseId: z.string(), trace: traceSchema });

const workerMessage = z.discriminatedUnion('type', [
  traceMessage,
  loadStartedMessage,
  loadedMessage,
  loadErrorMessage,
  caseDoneMessage,
  modelRequestMessage,
  liveDoneMessage,
]);
export type WorkerMessage = z.infer<typeof workerMessage>;

/**
 * The schemas above check what crosses from the worker; the types the rest of
 * the app uses are core's (src/core/runTypes.ts). These fail to compile the
 * day the two drift apart.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const SCHEMAS_MATCH_CORE_TYPES: [
  Same<z.infer<typeof errorInfo>, ErrorInfo>,
  Same<z.infer<typeof consoleOutput>, ConsoleOutput>,
  Same<z.infer<typeof caseDoneMessage>['outcome'], CaseOutcome>,
  Same<z.infer<typeof traceSchema>, Trace>,
] = [true, true, true, true];

/** Returns the message if it has the shape we expect, otherwise undefined (and the host ignores it). */
export function parseWorkerMessage(data: unknown): WorkerMessage | undefined {
  const result = workerMessage.safeParse(data);
  return result.success ? result.data : undefined;
}
