/** Text to put into source code before the character at `offset`. */
export interface Insertion {
  offset: number;
  text: string;
}

/**
 * Puts every insertion into `code` at once. Insertions at one offset keep the
 * order they were given in (the instrumenter relies on it: a step, then the
 * brace that closes the block around it).
 */
export function insertAll(code: string, insertions: Insertion[]): string {
  const sorted = insertions.map((insertion, order) => ({ ...insertion, order }));
  sorted.sort((a, b) => a.offset - b.offset || a.order - b.order);
  const parts: string[] = [];
  let from = 0;
  for (const { offset, text } of sorted) {
    parts.push(code.slice(from, offset), text);
    from = offset;
  }
  parts.push(code.slice(from));
  return parts.join('');
}
