import { diffValues, isPlainObject } from '../../grading/diff';
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

export function segmentBlocks(input: unknown, received: unknown, notation: Notation = 'typescript'): Segment[] | undefined {
  if (!isPlainObject(input) || typeof input.text !== 'string' || !isPlainObject(input.registry)) return undefined;
  const text = input.text;
  const registry = input.registry as Registry;
  const got =
    isPlainObject(received) && Array.isArray(received.calls) && Array.isArray(received.errors)
      ? (received as { calls: unknown[]; errors: unknown[] })
      : undefined;
  const segments: Segment[] = [];
  let last = 0;
  let calls = 0;
  let errors = 0;
  let index = 0;
  for (const match of text.matchAll(BLOCK)) {
    if (match.index > last) segments.push({ kind: 'prose', text: text.slice(last, match.index) });
    const should = verdict(match[1] ?? '', index, registry);
    const isError = 'error' in should;
    const expectedValue = isError ? should.error : should.call;
    const receivedValue = got ? (isError ? got.errors[errors] : got.calls[calls]) : undefined;
    segments.push({
      kind: 'block',
      text: match[0],
      index,
      expected: describe(isError, expectedValue, notation),
      ...(got
        ? { received: describe(isError, receivedValue, notation), matches: diffValues(expectedValue, receivedValue).length === 0 }
        : {}),
    });
    if (isError) errors++;
    else calls++;
    index++;
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'prose', text: text.slice(last) });
  return segments;
}

function describe(isError: boolean, value: unknown, notation: Notation): string {
  if (value === undefined) return isError ? 'no error in its place' : 'no call in its place';
  if (isError && typeof value === 'string') return value;
  // A Python learner's call is a list, as their code builds it: ['search', {'query': 'a'}], whole.
  const shown = notation === 'python' ? formatInline(value, Infinity, notation) : JSON.stringify(value);
  return isError ? shown : `call ${shown}`;
}
