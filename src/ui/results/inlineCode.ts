/** One piece of a title: plain words, or a `code` span's text without its backticks. */
export interface TitlePiece {
  code: boolean;
  text: string;
}

/**
 * A title written by an instructor, cut at its backticks as Markdown cuts inline code: each pair
 * of backticks encloses code. A backtick with no partner stays as it is, in the words around it.
 * Only backticks mean anything here: no other Markdown, and never HTML.
 */
export function titlePieces(title: string): TitlePiece[] {
  const pieces: TitlePiece[] = [];
  const span = /`([^`]+)`/g;
  let from = 0;
  for (let match = span.exec(title); match; match = span.exec(title)) {
    if (match.index > from) pieces.push({ code: false, text: title.slice(from, match.index) });
    pieces.push({ code: true, text: match[1]! });
    from = match.index + match[0].length;
  }
  if (from < title.length) pieces.push({ code: false, text: title.slice(from) });
  return pieces;
}

/** A title as words alone, its backticks gone: for an accessible name, which cannot hold a `code` element. */
export function plainTitle(title: string): string {
  return titlePieces(title)
    .map((piece) => piece.text)
    .join('');
}
