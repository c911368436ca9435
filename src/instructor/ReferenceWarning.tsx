import { caseMessage } from '../grading/messages';
import type { CatchesState } from './computeCatches';

/** A case the reference fails has a wrong expected value (or the reference is wrong): the first thing to fix, so at the top. */
export function ReferenceWarning({ reference }: { reference: CatchesState['reference'] }) {
  const wrongCases = reference.status === 'done' ? reference.wrongCases : [];
  if (wrongCases.length === 0 && reference.status !== 'problem') return null;
  return (
    <div className="exercise-problems" role="alert" aria-labelledby="wrong-cases-heading">
      <h2 id="wrong-cases-heading">The reference solution fails {wrongCases.length === 1 ? 'a case' : 'cases'}</h2>
      {reference.status === 'problem' ? (
        <p>It does not run: {reference.message}</p>
      ) : (
        <>
          <p>Fix each expected value in cases.yaml (or the solution). Until then these cases count for nothing in the matrix below.</p>
          <ul>
            {wrongCases.map((c) => (
              <li key={c.id}>
                <code>{c.id}</code>: {c.status === 'fail' ? 'fails' : c.status}
                {caseMessage(c) ? `: ${caseMessage(c)}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
