import type { LanguageId } from '../core/language';

/**
 * A lesson is written once, with the parts that differ by language marked:
 *
 *     <!-- typescript -->
 *     `parseToolCalls(text, registry)` returns `[calls, errors]`.
 *     <!-- python -->
 *     `parse_tool_calls(text, registry)` returns `(calls, errors)`.
 *     <!-- end -->
 *
 * A marker line starts a section for that language (`typescript`, `python`)
 * or ends it (`end`); text outside sections is for both. HTML comments are
 * invisible in any markdown preview, so an instructor reads the file as it is.
 * The markers must stand alone on their line.
 */
const MARKER = /^<!--\s*(typescript|python|end)\s*-->\s*$/;

export function lessonFor(markdown: string, language: LanguageId): string {
  let current: LanguageId | undefined;
  const kept: string[] = [];
  for (const line of markdown.split('\n')) {
    const marker = MARKER.exec(line);
    if (marker) {
      current = marker[1] === 'end' ? undefined : (marker[1] as LanguageId);
      continue;
    }
    if (current === undefined || current === language) kept.push(line);
  }
  return kept.join('\n');
}

/** `parseToolCalls` → `parse_tool_calls`: the default Python name of an entry function. */
export function snakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}
