import type { ExerciseEntry } from '../exercise/catalog';
import { course } from 'virtual:course';
import { exerciseLink, HOME_LINK } from '../ui/route';
import { jumpTo, jumpToCode } from './jumpTo';
import { TrackNav } from './TrackNav';

interface Props {
  /** The exercise shown, with the track around it; absent on the home page. */
  exercise?: { entry: ExerciseEntry; previous?: ExerciseEntry; next?: ExerciseEntry; position: number; total: number };
  /** The learner's page of the exercise (not the instructor view): the skip link and the section buttons. */
  learnerPage: boolean;
}

/** The skip link and the bar above every page: the site's name, the exercise's title, the track and the sections. */
export function TopBar({ exercise, learnerPage }: Props) {
  return (
    <>
      {exercise && learnerPage && (
        <a
          className="skip-link"
          href={exerciseLink(exercise.entry.slug)}
          onClick={(event) => {
            event.preventDefault();
            jumpToCode();
          }}
        >
          Skip to the code
        </a>
      )}
      <header className="topbar">
        <a className="brand" href={HOME_LINK}>
          {course.title}
        </a>
        {exercise && <h1 className="exercise-title">{exercise.entry.title}</h1>}
        {exercise && <TrackNav previous={exercise.previous} next={exercise.next} position={exercise.position} total={exercise.total} />}
        {exercise && learnerPage && (
          <nav className="section-nav" aria-label="Sections">
            <button type="button" onClick={() => jumpTo('lesson')}>
              Lesson
            </button>
            <button type="button" onClick={jumpToCode}>
              Code
            </button>
            <button type="button" onClick={() => jumpTo('results')}>
              Results
            </button>
          </nav>
        )}
      </header>
    </>
  );
}
