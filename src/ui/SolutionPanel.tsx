import { useState } from 'react';

interface Props {
  solutionHtml: string;
  /** The solution is offered only after the learner has run their own code once. */
  available: boolean;
}

/**
 * The reference solution, for a learner who chooses to see it: after a first
 * Run, behind a confirmation, and shown beside their code, never in place of it.
 */
export function SolutionPanel({ solutionHtml, available }: Props) {
  const [stage, setStage] = useState<'closed' | 'confirming' | 'open'>('closed');
  if (!available) {
    return <p className="solution-later">The reference solution can be shown after your first Run.</p>;
  }
  if (stage === 'closed') {
    return (
      <button type="button" className="solution-button" onClick={() => setStage('confirming')}>
        Show the reference solution
      </button>
    );
  }
  if (stage === 'confirming') {
    return (
      <div className="confirm" role="group" aria-label="Confirm showing the solution">
        <span>Show the reference solution? Your own code stays as it is.</span>
        <button type="button" onClick={() => setStage('open')}>
          Show it
        </button>
        <button type="button" onClick={() => setStage('closed')} autoFocus>
          Not yet
        </button>
      </div>
    );
  }
  return (
    <section className="solution-panel" aria-label="Reference solution">
      <div className="solution-header">
        <h2>Reference solution</h2>
        <button type="button" onClick={() => setStage('closed')}>
          Hide
        </button>
      </div>
      <div className="lesson-body" dangerouslySetInnerHTML={{ __html: solutionHtml }} />
    </section>
  );
}
