import type { ExerciseEntry } from '../exercise/catalog';
import { exerciseLink, HOME_LINK } from '../ui/route';

/** Where this exercise sits in the track, with the way to the one before and after. */
export function TrackNav({
  previous,
  next,
  position,
  total,
}: {
  previous?: ExerciseEntry;
  next?: ExerciseEntry;
  position: number;
  total: number;
}) {
  return (
    <nav className="track-nav" aria-label="Track">
      <a href={HOME_LINK}>All exercises</a>
      <span className="track-position">
        {position} of {total}
      </span>
      {previous && (
        <a href={exerciseLink(previous.slug)} rel="prev" title={previous.title}>
          <span aria-hidden="true">← </span>Previous<span className="visually-hidden">: {previous.title}</span>
        </a>
      )}
      {next && (
        <a href={exerciseLink(next.slug)} rel="next" title={next.title}>
          Next<span className="visually-hidden">: {next.title}</span>
          <span aria-hidden="true"> →</span>
        </a>
      )}
    </nav>
  );
}
