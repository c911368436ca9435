/**
 * The live panel's view-model, folded from live-run events by a pure
 * reducer. The transcript is the conversation as the model saw it: each
 * request shows only the messages the learner's code added since the model
 * last spoke (the whole list goes over the wire every time), then the reply.
 */
import type { ConsoleLine, ErrorInfo } from '../core/runTypes';
import type { RunProblem } from '../core/runTypes';
import type { LiveEvent } from './liveRun';
import { textPreview } from './textPreview';

export type LiveEntry =
  | { kind: 'sent'; n: number; model: string; messages: unknown[]; total: number; tools: number }
  /** `problem` says what came back instead, when the reply is not a chat completion with a message. */
  | {
      kind: 'reply';
      n: number;
      message: unknown;
      finishReason: unknown;
      problem?: string;
      /** A field the server left out of an otherwise usable reply (its message's role). */
      note?: string;
    }
  /** `hint` says where to look when the error alone does not (a 404 whose body is not OpenAI's). */
  | { kind: 'model-error'; n: number; name: string; message: string; hint?: string }
  | { kind: 'refused'; n: number; reason: string };

export type LiveEnd =
  | { kind: 'returned'; value: unknown }
  | { kind: 'threw'; error: ErrorInfo }
  | { kind: 'problem'; problem: RunProblem }
  | { kind: 'timeout'; limitMs: number }
  | { kind: 'crashed'; error: ErrorInfo }
  | { kind: 'stopped' }
  /** Refused before the run started: a base URL that is not one. */
  | { kind: 'invalid'; message: string };

export interface LiveState {
  phase: 'idle' | 'running' | 'done';
  entries: LiveEntry[];
  /** The request the run is waiting for, if any. */
  waitingFor?: number;
  end?: LiveEnd;
  output: ConsoleLine[];
  outputTruncated: boolean;
  /** The messages the model has seen so far, its last reply included (for telling what is new). */
  known: unknown[];
  /**
   * What the model said when its last reply was a refusal (`content: null`, the reason in
   * `refusal`): shown with the record, which code written for `content` reports as no answer and no error.
   */
  refusal?: string;
}

export const initialLiveState: LiveState = { phase: 'idle', entries: [], output: [], outputTruncated: false, known: [] };

export function startedLiveState(): LiveState {
  return { ...initialLiveState, phase: 'running' };
}

export function reduceLive(state: LiveState, event: LiveEvent): LiveState {
  const withOutput = (output: { lines: ConsoleLine[]; truncated: boolean }) => ({
    output: output.lines.length > 0 ? [...state.output, ...output.lines] : state.output,
    outputTruncated: state.outputTruncated || output.truncated,
  });
  switch (event.type) {
    case 'request': {
      const messages = Array.isArray(event.params.messages) ? (event.params.messages as unknown[]) : [];
      const fresh = messages.slice(sharedPrefix(state.known, messages));
      const entry: LiveEntry = {
        kind: 'sent',
        n: event.n,
        model: String(event.params.model),
        messages: fresh,
        total: messages.length,
        tools: Array.isArray(event.params.tools) ? event.params.tools.length : 0,
      };
      return { ...state, ...withOutput(event.output), entries: [...state.entries, entry], waitingFor: event.n, known: messages };
    }
    case 'refused':
      return { ...state, ...withOutput(event.output), entries: [...state.entries, { kind: 'refused', n: event.n, reason: event.reason }] };
    case 'reply': {
      const choice = firstChoice(event.completion);
      const problem = replyProblem(event.completion, choice);
      const entry: LiveEntry = {
        kind: 'reply',
        n: event.n,
        message: choice?.message,
        finishReason: choice?.finish_reason,
        ...(problem === undefined ? {} : { problem }),
        ...(problem === undefined && !hasRole(choice?.message)
          ? {
              note: 'The server’s reply has no role: an OpenAI-compatible server sends role: "assistant", and a request that passes this message back will be refused.',
            }
          : {}),
      };
      const refusal = refusalOf(choice?.message);
      return {
        ...state,
        entries: [...state.entries, entry],
        waitingFor: undefined,
        known: [...state.known, choice?.message],
        refusal,
      };
    }
    case 'model-error':
      return {
        ...state,
        entries: [
          ...state.entries,
          {
            kind: 'model-error',
            n: event.n,
            name: event.error.name,
            message: event.error.message,
            ...(event.error.status === 404 ? { hint: NOT_FOUND_HINT } : {}),
          },
        ],
        waitingFor: undefined,
      };
    case 'finished':
      return { ...state, ...withOutput(event.output), phase: 'done', waitingFor: undefined, end: event.outcome };
    case 'problem': {
      const output = event.problem.kind === 'compile' ? { lines: [], truncated: false } : event.problem.output;
      return { ...state, ...withOutput(output), phase: 'done', waitingFor: undefined, end: { kind: 'problem', problem: event.problem } };
    }
    case 'timeout':
      return { ...state, phase: 'done', waitingFor: undefined, end: { kind: 'timeout', limitMs: event.limitMs } };
    case 'crashed':
      return { ...state, phase: 'done', waitingFor: undefined, end: { kind: 'crashed', error: event.error } };
    case 'stopped':
      return { ...state, phase: 'done', waitingFor: undefined, end: { kind: 'stopped' } };
  }
}

/** A 404 is a path or a model the server does not have; servers word it many ways (mock-llm: `404 "Not Found"`). */
const NOT_FOUND_HINT =
  'The server has no such path or no such model: check that the base URL is the API’s (often ending in /v1) and the model’s name.';

/** How many leading messages of `next` the model has already seen (compared as JSON). */
function sharedPrefix(known: unknown[], next: unknown[]): number {
  let index = 0;
  while (index < known.length && index < next.length && JSON.stringify(known[index]) === JSON.stringify(next[index])) index++;
  return index;
}

/**
 * What a reply that has no `choices[0].message` is, with how it began: a web
 * page (a base URL that names a site, not its API), an empty list of choices,
 * or some other JSON. Undefined for a chat completion.
 */
function replyProblem(completion: unknown, choice: { message?: unknown } | undefined): string | undefined {
  if (choice?.message !== undefined) return undefined;
  if (typeof completion === 'string') {
    return `The reply is text, not a chat completion: is the base URL the API's (often ending in /v1)? It began: ${textPreview(completion)}`;
  }
  if (completion === null || completion === undefined) return 'The reply was empty.';
  const json = textPreview(JSON.stringify(completion));
  const choices = (completion as { choices?: unknown }).choices;
  if (Array.isArray(choices) && choices.length === 0) return `The reply has no choices (choices: []): ${json}`;
  return `The reply has no choices[0].message: ${json}`;
}

function hasRole(message: unknown): boolean {
  return typeof (message as { role?: unknown } | null | undefined)?.role === 'string';
}

function refusalOf(message: unknown): string | undefined {
  const refusal = (message as { refusal?: unknown } | null | undefined)?.refusal;
  return typeof refusal === 'string' && refusal !== '' ? refusal : undefined;
}

function firstChoice(completion: unknown): { message?: unknown; finish_reason?: unknown } | undefined {
  const choices = (completion as { choices?: unknown } | null)?.choices;
  const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
  return typeof first === 'object' && first !== null ? (first as { message?: unknown; finish_reason?: unknown }) : undefined;
}
