/**
 * Size limits for what crosses from learner code to the page, and the checks
 * that enforce them. Pure functions: the worker core uses them to give a
 * readable verdict before posting, and the page uses them again on what
 * arrives (`guard.ts`), because the page must not trust the worker to have
 * done so: whatever runs there, the results view only ever gets small,
 * acyclic plain data and short strings.
 */
import type { ConsoleOutput, ErrorInfo } from '../../core/runTypes';

export const VALUE_LIMITS = {
  /** Arrays, objects and scalars in one returned value (toPlainData's own cap is the same). */
  nodes: 100_000,
  /** Nesting depth (toPlainData stops at 200; the page allows a little more). */
  depth: 210,
  /** Characters of text in one returned value: strings and object keys together. */
  chars: 1_000_000,
} as const;

export const ERROR_LIMITS = { nameChars: 200, messageChars: 4_000 } as const;

export type SizeCheck = { ok: true } | { ok: false; message: string };

/**
 * Checks that a value is plain data of a size the results view can show:
 * only strings, numbers, booleans, null, undefined, arrays and plain objects,
 * no cycles, at most `VALUE_LIMITS`. Never throws and never recurses (an
 * explicit stack), whatever it is given.
 */
export function checkPlainValue(value: unknown, rootName = 'the result'): SizeCheck {
  let nodes = 0;
  let chars = 0;
  const onPath = new Set<object>();
  // [value, depth, leaving]: `leaving` pops a container off the current path once its children are done.
  const stack: [unknown, number, boolean][] = [[value, 0, false]];
  try {
    while (stack.length > 0) {
      const [current, depth, leaving] = stack.pop()!;
      if (leaving) {
        onPath.delete(current as object);
        continue;
      }
      if (++nodes > VALUE_LIMITS.nodes) return tooLarge(rootName, `more than ${VALUE_LIMITS.nodes.toLocaleString('en')} values`);
      if (depth > VALUE_LIMITS.depth) return { ok: false, message: `${rootName} is nested more than ${VALUE_LIMITS.depth} levels deep` };
      const type = typeof current;
      if (type === 'string') {
        chars += (current as string).length;
        if (chars > VALUE_LIMITS.chars)
          return tooLarge(rootName, `more than ${VALUE_LIMITS.chars.toLocaleString('en')} characters of text`);
        continue;
      }
      if (current === null || type === 'number' || type === 'boolean' || type === 'undefined') continue;
      if (type !== 'object') return { ok: false, message: `${rootName} contains a ${type}, which is not plain data` };
      const object = current as object;
      if (onPath.has(object)) return { ok: false, message: `${rootName} contains itself (a cycle), so it cannot be shown` };
      const isArray = Array.isArray(object);
      const proto: unknown = Object.getPrototypeOf(object);
      if (!isArray && proto !== Object.prototype && proto !== null) {
        return { ok: false, message: `${rootName} contains an object that is not plain data` };
      }
      onPath.add(object);
      stack.push([object, depth, true]);
      if (isArray) {
        const array = object as unknown[];
        for (let index = array.length - 1; index >= 0; index--) stack.push([array[index], depth + 1, false]);
      } else {
        const record = object as Record<string, unknown>;
        for (const key of Object.keys(record)) {
          chars += key.length;
          stack.push([Object.getOwnPropertyDescriptor(record, key)?.value, depth + 1, false]);
        }
        if (chars > VALUE_LIMITS.chars)
          return tooLarge(rootName, `more than ${VALUE_LIMITS.chars.toLocaleString('en')} characters of text`);
      }
    }
  } catch {
    return { ok: false, message: `${rootName} could not be read as plain data` };
  }
  return { ok: true };
}

function tooLarge(rootName: string, what: string): SizeCheck {
  return { ok: false, message: `${rootName} is too large to show (${what}); return a smaller value` };
}

/** Room for the note `cutText` appends, so text it has cut once passes a second check unchanged. */
const CUT_NOTE_ROOM = 64;

/** Cuts a string to `max` characters, saying so (a string at most a note longer than `max` is kept). */
export function cutText(text: string, max: number): string {
  return text.length > max + CUT_NOTE_ROOM ? `${text.slice(0, max)}… (cut: ${text.length.toLocaleString('en')} characters in all)` : text;
}

/** An error description with its name and message cut to a size the page shows whole. */
export function clampErrorInfo(error: ErrorInfo): ErrorInfo {
  const name = cutText(String(error.name), ERROR_LIMITS.nameChars);
  const message = cutText(String(error.message), ERROR_LIMITS.messageChars);
  return name === error.name && message === error.message ? error : { ...error, name, message };
}

/** Per-case caps for console output, applied again on the page (the worker applies them as it records). */
export function clampOutput(output: ConsoleOutput, limits: { lines: number; chars: number; charsPerLine: number }): ConsoleOutput {
  let chars = 0;
  let truncated = output.truncated;
  let changed = false;
  const lines: ConsoleOutput['lines'] = [];
  for (const line of output.lines) {
    const text = cutText(line.text, limits.charsPerLine);
    if (lines.length >= limits.lines || chars + text.length > limits.chars) {
      truncated = changed = true;
      break;
    }
    chars += text.length;
    if (text !== line.text) changed = true;
    lines.push(text === line.text ? line : { ...line, text });
  }
  return changed ? { lines, truncated } : output;
}
