/**
 * Text that learner code produced (what it printed, returned or threw), made safe to show as it
 * is: characters that act instead of showing become visible escapes. A terminal's colour codes
 * (ESC), NUL, a right-to-left override (U+202E, which reverses the rest of the line, and so can
 * make "fail" read as "liaf" or hide a part), zero-width and other invisible format characters
 * would otherwise mislead the learner about what their code produced. Newlines and tabs stay:
 * they are how printed text is laid out.
 */

/** One piece of a text: plain characters, or one character shown as its escape. */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'escape'; text: string; code: number };

// C0 controls but tab and newline, DEL and C1 controls, zero-width and bidi format characters,
// line and paragraph separators, word joiners and invisible operators, the byte-order mark.
const ACTING = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF\uFFF9-\uFFFB]/g;

/** `\x1b` for a character below U+0100, `\u202e` above: as JavaScript and Python both write them. */
export function escapeOf(code: number): string {
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** The text in pieces, each acting character on its own as its escape. Linear in the text's length. */
export function visiblePieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let from = 0;
  ACTING.lastIndex = 0;
  for (let match = ACTING.exec(text); match; match = ACTING.exec(text)) {
    if (match.index > from) pieces.push({ kind: 'text', text: text.slice(from, match.index) });
    const code = text.charCodeAt(match.index);
    pieces.push({ kind: 'escape', text: escapeOf(code), code });
    from = match.index + 1;
  }
  if (from < text.length) pieces.push({ kind: 'text', text: text.slice(from) });
  return pieces;
}

/** The text with each acting character written as its escape (for plain-text uses: copies, titles). */
export function visibleText(text: string): string {
  return text.replace(ACTING, (char) => escapeOf(char.charCodeAt(0)));
}
