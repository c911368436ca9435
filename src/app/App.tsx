import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { problems as allProblems } from 'virtual:exercises';
import { pageSource } from './pageSource';
import type { Exercise } from '../exercise/types';
import type { ExerciseEntry, ExerciseSource } from '../exercise/catalog';
import { sourceFromList } from '../exercise/catalog';
import { offeredLanguage } from '../exercise/forLanguage';
import type { Problem } from '../exercise/problems';
import { formatProblem } from '../exercise/problems';
import { canonicalLink, MAX_SHARED_CODE_LENGTH, type Route } from '../ui/route';
import { ExercisePage } from './ExercisePage';
import { HomeView } from './HomeView';
import { NotFoundView } from './NotFoundView';
import { ExerciseLoading } from './ExerciseLoading';
import { useLoadedExercise } from './useLoadedExercise';
import { currentRoute, replaceAddress, subscribeToLocation, useInAppLinks } from './location';
import { TopBar } from './TopBar';
import { usePageStart } from './usePageStart';

// Its own chunk: learners never download the instructor view (or the known mistakes).
const InstructorView = lazy(() => import('../instructor/InstructorView'));
// The dev server's warning of a case the reference fails; a build leaves it out (import.meta.env.DEV is false there).
const DevReferenceWarning = import.meta.env.DEV ? lazy(() => import('./DevReferenceWarning')) : undefined;
import type { AppDeps } from './deps';

/** The shared code a link carries, tagged with the link so a new link opens afresh. */
function sharedFrom(route: Route, exercise: ExerciseEntry | undefined) {
  if (route.sharedCode === undefined || !exercise) return undefined;
  // A link in a language the exercise does not offer is read in its first language (the code shows; a Run says what is wrong).
  const language = offeredLanguage(exercise.languages, route.lang);
  const code = route.sharedCodeTooLarge ? { tooLargeOver: MAX_SHARED_CODE_LENGTH } : route.sharedCode;
  return { slug: exercise.slug, code, language, hash: window.location.href };
}

interface Props {
  deps: AppDeps;
  /** Where the exercises come from: the page's own chunks unless given. */
  source?: ExerciseSource;
  /** Exercises at hand (tests): shorthand for a source that has them all loaded. */
  exercises?: Exercise[];
  problems?: Problem[];
}

/**
 * Routes `<slug>/` (an exercise's page, see route.ts) to the exercise, and the site's root to the track's
 * home view; an old link (`#/<slug>`, `#/<slug>?code=...`) opens the same, and the address moves to the page's own.
 */
export function App({ deps, source: givenSource, exercises: givenExercises, problems = allProblems }: Props) {
  const source = useMemo(
    () => givenSource ?? (givenExercises ? sourceFromList(givenExercises) : pageSource),
    [givenSource, givenExercises],
  );
  const exercises = source.catalog;
  const href = useSyncExternalStore(subscribeToLocation, () => window.location.href);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the route is the address's
  const route = useMemo(() => currentRoute(), [href]);
  const entry = exercises.find((e) => e.slug === route.slug);
  const index = entry ? exercises.indexOf(entry) : -1;
  const { exercise, ...loading } = useLoadedExercise(source, entry?.slug);
  useInAppLinks();
  const { linkCode, linkLanguage, linkHash } = useLinkCode(route, entry);
  const learnerPage = route.view !== 'instructor';
  const around = entry && {
    entry,
    previous: exercises[index - 1],
    next: exercises[index + 1],
    position: index + 1,
    total: exercises.length,
  };

  const pageStart = usePageStart(route.slug ?? '');

  return (
    <div className="app">
      {/* Named for a screen reader, which reads it when a move inside the app puts focus here (usePageStart.ts). */}
      <span ref={pageStart} tabIndex={-1} className="page-start visually-hidden">
        {entry ? entry.title : 'All exercises'}
      </span>
      <TopBar exercise={around} learnerPage={learnerPage} />
      {problems.length > 0 && (
        <div className="exercise-problems" role="alert">
          <h2>Some exercise files are broken</h2>
          <pre>{problems.map(formatProblem).join('\n')}</pre>
        </div>
      )}
      {DevReferenceWarning && deps.checkReferenceOnPage && exercise && learnerPage && (
        <Suspense fallback={null}>
          <DevReferenceWarning exercise={exercise} deps={deps} />
        </Suspense>
      )}
      {exercise && !learnerPage ? (
        <Suspense fallback={<p className="loading">Loading the instructor view…</p>}>
          <InstructorView key={exercise.slug} exercise={exercise} deps={deps.runner} pythonDeps={deps.python?.runner} />
        </Suspense>
      ) : exercise ? (
        <ExercisePage
          key={`${exercise.slug} ${linkHash ?? ''}`}
          exercise={exercise}
          deps={deps}
          linkCode={linkCode}
          linkLanguage={linkLanguage}
          next={exercises[index + 1]}
          track={exercises}
        />
      ) : entry ? (
        <ExerciseLoading title={entry.title} failure={loading.failure} onRetry={loading.retry} />
      ) : !route.slug ? (
        <HomeView exercises={exercises} deps={deps} loadExercises={() => Promise.all(exercises.map((e) => source.load(e.slug)))} />
      ) : (
        <NotFoundView slug={route.slug} exercises={exercises} />
      )}
    </div>
  );
}

/** The code (and language) a shared link carries, for the exercise it names. */
function useLinkCode(route: ReturnType<typeof currentRoute>, exercise: ExerciseEntry | undefined) {
  // A shared link is read once: the code moves into the editor (and storage),
  // and the address goes to the exercise's own page so a reload does not
  // apply it again over the learner's later edits. The code is held in state
  // so a second render (React's StrictMode) still sees it after the address is clean.
  const [shared, setShared] = useState(() => sharedFrom(route, exercise));
  const incoming = sharedFrom(route, exercise);
  if (incoming && incoming.hash !== shared?.hash) setShared(incoming);
  // Leaving the exercise consumes the link: coming back shows the saved code, not the link's again.
  if (shared && !incoming && exercise?.slug !== shared.slug) setShared(undefined);
  // An old link (`#/<slug>...`) or an address that is not the page's own moves to it, the link's code kept above.
  // A link's code waits for its exercise's entry, so that the code is read before the address loses it.
  const moveTo = route.legacy && (route.sharedCode === undefined || exercise) ? canonicalLink(route) : undefined;
  useEffect(() => {
    if (moveTo !== undefined) replaceAddress(moveTo);
  }, [moveTo]);
  // The page is keyed by the link too, so a second link to the same exercise opens afresh.
  const linkHash = shared?.hash;
  if (!shared || !exercise || shared.slug !== exercise.slug) return { linkCode: undefined, linkLanguage: undefined, linkHash };
  return { linkCode: shared.code, linkLanguage: shared.language, linkHash };
}
