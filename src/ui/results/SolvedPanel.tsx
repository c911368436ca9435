import type { ExerciseEntry } from '../../exercise/catalog';
import { exerciseLink, HOME_LINK } from '../route';

interface Props {
  /** The next exercise of the track; absent at its end. */
  next?: ExerciseEntry;
  /** Opens the reference solution beside the learner's code; absent when the exercise does not offer it now. */
  onCompare?: () => void;
}

/** The solved state: every check passed, and what to do now (go on, or compare with the reference solution). */
export function SolvedPanel({ next, onCompare }: Props) {
  return (
    <section className="solved" aria-labelledby="solved-heading">
      {/* Heading and sentence share a line where they fit: the results area is short, the steps come next. */}
      <div className="solved-title">
        <h3 id="solved-heading">
          <span aria-hidden="true">✓ </span>Solved
        </h3>
        <p>{next ? 'Every check passed.' : 'Every check passed, and that was the last exercise of the track.'}</p>
      </div>
      <div className="solved-actions">
        {next ? (
          <a className="solved-next" href={exerciseLink(next.slug)}>
            Next: {next.title}
            <span aria-hidden="true"> →</span>
          </a>
        ) : (
          <a className="solved-next" href={HOME_LINK}>
            Back to all exercises
          </a>
        )}
        {onCompare && (
          <button type="button" onClick={onCompare}>
            Compare with the reference solution
          </button>
        )}
      </div>
    </section>
  );
}
