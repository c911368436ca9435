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
import { pythonQuote, pythonScalar, pythonString } from '../core/pythonRepr';

export interface ValueLine {
  text: string;
  /** `value`: a whole value on one line; `open`/`close`: the brackets of one spread over lines. */
  kind: 'value' | 'open' | 'close';
  depth: number;
  path: PathPart[];
  /** A container below the depth shown, drawn on one line (cut): the view offers to open it. */
  collapsed?: true;
}

export interface LineOptions {
  /** Containers nested deeper than this stay on one line, cut, and are marked `collapsed`. */
  maxDepth?: number;
}

/** How deep a value opens up until the learner asks for more: deeper levels are rarely the difference, and cost lines. */
export const SHOWN_DEPTH = 6;
/** The most characters a collapsed container's one line shows. */
const COLLAPSED_WIDTH = 120;

const MAX_LINES = 400;
const INLINE_WIDTH = 60;
/**
 * The most characters one line shows of a value. Formatting stops once it has
 * this much: a value is drawn in time linear in what is shown, never in what
 * the learner's code returned (a million-character string, an array of
 * 99,000 numbers nested 40 deep).
 */
export const LINE_BUDGET = 2_000;

export function formatScalar(value: unknown, notation: Notation = 'typescript'): string {
  if (notation === 'python') return pythonScalar(value);
  if (value === undefined) return 'undefined';
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === null || typeof value === 'boolean') return String(value);
  return String(value);
}

/** One-line rendering, used when it fits and for messages; cut with "…" past `budget` characters. */
export function formatInline(value: unknown, budget = 200, notation: Notation = 'typescript'): string {
  const out = inline(value, notation, budget + 1);
  return out.length > budget ? `${out.slice(0, budget - 1)}…` : out;
}

/**
 * The one-line text of a value, stopping once it has more than `budget`
 * characters (what is past the budget is never formatted: the caller cuts
 * there). Below the budget the text is whole.
 */
function inline(value: unknown, notation: Notation, budget: number): string {
  const room = { left: budget };
  return walk(value, new Set(), notation, room);
}

function walk(value: unknown, seen: Set<object>, notation: Notation, room: { left: number }): string {
  if (room.left <= 0) return '…';
  if (typeof value !== 'object' || value === null) return spend(room, scalarWithin(value, notation, room.left));
  const python = notation === 'python';
  // Python prints a list or dict that holds itself as [...] or {...}.
  if (seen.has(value)) return spend(room, python ? (Array.isArray(value) ? '[...]' : '{...}') : '[Circular]');
  seen.add(value);
  try {
    // The room counts what is written so far, in order: the opening bracket now, the closing one after the items.
    if (Array.isArray(value)) {
      room.left -= 1;
      const items = parts(value.length, (i) => walk(value[i], seen, notation, room), room);
      return `[${items.join(', ')}${spend(room, ']')}`;
    }
    const keys = Object.keys(value);
    if (!keys.length) return spend(room, '{}');
    const [open, close] = python ? ['{', '}'] : ['{ ', ' }'];
    room.left -= open.length;
    const entry = (i: number) =>
      `${spend(room, `${formatKey(keys[i]!, notation)}: `)}${walk((value as Record<string, unknown>)[keys[i]!], seen, notation, room)}`;
    const entries = parts(keys.length, entry, room);
    return `${open}${entries.join(', ')}${spend(room, close)}`;
  } finally {
    seen.delete(value);
  }
}

/** The first items of a container, as many as the room allows, then "…". */
function parts(count: number, render: (index: number) => string, room: { left: number }): string[] {
  const out: string[] = [];
  for (let index = 0; index < count; index++) {
    if (index > 0) room.left -= 2; // ", "
    if (room.left <= 0) {
      out.push('…');
      break;
    }
    out.push(render(index));
  }
  return out;
}

function spend(room: { left: number }, text: string): string {
  room.left -= text.length;
  return text;
}

/**
 * A scalar's text; a string longer than the room is escaped only as far as it
 * is shown, and ends in "…" without its closing quote. What is shown is
 * exactly the start of the whole text: a surrogate pair is never split, and
 * Python's quote is the one the whole string would get.
 */
function scalarWithin(value: unknown, notation: Notation, room: number): string {
  if (typeof value !== 'string' || value.length <= room) return formatScalar(value, notation);
  const last = value.charCodeAt(room - 1);
  const shown = value.slice(0, last >= 0xd800 && last <= 0xdbff ? room - 1 : room);
  const text = notation === 'python' ? pythonString(shown, pythonQuote(value)) : JSON.stringify(shown);
  return `${text.slice(0, -1)}…`;
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
export function formatLines(value: unknown, notation: Notation = 'typescript', { maxDepth = Infinity }: LineOptions = {}): ValueLine[] {
  const lines: ValueLine[] = [];
  let cut = false;
  const visit = (current: unknown, path: PathPart[], depth: number, prefix: string, suffix: string) => {
    if (lines.length >= MAX_LINES) return;
    const isContainer = typeof current === 'object' && current !== null;
    // A container only needs to know whether it fits on one line; a scalar is shown up to the line budget.
    const flat = inline(current, notation, isContainer ? INLINE_WIDTH + 1 : LINE_BUDGET);
    if (!isContainer || isEmpty(current) || (!opensUp(current, depth) && flat.length + prefix.length + depth * 2 <= INLINE_WIDTH)) {
      lines.push({ text: `${prefix}${flat}${suffix}`, kind: 'value', depth, path });
      return;
    }
    if (depth > maxDepth) {
      const text = formatInline(current, COLLAPSED_WIDTH, notation);
      lines.push({ text: `${prefix}${text}${suffix}`, kind: 'value', depth, path, collapsed: true });
      return;
    }
    const isArray = Array.isArray(current);
    lines.push({ text: `${prefix}${isArray ? '[' : '{'}`, kind: 'open', depth, path });
    const count = isArray ? (current as unknown[]).length : 0;
    const keys = isArray ? undefined : Object.keys(current as object);
    const total = keys ? keys.length : count;
    // Past the last line shown, the rest of a 99,000-item array is not visited at all.
    for (let index = 0; index < total && lines.length < MAX_LINES; index++) {
      const key = keys ? keys[index]! : index;
      const child = (current as Record<string | number, unknown>)[key];
      const comma = index < total - 1 ? ',' : '';
      visit(child, [...path, key], depth + 1, keys ? `${formatKey(String(key), notation)}: ` : '', comma);
    }
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
