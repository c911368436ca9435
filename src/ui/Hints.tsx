/**
 * Hints, revealed one at a time, from gentle to specific. Revealed ones stay
 * (the count is saved), so a learner never has to ask twice. `id` makes the
 * region a target the page can move focus to (a step's "Hints in the lesson").
 */
export function Hints({
  hints,
  revealed,
  onReveal,
  label,
  id,
}: {
  hints: string[];
  revealed: number;
  onReveal: () => void;
  label: string;
  id?: string;
}) {
  if (hints.length === 0) return null;
  const shown = hints.slice(0, revealed);
  const left = hints.length - shown.length;
  return (
    <section className="hints" aria-label={label} id={id} tabIndex={id ? -1 : undefined}>
      {shown.map((html, index) => (
        <div key={index} className="hint">
          <span className="hint-label">
            Hint {index + 1} of {hints.length}
          </span>
          <div className="lesson-body" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      ))}
      {left > 0 && (
        <button type="button" onClick={onReveal}>
          {shown.length === 0 ? `Show a hint (${hints.length} in all)` : `Show the next hint (${left} left)`}
        </button>
      )}
    </section>
  );
}
