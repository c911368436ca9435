import { alignLists } from '../../grading/alignLists';
import { isPlainObject, sameData } from '../../grading/diff';
import { formatInline } from '../../grading/formatValue';
import type { Notation } from '../../grading/notation';

/**
 * For drawing a parseToolCalls input: the model's text cut into prose and
 * <tool_call> blocks, each block with what it should give (a call, or which
 * error) and what the learner's result holds in the same place. Trusted page
 * code, working only from the case's data: it applies the lesson's four
 * checks to each block, so the drawing never depends on the learner's code.
 */
export interface Segment {
  kind: 'prose' | 'block';
  text: string;
  index?: number;
  expected?: string;
  received?: string;
  /** Whether the learner's result holds the expected value in this block's place. */
  matches?: boolean;
}

type Registry = Record<string, { required?: unknown; optional?: unknown }>;

const BLOCK = /<tool_call>(.*?)<\/tool_call>/gs;

/** The lesson's checks, in order: a call `[name, args]`, or the block's one error. */
function verdict(content: string, index: number, registry: Registry): { call: [string, Record<string, unknown>] } | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return { error: `bad json: ${index}` };
  }
  if (!isPlainObject(data) || typeof data.name !== 'string' || !isPlainObject(data.arguments)) return { error: `bad json: ${index}` };
  const { name, arguments: args } = data as { name: string; arguments: Record<string, unknown> };
  const spec = Object.hasOwn(registry, name) ? registry[name] : undefined;
  if (!spec) return { error: `unknown tool: ${name}` };
  const required = Array.isArray(spec.required) ? (spec.required as string[]) : [];
  const optional = Array.isArray(spec.optional) ? (spec.optional as string[]) : [];
  const missing = required.find((arg) => !Object.hasOwn(args, arg));
  if (missing !== undefined) return { error: `missing argument: ${name}.${missing}` };
  const unexpected = Object.keys(args).find((arg) => !required.includes(arg) && !optional.includes(arg));
  if (unexpected !== undefined) return { error: `unexpected argument: ${name}.${unexpected}` };
  return { call: [name, args] };
}

/** Received items past this many are not aligned (nor blamed): a hostile result of a million errors must stay cheap to draw. */
const MAX_ALIGNED = 1000;

export interface BlockDrawing {
  segments: Segment[];
  /** Items of the learner's result that no block accounts for (an error or call the reply does not call for), described. */
  unaccounted: string[];
}

/**
 * The reply cut into prose and blocks, each block paired with what the
 * learner's result says about it. Pairing is by content, never by place in
 * the lists: a block is right when its error (or call) is in the learner's
 * list in the same order as the reply's blocks (a longest common subsequence
 * of the two lists), so a missing error before it does not make it look wrong.
 * A block that is not there is shown beside what the learner gave instead: an
 * unmatched item of the same kind between the same matched neighbours, its
 * call when the learner's code made an error block a call, or the same value
 * found out of order.
 */
export function segmentBlocks(input: unknown, received: unknown, notation: Notation = 'typescript'): Segment[] | undefined {
  return drawBlocks(input, received, notation)?.segments;
}

export function drawBlocks(input: unknown, received: unknown, notation: Notation = 'typescript'): BlockDrawing | undefined {
  if (!isPlainObject(input) || typeof input.text !== 'string' || !isPlainObject(input.registry)) return undefined;
  const text = input.text;
  const registry = input.registry as Registry;
  const got =
    isPlainObject(received) && Array.isArray(received.calls) && Array.isArray(received.errors)
      ? { calls: received.calls.slice(0, MAX_ALIGNED) as unknown[], errors: received.errors.slice(0, MAX_ALIGNED) as unknown[] }
      : undefined;
  const segments: Segment[] = [];
  const blocks: { segment: Segment; isError: boolean; value: unknown; asCall?: unknown; position: number }[] = [];
  const expected = { calls: [] as unknown[], errors: [] as unknown[] };
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(BLOCK)) {
    if (match.index > last) segments.push({ kind: 'prose', text: text.slice(last, match.index) });
    const should = verdict(match[1] ?? '', index, registry);
    const isError = 'error' in should;
    const value = isError ? should.error : should.call;
    const list = isError ? expected.errors : expected.calls;
    const segment: Segment = { kind: 'block', text: match[0], index, expected: describe(isError, value, notation) };
    segments.push(segment);
    blocks.push({ segment, isError, value, position: list.length, ...(isError ? { asCall: callShape(match[1] ?? '') } : {}) });
    list.push(value);
    index++;
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'prose', text: text.slice(last) });
  if (!got) return { segments, unaccounted: [] };

  const pairs = { errors: align(expected.errors, got.errors), calls: align(expected.calls, got.calls) };
  const claimed = { errors: new Set(pairs.errors.values()), calls: new Set(pairs.calls.values()) };
  const say = (segment: Segment, isError: boolean, value: unknown, matches: boolean) =>
    Object.assign(segment, { received: describe(isError, value, notation), matches });
  // Matched blocks first, so that a wrong block's stand-in is never an item another block accounts for.
  const wrong = blocks.filter((block) => {
    const kind = block.isError ? 'errors' : 'calls';
    const at = pairs[kind].get(block.position);
    if (at === undefined) return true;
    say(block.segment, block.isError, got[kind][at], true);
    return false;
  });
  for (const block of wrong) {
    const kind = block.isError ? 'errors' : 'calls';
    const instead = unclaimedInGap(pairs[kind], block.position, got[kind].length, claimed[kind]);
    if (instead !== undefined) {
      claimed[kind].add(instead);
      say(block.segment, block.isError, got[kind][instead], false);
      continue;
    }
    // An error block the learner's code let through as a call (a check skipped).
    const asCall =
      block.asCall === undefined ? -1 : got.calls.findIndex((call, at) => !claimed.calls.has(at) && sameData(call, block.asCall));
    if (asCall >= 0) {
      claimed.calls.add(asCall);
      say(block.segment, false, got.calls[asCall], false);
      continue;
    }
    const outOfOrder = got[kind].findIndex((item, at) => !claimed[kind].has(at) && sameData(item, block.value));
    if (outOfOrder >= 0) {
      claimed[kind].add(outOfOrder);
      Object.assign(block.segment, {
        received: `${describe(block.isError, got[kind][outOfOrder], notation)}, but out of order`,
        matches: false,
      });
      continue;
    }
    Object.assign(block.segment, { received: block.isError ? 'no such error' : 'no such call', matches: false });
  }
  const unaccounted = [
    ...got.errors.flatMap((item, at) => (claimed.errors.has(at) ? [] : [describe(true, item, notation)])),
    ...got.calls.flatMap((item, at) => (claimed.calls.has(at) ? [] : [describe(false, item, notation)])),
  ];
  return { segments, unaccounted };
}

/** The block's content as a call when it has a call's shape (whatever the registry says), for "yours made it a call". */
function callShape(content: string): unknown {
  try {
    const data: unknown = JSON.parse(content);
    if (isPlainObject(data) && typeof data.name === 'string' && isPlainObject(data.arguments)) return [data.name, data.arguments];
  } catch {
    // Not JSON: no call could come of it.
  }
  return undefined;
}

/** Which expected item is matched by which received one (see alignLists). */
function align(expected: unknown[], received: unknown[]): Map<number, number> {
  return new Map(alignLists(expected, received, sameData));
}

/** The first received item not yet accounted for between the received items matched just before and just after this expected one. */
function unclaimedInGap(pairs: Map<number, number>, position: number, length: number, claimed: Set<number>): number | undefined {
  let from = 0;
  let to = length;
  for (const [i, j] of pairs) {
    if (i < position) from = Math.max(from, j + 1);
    if (i > position) to = Math.min(to, j);
  }
  for (let at = from; at < to; at++) if (!claimed.has(at)) return at;
  return undefined;
}

function describe(isError: boolean, value: unknown, notation: Notation): string {
  if (value === undefined) return isError ? 'no error in its place' : 'no call in its place';
  if (isError && typeof value === 'string') return value;
  // A Python learner's call is a list, as their code builds it: ['search', {'query': 'a'}], whole.
  const shown = notation === 'python' ? formatInline(value, Infinity, notation) : JSON.stringify(value);
  return isError ? shown : `call ${shown}`;
}
