import type { Trace, TraceValue } from '../../core/trace';
import { sameData } from '../diff';

/**
 * THE FIRST STEP WHERE A VALUE DIFFERS, as the trace view defines it (and says):
 * the first step at which a list that the traced function returns (a list
 * variable of the entry call whose last value is part of what the call
 * returned, seen in the entry call or in a callback that reads it) holds items that are not the start of any list in the expected
 * value. For parseToolCalls: the first push of a wrong call, or of an error
 * where none was expected. A list grows as the code runs, so a list that is
 * still the start of an expected list is on its way to being right.
 *
 * Undefined when no such step exists (the function returns no list, the lists
 * are right, or the code threw before returning).
 */
export function firstDifferingStep(trace: Trace, expected: unknown): number | undefined {
  const { steps } = trace;
  const returnIndex = steps.findIndex((s) => s.event === 'return' && s.depth === 1);
  const returned = steps[returnIndex]?.value;
  if (!returned || !('data' in returned)) return undefined;
  const parts = listsIn(returned.data);
  const resultNames = new Set(
    steps[returnIndex]!.vars.filter(({ value }) => isList(value) && parts.some((part) => sameData(part, value.data))).map((v) => v.name),
  );
  if (resultNames.size === 0) return undefined;
  const expectedLists = listsIn(expected);
  // At any depth: a callback shows the entry call's lists it pushes to (the trace's closure variables), so the step
  // found is the push itself, not the caller's next line once the callback has returned.
  for (let index = 0; index <= returnIndex; index++) {
    const step = steps[index]!;
    const wrong = step.vars.some(
      ({ name, value }) => resultNames.has(name) && isList(value) && !expectedLists.some((list) => startsWith(list, value.data)),
    );
    if (wrong) return index;
  }
  return undefined;
}

function isList(value: TraceValue): value is { data: unknown[] } {
  return 'data' in value && Array.isArray(value.data);
}

/** Every list in a value, itself included, outermost first. */
function listsIn(value: unknown, out: unknown[][] = []): unknown[][] {
  if (Array.isArray(value)) {
    out.push(value);
    for (const item of value) listsIn(item, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) listsIn(item, out);
  }
  return out;
}

function startsWith(list: unknown[], start: unknown[]): boolean {
  return start.length <= list.length && start.every((item, i) => sameData(list[i], item));
}

/** The definition above, as the trace view says it. */
export const FIRST_DIFFERENCE_MEANING =
  'First step where a value differs: the first step at which a list your function returns holds items that are not the start of any list in the expected value (for example the first push of a wrong call).';
