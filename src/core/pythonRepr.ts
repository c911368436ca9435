/**
 * What Python's repr() prints for the scalars a Python learner's values
 * arrive as (over JSON): None, True, False, numbers and strings. Shown to
 * Python learners so the results read like their own `print(repr(x))`.
 */

/** JSON cannot carry undefined, so it never comes from Python: if it appears, a plain word rather than a JavaScript one. */
export const PYTHON_NOTHING = '(nothing)';

export function pythonScalar(value: unknown): string {
  if (value === undefined) return PYTHON_NOTHING;
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return pythonNumber(value);
  if (typeof value === 'string') return pythonString(value);
  // Python's int has no size limit and no suffix.
  if (typeof value === 'bigint') return String(value);
  return String(value);
}

/**
 * JavaScript and Python both print the shortest digits that read back as the
 * same float, so only the words and the exponent differ (Python pads it to
 * two digits: 1e-07). Whether Python had 2 or 2.0 is lost in JSON; 2 is shown.
 */
export function pythonNumber(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (value === Infinity) return 'inf';
  if (value === -Infinity) return '-inf';
  // Only a float can be negative zero in Python.
  if (Object.is(value, -0)) return '-0.0';
  return String(value).replace(/e([+-])(\d)$/, 'e$10$2');
}

const NAMED_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
// Python's str.isprintable(): every "Other" (Cc, Cf, Cs, Co, Cn) and "Separator" character but the space is escaped.
const NOT_PRINTABLE = /^[\p{C}\p{Z}]$/u;

/**
 * repr() of a str: single quotes, unless the text holds a single quote and no
 * double quote; backslash escapes for the quote, the backslash, \n \r \t and
 * anything not printable (\xhh, \uhhhh, \Uhhhhhhhh, as short as fits).
 */
export function pythonString(text: string, quote = pythonQuote(text)): string {
  let body = '';
  // By code point, as Python sees a str (a lone surrogate comes through on its own and is escaped).
  for (const char of text) body += escapeChar(char, quote);
  return `${quote}${body}${quote}`;
}

/** The quote repr() picks: single, unless the text holds a single quote and no double quote. */
export function pythonQuote(text: string): string {
  return text.includes("'") && !text.includes('"') ? '"' : "'";
}

function escapeChar(char: string, quote: string): string {
  if (char === quote) return `\\${quote}`;
  const named = NAMED_ESCAPES[char];
  if (named !== undefined) return named;
  if (char === ' ' || !NOT_PRINTABLE.test(char)) return char;
  const code = char.codePointAt(0)!;
  if (code <= 0xff) return `\\x${hex(code, 2)}`;
  if (code <= 0xffff) return `\\u${hex(code, 4)}`;
  return `\\U${hex(code, 8)}`;
}

const hex = (code: number, width: number) => code.toString(16).padStart(width, '0');
