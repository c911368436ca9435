/**
 * Compares a received value with the expected one as plain data and lists
 * every difference, each at a path a learner can read (`errors[1]`,
 * `calls[0][1].query`). Exact: `Object.is` for primitives (so NaN equals
 * NaN and -0 differs from 0), own keys only, and a key holding `undefined`
 * is not the same as a missing key.
 */
import type { Notation } from './notation';
import { pythonString } from './pythonRepr';

export type PathPart = string | number;

export type Difference =
  | { kind: 'changed'; path: PathPart[]; expected: unknown; received: unknown }
  | { kind: 'missing'; path: PathPart[]; expected: unknown }
  | { kind: 'unexpected'; path: PathPart[]; received: unknown };

const MAX_DIFFERENCES = 50;

export function diffValues(expected: unknown, received: unknown): Difference[] {
  const differences: Difference[] = [];
  // Past the cap nothing more is recorded: a result with 10,000 stray items must not cost 10,000 rows.
  const full = () => differences.length >= MAX_DIFFERENCES;
  const add = (difference: Difference) => {
    if (!full()) differences.push(difference);
  };
  const visit = (exp: unknown, rec: unknown, path: PathPart[]) => {
    if (full() || Object.is(exp, rec)) return;
    if (Array.isArray(exp) && Array.isArray(rec)) {
      const shared = Math.min(exp.length, rec.length);
      for (let i = 0; i < shared && !full(); i++) visit(exp[i], rec[i], [...path, i]);
      for (let i = shared; i < exp.length && !full(); i++) add({ kind: 'missing', path: [...path, i], expected: exp[i] });
      for (let i = shared; i < rec.length && !full(); i++) add({ kind: 'unexpected', path: [...path, i], received: rec[i] });
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
