import type { Exercise } from '../exercise/types';
import type { CatchesState } from './computeCatches';
import { MistakesMatrixTable } from './MistakesMatrixTable';

/**
 * Which cases catch each known mistake, TypeScript and Python, as the matrix fills in (useCatches runs them).
 * Says how far it has got; what needs every mistake (cases that catch none) waits until they have all run.
 */
export function KnownMistakes({ exercise, state }: { exercise: Exercise; state: CatchesState }) {
  const total = state.names.length;
  const done = Object.keys(state.catches).length + Object.keys(state.notRun).length;
  const python = state.names.filter((n) => n.endsWith('.py')).length;
  const count = `${total} mistake${total === 1 ? '' : 's'}${python > 0 ? ` (${total - python} TypeScript, ${python} Python)` : ''}`;
  return (
    <section aria-labelledby="matrix-heading">
      <h2 id="matrix-heading">Known mistakes</h2>
      <p role="status">
        {total === 0
          ? 'This exercise has no known mistakes yet (add files under mistakes/).'
          : state.reference.status === 'running'
            ? `Running the reference solution on every case, then ${count}…`
            : !state.finished
              ? `Running mistake ${done + 1} of ${total}… (${count})`
              : state.complete
                ? `All ${count} run.`
                : `${Object.keys(state.catches).length} of ${count} run; the others cannot run on this page.`}
      </p>
      {Object.entries(state.notRun).length > 0 && (
        <ul aria-label="Mistakes not run">
          {Object.entries(state.notRun).map(([name, why]) => (
            <li key={name}>
              <code>{name}</code> was not run: {why}.
            </li>
          ))}
        </ul>
      )}
      {done > 0 && <MistakesMatrixTable exercise={exercise} state={state} />}
    </section>
  );
}
