/**
 * Compares a received value with the expected one as plain data and lists
 * every difference, each at a path a learner can read (`errors[1]`,
 * `calls[0][1].query`). Exact: `Object.is` for primitives (so NaN equals
 * NaN and -0 differs from 0), own keys only, and a key holding `undefined`
 * is not the same as a missing key.
 */
import { alignLists } from './alignLists';
import type { Notation } from './notation';
import { pythonString } from '../core/pythonRepr';

export type PathPart = string | number;

export type Difference =
  | { kind: 'changed'; path: PathPart[]; expected: unknown; received: unknown }
  | { kind: 'missing'; path: PathPart[]; expected: unknown }
  | { kind: 'unexpected'; path: PathPart[]; received: unknown };

const MAX_DIFFERENCES = 50;

export function diffValues(expected: unknown, received: unknown): Difference[] {
  return collectDifferences(expected, received, MAX_DIFFERENCES);
}

/**
 * True when the two values are the same plain data: no difference at all by diffValues' rules (a test holds
 * the two to each other), without the paths and records a difference needs. Every answer of a Run, the
 * generated group's included, is compared with it.
 */
export function sameData(expected: unknown, received: unknown): boolean {
  if (Object.is(expected, received)) return true;
  if (Array.isArray(expected) || Array.isArray(received)) {
    if (!Array.isArray(expected) || !Array.isArray(received) || expected.length !== received.length) return false;
    // Not `every`, which skips the holes of a sparse list.
    for (let index = 0; index < expected.length; index++) if (!sameData(expected[index], received[index])) return false;
    return true;
  }
  if (!isPlainObject(expected) || !isPlainObject(received)) return false;
  for (const key of Object.keys(expected)) if (!Object.hasOwn(received, key) || !sameData(expected[key], received[key])) return false;
  for (const key of Object.keys(received)) if (!Object.hasOwn(expected, key)) return false;
  return true;
}

/**
 * Lists of more items than this, multiplied, are compared item by item at the same index: aligning
 * them costs one comparison per pair, and a learner's result may hold any number of items.
 */
const MAX_ALIGNED_PAIRS = 10_000;

function collectDifferences(expected: unknown, received: unknown, max: number): Difference[] {
  const differences: Difference[] = [];
  // Past the cap nothing more is recorded: a result with 10,000 stray items must not cost 10,000 rows.
  const full = () => differences.length >= max;
  const add = (difference: Difference) => {
    if (!full()) differences.push(difference);
  };
  const visit = (exp: unknown, rec: unknown, path: PathPart[]) => {
    if (full() || Object.is(exp, rec)) return;
    if (Array.isArray(exp) && Array.isArray(rec)) {
      // Lists of one length are compared by position: item 2 against item 2. Otherwise items that are
      // the same on both sides, in order, are paired first; between two such pairs the rest are
      // compared by position, and what is left over is missing or unexpected there. So a list with one
      // item left out reads as that item missing, not as every later item changed. A missing item
      // keeps its expected index, an unexpected one the index it has in the result.
      const aligned = exp.length === rec.length || exp.length * rec.length > MAX_ALIGNED_PAIRS ? [] : alignLists(exp, rec, sameData);
      let i = 0;
      let j = 0;
      for (const [nextI, nextJ] of [...aligned, [exp.length, rec.length] as const]) {
        const shared = Math.min(nextI - i, nextJ - j);
        for (let k = 0; k < shared && !full(); k++) visit(exp[i + k], rec[j + k], [...path, i + k]);
        for (let k = i + shared; k < nextI && !full(); k++) add({ kind: 'missing', path: [...path, k], expected: exp[k] });
        for (let k = j + shared; k < nextJ && !full(); k++) add({ kind: 'unexpected', path: [...path, k], received: rec[k] });
        i = nextI + 1;
        j = nextJ + 1;
      }
      return;
    }
    if (isPlainObject(exp) && isPlainObject(rec)) {
      for (const key of Object.keys(exp)) {
        if (full()) return;
        if (Object.hasOwn(rec, key)) visit(exp[key], rec[key], [...path, key]);
        else add({ kind: 'missing', path: [...path, key], expected: exp[key] });
      }
      for (const key of Object.keys(rec)) {
        if (full()) return;
        if (!Object.hasOwn(exp, key)) add({ kind: 'unexpected', path: [...path, key], received: rec[key] });
      }
      return;
    }
    add({ kind: 'changed', path, expected: exp, received: rec });
  };
  visit(expected, received, []);
  return differences;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * `calls[0][1].query`; keys that are not identifiers are quoted: `args["my key"]`.
 * In Python notation a dict has no dot access, so keys below the first are
 * subscripts: `calls[0][1]['query']`, as the Python learner would write it.
 */
export function formatDiffPath(path: PathPart[], notation: Notation = 'typescript'): string {
  if (path.length === 0) return 'the result';
  if (notation === 'python') return pythonPath(path);
  return path
    .map((part, index) => {
      if (typeof part === 'number') return `[${part}]`;
      if (/^[A-Za-z_$][\w$]*$/.test(part)) return index === 0 ? part : `.${part}`;
      return `[${JSON.stringify(part)}]`;
    })
    .join('');
}

/** The first key names a part of the result (`errors[0]`), as in TypeScript notation, if it is a Python name. */
function pythonPath(path: PathPart[]): string {
  return path
    .map((part, index) => {
      if (typeof part === 'number') return `[${part}]`;
      if (index === 0 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(part)) return part;
      return `[${pythonString(part)}]`;
    })
    .join('');
}
