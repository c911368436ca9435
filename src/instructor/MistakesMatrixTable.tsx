import type { Exercise } from '../exercise/types';
import { matrixSoFar, type CatchesState } from './computeCatches';

/** Mistakes (rows) by steps (columns): how many of the step's cases catch the mistake, and where "Start with" sends its learner. */
export function MistakesMatrixTable({ exercise, state }: { exercise: Exercise; state: CatchesState }) {
  const matrix = matrixSoFar(exercise, state);
  const hasGenerated = exercise.hasGenerator;
  return (
    <>
      <div className="table-scroll">
        <table className="matrix">
          <caption>Which cases catch which known mistake (a number counts the step’s cases that fail on it)</caption>
          <thead>
            <tr>
              <th scope="col">Mistake</th>
              {matrix.steps.map((step) => (
                <th scope="col" key={step.id} title={step.title}>
                  {step.id}
                </th>
              ))}
              {hasGenerated && <th scope="col">generated</th>}
              <th scope="col">Start with</th>
            </tr>
          </thead>
          <tbody>
            {matrix.rows.map((row) => (
              <tr key={row.mistake} className={row.total === 0 && !row.caughtByGenerated ? 'uncaught' : undefined}>
                <th scope="row">{row.mistake}</th>
                {row.byStep.map((ids, i) => (
                  <td key={i} title={ids.join(', ')}>
                    {ids.length || <span aria-label="none">·</span>}
                  </td>
                ))}
                {hasGenerated && <td>{row.caughtByGenerated ? 'caught' : <span aria-label="not caught">·</span>}</td>}
                <td>{row.sentTo ?? <span aria-label="no step">·</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {matrix.caughtOnce.length > 0 && (
        <>
          <h4>Caught by one case only</h4>
          <ul>
            {matrix.caughtOnce.map((once) => (
              <li key={once.mistake}>
                <code>{once.mistake}</code>: <code>{once.caseId}</code>
                {once.alsoGenerated && ' (and the generated cases)'}
              </li>
            ))}
          </ul>
        </>
      )}
      {matrix.catchNothing === undefined ? (
        <p>
          Cases that catch no known mistake:{' '}
          {state.finished ? 'not known, as some mistakes cannot run on this page.' : 'known once every mistake has run (still running).'}
        </p>
      ) : (
        matrix.catchNothing.length > 0 && (
          <p>
            Cases that catch no known mistake:{' '}
            {matrix.catchNothing.map((id, i) => (
              <span key={id}>
                {i > 0 && ', '}
                <code>{id}</code>
              </span>
            ))}
          </p>
        )
      )}
    </>
  );
}
