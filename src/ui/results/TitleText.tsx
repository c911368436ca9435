import { titlePieces } from './inlineCode';

/** A case's or a step's title, its `code` spans drawn as code: real elements from text, never HTML. */
export function TitleText({ text }: { text: string }) {
  return <>{titlePieces(text).map((piece, index) => (piece.code ? <code key={index}>{piece.text}</code> : piece.text))}</>;
}
