import { useState } from 'react';
import type { ReferenceOffer } from '../exercise/referenceOffer';

/**
 * The way to the reference solution: offered when the exercise's setting says (by default after a first
 * Run), and behind a confirmation; until then one quiet line says when, and nothing at all when it never
 * is. What it opens is `SolutionCode`, shown beside the learner's code, never in place of it.
 */
export function SolutionControls({ offer, open, onOpen }: { offer: ReferenceOffer; open: boolean; onOpen: () => void }) {
  const [confirming, setConfirming] = useState(false);
  if (!offer.offered) return offer.when ? <p className="solution-later">{offer.when}</p> : null;
  if (open) return null;
  if (!confirming) {
    return (
      <button type="button" className="solution-button" onClick={() => setConfirming(true)}>
        Show the reference solution
      </button>
    );
  }
  return (
    <div className="confirm" role="group" aria-label="Confirm showing the solution">
      <span>Show the reference solution? Your own code stays as it is.</span>
      <button
        type="button"
        onClick={() => {
          setConfirming(false);
          onOpen();
        }}
      >
        Show it
      </button>
      <button type="button" onClick={() => setConfirming(false)} autoFocus>
        Not yet
      </button>
    </div>
  );
}

export function SolutionCode({ html, onHide }: { html: string; onHide: () => void }) {
  return (
    // Focusable: "Compare with the reference solution" moves there.
    <section className="solution-panel" aria-label="Reference solution" id="reference-solution" tabIndex={-1}>
      <div className="solution-header">
        <h2>Reference solution</h2>
        <button type="button" onClick={onHide}>
          Hide
        </button>
      </div>
      <div className="lesson-body" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
