import { diffValues, isPlainObject, type PathPart } from '../../grading/diff';

/** One chat message, as the transcripts of the agent exercises record them. */
export interface ChatMessage {
  role: string;
  content?: unknown;
  tool_calls?: unknown;
  tool_call_id?: unknown;
  [key: string]: unknown;
}

const isMessage = (value: unknown): value is ChatMessage => isPlainObject(value) && typeof value.role === 'string';

/**
 * Where a transcript keeps its conversation: the path to the longest list of
 * chat messages in the expected value (the last request holds them all).
 */
export function findConversation(value: unknown): PathPart[] | undefined {
  let best: { path: PathPart[]; length: number } | undefined;
  const visit = (current: unknown, path: PathPart[]) => {
    if (Array.isArray(current)) {
      if (current.length > 0 && current.every(isMessage) && current.length >= (best?.length ?? 0)) best = { path, length: current.length };
      current.forEach((item, index) => visit(item, [...path, index]));
    } else if (isPlainObject(current)) {
      for (const key of Object.keys(current)) visit(current[key], [...path, key]);
    }
  };
  visit(value, []);
  return best?.path;
}

export function at(value: unknown, path: PathPart[]): unknown {
  return path.reduce<unknown>(
    (current, part) => (current === null || typeof current !== 'object' ? undefined : (current as Record<PathPart, unknown>)[part]),
    value,
  );
}

/**
 * The expected and received conversations, and the index of the first message that differs (if any). `neverSent`:
 * the received value has no conversation there at all (code that stopped before the request that holds it), so
 * there is nothing of the learner's to compare message by message, and the expected one is shown as expected.
 */
export function compareConversations(expected: unknown, received: unknown) {
  const path = findConversation(expected);
  if (!path) return undefined;
  const want = at(expected, path) as ChatMessage[];
  const gotRaw = at(received, path);
  if (!Array.isArray(gotRaw)) return { path, expected: want, received: [] as unknown[], firstDifference: 0, neverSent: true };
  const got = gotRaw;
  const length = Math.max(want.length, got.length);
  let firstDifference: number | undefined;
  for (let i = 0; i < length; i++) {
    if (diffValues(want[i], got[i]).length > 0) {
      firstDifference = i;
      break;
    }
  }
  return { path, expected: want, received: got as unknown[], firstDifference, neverSent: false };
}

/** Fields the SDK's messages carry that say nothing when empty (`refusal: null`, `annotations: []`). */
const QUIET_WHEN_EMPTY = new Set(['refusal', 'annotations', 'audio', 'function_call']);

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A message's fields other than role, content and tool calls, as a
 * transcript shows them: the SDK's empty ones left out, so a real reply reads
 * as what the model said, and a refusal taken out to be shown as one, in words.
 * Whatever else is there stays, to be shown as it is.
 */
export function messageExtras(rest: Record<string, unknown>): { refusal?: string; rest: Record<string, unknown> } {
  const kept: Record<string, unknown> = {};
  let refusal: string | undefined;
  for (const [key, value] of Object.entries(rest)) {
    if (key === 'refusal' && typeof value === 'string' && value !== '') refusal = value;
    else if (!(QUIET_WHEN_EMPTY.has(key) && isEmpty(value))) kept[key] = value;
  }
  return { ...(refusal === undefined ? {} : { refusal }), rest: kept };
}
