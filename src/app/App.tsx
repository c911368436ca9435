import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { exercises as allExercises, problems as allProblems } from 'virtual:exercises';
import type { Exercise } from '../exercise/types';
import type { Problem } from '../exercise/problems';
import { formatProblem } from '../exercise/problems';
import { parseRoute, exerciseHash } from '../ui/route';
import { ExercisePage } from './ExercisePage';
import { jumpTo } from './jumpTo';
import { HomeView } from './HomeView';
import { TrackNav } from './TrackNav';

// Its own chunk: learners never download the instructor view (or the known mistakes).
const InstructorView = lazy(() => import('../instructor/InstructorView'));
import type { AppDeps } from './deps';

function subscribeToHash(callback: () => void) {
  window.addEventListener('hashchange', callback);
  return () => window.removeEventListener('hashchange', callback);
}

/** The shared code a link carries, tagged with the link so a new link opens afresh. */
function sharedFrom(route: ReturnType<typeof parseRoute>, exercise: Exercise | undefined) {
  if (route.sharedCode === undefined || !exercise) return undefined;
  // A Python link to an exercise without Python is read as TypeScript (the code shows; a Run says what is wrong).
  const language = route.lang === 'python' && exercise.python ? ('python' as const) : ('typescript' as const);
  return { slug: exercise.slug, code: route.sharedCode, language, hash: window.location.hash };
}

interface Props {
  deps: AppDeps;
  exercises?: Exercise[];
  problems?: Problem[];
}

/** Routes `#/<slug>` (and `#/<slug>?code=...`) to an exercise, and `#/` (or no hash) to the track's home view. */
export function App({ deps, exercises = allExercises, problems = allProblems }: Props) {
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash);
  const route = parseRoute(hash);
  const exercise = route.slug ? exercises.find((e) => e.slug === route.slug) : undefined;
  const index = exercise ? exercises.indexOf(exercise) : -1;

  const { linkCode, linkLanguage, linkHash } = useLinkCode(route, exercise);

  return (
    <div className="app">
      {exercise && route.view !== 'instructor' && (
        <a
          className="skip-link"
          href={hash || '#/'}
          onClick={(event) => {
            event.preventDefault();
            jumpTo('editor');
          }}
        >
          Skip to the editor
        </a>
      )}
      <header className="topbar">
        <a className="brand" href="#/">
          Tool-calling playground
        </a>
        {exercise && <h1 className="exercise-title">{exercise.title}</h1>}
        {exercise && <TrackNav previous={exercises[index - 1]} next={exercises[index + 1]} position={index + 1} total={exercises.length} />}
        {exercise && route.view !== 'instructor' && (
          <nav className="section-nav" aria-label="Sections">
            <button type="button" onClick={() => jumpTo('lesson')}>
              Lesson
            </button>
            <button type="button" onClick={() => jumpTo('editor')}>
              Code
            </button>
            <button type="button" onClick={() => jumpTo('results')}>
              Results
            </button>
          </nav>
        )}
      </header>
      {problems.length > 0 && (
        <div className="exercise-problems" role="alert">
          <h2>Some exercise files are broken</h2>
          <pre>{problems.map(formatProblem).join('\n')}</pre>
        </div>
      )}
      {exercise && route.view === 'instructor' ? (
        <Suspense fallback={<p className="loading">Loading the instructor view…</p>}>
          <InstructorView exercise={exercise} deps={deps.runner} />
        </Suspense>
      ) : exercise ? (
        <ExercisePage
          key={`${exercise.slug} ${linkHash ?? ''}`}
          exercise={exercise}
          deps={deps}
          linkCode={linkCode}
          linkLanguage={linkLanguage}
        />
      ) : !route.slug ? (
        <HomeView exercises={exercises} deps={deps} />
      ) : (
        <main className="not-found">
          <h1>No exercise named “{route.slug}”</h1>
          <p>These exercises exist:</p>
          <ul>
            {exercises.map((e) => (
              <li key={e.slug}>
                <a href={exerciseHash(e.slug)}>{e.title}</a>
              </li>
            ))}
          </ul>
        </main>
      )}
    </div>
  );
}

/** The code (and language) a shared link carries, for the exercise it names. */
function useLinkCode(route: ReturnType<typeof parseRoute>, exercise: Exercise | undefined) {
  // A shared link is read once: the code moves into the editor (and storage),
  // and the address goes back to the plain exercise link so a reload does not
  // apply it again over the learner's later edits. The code is held in state
  // so a second render (React's StrictMode) still sees it after the address is clean.
  const [shared, setShared] = useState(() => sharedFrom(route, exercise));
  const incoming = sharedFrom(route, exercise);
  if (incoming && incoming.hash !== shared?.hash) setShared(incoming);
  // Leaving the exercise consumes the link: coming back shows the saved code, not the link's again.
  if (shared && !incoming && exercise?.slug !== shared.slug) setShared(undefined);
  useEffect(() => {
    if (route.sharedCode !== undefined && exercise) history.replaceState(history.state, '', exerciseHash(exercise.slug));
  }, [route.sharedCode, exercise]);
  // The page is keyed by the link too, so a second link to the same exercise opens afresh.
  const linkHash = shared?.hash;
  if (!shared || !exercise || shared.slug !== exercise.slug) return { linkCode: undefined, linkLanguage: undefined, linkHash };
  return { linkCode: shared.code, linkLanguage: shared.language, linkHash };
}
