/**
 * Renders plain data as indented, JSON-like text lines, each tagged with the
 * path of the value it shows, so the results view can mark exactly the lines
 * that differ. Unlike JSON.stringify it shows undefined, NaN, Infinity and -0
 * as themselves: hiding them would hide the very bug the learner must find.
 * In Python notation the same data reads as Python prints it: None, True,
 * 'text', {'key': value}; the lines and their paths are the same in both.
 */
import type { PathPart } from './diff';
import type { Notation } from './notation';
import { pythonScalar, pythonString } from './pythonRepr';

export interface ValueLine {
  text: string;
  /** `value`: a whole value on one line; `open`/`close`: the brackets of one spread over lines. */
  kind: 'value' | 'open' | 'close';
  depth: number;
  path: PathPart[];
}

const MAX_LINES = 400;
const INLINE_WIDTH = 60;

export function formatScalar(value: unknown, notation: Notation = 'typescript'): string {
  if (notation === 'python') return pythonScalar(value);
  if (value === undefined) return 'undefined';
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === null || typeof value === 'boolean') return String(value);
  return String(value);
}

/** One-line rendering, used when it fits and for messages. */
export function formatInline(value: unknown, budget = 200, notation: Notation = 'typescript'): string {
  const out = inline(value, new Set(), notation);
  return out.length > budget ? `${out.slice(0, budget - 1)}…` : out;
}

function inline(value: unknown, seen: Set<object>, notation: Notation): string {
  if (typeof value !== 'object' || value === null) return formatScalar(value, notation);
  const python = notation === 'python';
  // Python prints a list or dict that holds itself as [...] or {...}.
  if (seen.has(value)) return python ? (Array.isArray(value) ? '[...]' : '{...}') : '[Circular]';
  seen.add(value);
  try {
    if (Array.isArray(value)) return `[${value.map((item) => inline(item, seen, notation)).join(', ')}]`;
    const entries = Object.keys(value).map((key) => `${formatKey(key, notation)}: ${inline((value as Record<string, unknown>)[key], seen, notation)}`);
    if (!entries.length) return '{}';
    return python ? `{${entries.join(', ')}}` : `{ ${entries.join(', ')} }`;
  } finally {
    seen.delete(value);
  }
}

/** A key as written in an object literal; a Python dict's keys (from JSON, always str) are always quoted. */
export function formatKey(key: string, notation: Notation = 'typescript'): string {
  if (notation === 'python') return pythonString(key);
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
}

/**
 * Multi-line rendering. Small arrays and objects stay on one line (a tool
 * call `["search", { query: "x" }]` reads best whole); the outer levels and
 * larger values open up.
 */
export function formatLines(value: unknown, notation: Notation = 'typescript'): ValueLine[] {
  const lines: ValueLine[] = [];
  let cut = false;
  const visit = (current: unknown, path: PathPart[], depth: number, prefix: string, suffix: string) => {
    if (lines.length >= MAX_LINES) return;
    const flat = inline(current, new Set(), notation);
    const isContainer = typeof current === 'object' && current !== null;
    if (!isContainer || isEmpty(current) || (!opensUp(current, depth) && flat.length + prefix.length + depth * 2 <= INLINE_WIDTH)) {
      lines.push({ text: `${prefix}${flat}${suffix}`, kind: 'value', depth, path });
      return;
    }
    const isArray = Array.isArray(current);
    lines.push({ text: `${prefix}${isArray ? '[' : '{'}`, kind: 'open', depth, path });
    const keys = isArray ? (current as unknown[]).map((_, i) => i) : Object.keys(current as object);
    keys.forEach((key, index) => {
      const child = (current as Record<string | number, unknown>)[key];
      const comma = index < keys.length - 1 ? ',' : '';
      visit(child, [...path, key], depth + 1, isArray ? '' : `${formatKey(String(key), notation)}: `, comma);
    });
    if (lines.length >= MAX_LINES) {
      // Said once, by the innermost container that ran out of room.
      if (!cut) lines.push({ text: '… (cut: too long to show)', kind: 'value', depth, path });
      cut = true;
      return;
    }
    lines.push({ text: `${isArray ? ']' : '}'}${suffix}`, kind: 'close', depth, path });
  };
  visit(value, [], 0, '', '');
  return lines;
}

/**
 * The outer structure always opens up, one part per line, so that a marked
 * difference points at one part (`errors`, one call) rather than the whole
 * value; below that, a value stays on one line if it fits.
 */
function opensUp(value: object, depth: number): boolean {
  if (depth === 0) return true;
  return depth === 1 && Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null);
}

function isEmpty(value: object): boolean {
  return Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0;
}
