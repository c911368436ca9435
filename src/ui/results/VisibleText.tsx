import { useMemo, useState } from 'react';
import { visiblePieces } from '../../grading/visibleText';

/** How much of a text learner code produced is drawn at first: drawing is then bounded, whatever it printed or returned. */
export const TEXT_SHOWN = 2_000;

/**
 * Text that learner code produced, as text (never HTML): acting characters (colour codes, NUL,
 * a right-to-left override) shown as marked escapes, and a long text cut, with a button that
 * shows more of it, a bounded step at a time.
 */
export function VisibleText({ text, shown: initial = TEXT_SHOWN }: { text: string; shown?: number }) {
  const [shown, setShown] = useState(initial);
  const cut = text.length > shown;
  const pieces = useMemo(() => visiblePieces(cut ? text.slice(0, shown) : text), [text, shown, cut]);
  return (
    <>
      {pieces.map((piece, index) =>
        piece.kind === 'text' ? (
          piece.text
        ) : (
          <span key={index} className="escape" title={`U+${piece.code.toString(16).toUpperCase().padStart(4, '0')}, shown as its escape`}>
            {piece.text}
          </span>
        ),
      )}
      {cut && (
        <>
          {'… '}
          <button type="button" className="link-button show-more" onClick={() => setShown((n) => n * 4)}>
            Show more ({(text.length - shown).toLocaleString('en')} more characters)
          </button>
        </>
      )}
    </>
  );
}
