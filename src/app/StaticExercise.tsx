import { useMemo } from 'react';
import type { ExerciseSource } from '../exercise/catalog';
import { forLanguage } from '../exercise/forLanguage';
import { offeredLanguages, withOfferedHints } from '../exercise/offered';
import { initialRunState } from '../grading/runState';
import { LessonPanel } from '../ui/lesson/LessonPanel';
import { useLessonParts } from '../ui/lesson/useLessonParts';
import { TopBar } from './TopBar';

const nothing = () => undefined;

/**
 * An exercise's page as the build renders it into its HTML (see plugins/prerender.ts), and as the app
 * first renders it over that HTML (hydration, see Page.tsx): the bar and the lesson as a learner sees them
 * before any Run, hint or stored setting, beside the place where the editor and the results will be.
 * It reads nothing the browser keeps, so the build and the page render the same.
 */
export function StaticExercise({ source, slug }: { source: ExerciseSource; slug: string }) {
  const exercises = source.catalog;
  const index = exercises.findIndex((entry) => entry.slug === slug);
  const loaded = source.peek(slug);
  const exercise = useMemo(() => loaded && forLanguage(withOfferedHints(loaded), offeredLanguages(loaded)[0]!), [loaded]);
  const run = useMemo(() => exercise && initialRunState(exercise), [exercise]);
  const view = useLessonParts(run ?? { phase: 'idle', cases: [], steps: [] }, exercise?.steps[0]?.id);
  const entry = exercises[index];
  if (!entry || !exercise || !run) return <div className="app" />;
  const around = { entry, previous: exercises[index - 1], next: exercises[index + 1], position: index + 1, total: exercises.length };
  return (
    <div className="app">
      <TopBar exercise={around} learnerPage />
      <main className="workspace">
        <LessonPanel
          parts={exercise.lessonParts}
          steps={run.steps}
          ran={false}
          hints={exercise.hints}
          revealedHints={0}
          onRevealHint={nothing}
          stepHints={{ revealed: {}, onReveal: nothing }}
          view={view}
        />
        <div className="work" aria-busy="true">
          <p className="loading">Loading the editor…</p>
        </div>
      </main>
    </div>
  );
}
