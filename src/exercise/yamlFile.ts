import { LineCounter, parseDocument, isNode, type Document, type YAMLError } from 'yaml';
import type { z } from 'zod';
import type { Problem } from './problems.ts';

/**
 * Parses one YAML file against a schema and maps every failure back to a
 * line, so an instructor is sent to the exact spot they mistyped.
 */
export function parseYamlFile<T>(
  file: string,
  text: string,
  schema: z.ZodType<T>,
): { value: T; lineOf: (path: (string | number)[]) => number | undefined } | { problems: Problem[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      problems: doc.errors.map((error) => ({
        file,
        line: lineCounter.linePos(mistakeAt(error, text)).line,
        message: `this is not valid YAML: ${firstLine(error.message)}`,
      })),
    };
  }
  const lineOf = (path: (string | number)[]) => lineOfPath(doc, lineCounter, path);
  const result = schema.safeParse(doc.toJS());
  if (!result.success) {
    return {
      problems: result.error.issues.map((issue) => {
        const path = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
        // A misspelt key: point at the key itself, not at the object holding it.
        if (issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined) path.push(issue.keys[0]);
        return { file, line: lineOf(path), field: formatPath(path), message: issue.message };
      }),
    };
  }
  return { value: result.data, lineOf };
}

/**
 * Where the mistake is, as an offset. The parser reports a missing `]`, `}` or closing quote
 * where it gave up looking: past the end of the line at fault (often on the next key), or at
 * the end of the file. Point instead at the end of the last thing written before that
 * (a missing `]`), or at the quote left open; every other error is already at its place.
 */
function mistakeAt(error: YAMLError, text: string): number {
  const at = error.pos[0];
  const quote = error.code === 'MISSING_CHAR' ? /^Missing closing (["'])quote/.exec(error.message)?.[1] : undefined;
  if (quote) {
    let opened = text.lastIndexOf(quote, at - 1);
    // A \" inside a double-quoted string is text, not its opening quote.
    while (quote === '"' && opened > 0 && text[opened - 1] === '\\') opened = text.lastIndexOf(quote, opened - 2);
    return opened >= 0 ? opened : at;
  }
  if (!/must (be sufficiently indented and )?end with a [\]}]/.test(error.message)) return at;
  let end = at;
  while (end > 0 && /\s/.test(text[end - 1]!)) end--;
  return end > 0 ? end - 1 : at;
}

/** The line of the deepest node that exists along `path` (a missing key points at its parent). */
function lineOfPath(doc: Document, counter: LineCounter, path: (string | number)[]): number | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) return counter.linePos(node.range[0]).line;
  }
  return undefined;
}

export function formatPath(path: (string | number)[]): string | undefined {
  if (path.length === 0) return undefined;
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`)).join('');
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}
