import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import type { Exercise } from '../exercise/types';
import type { LanguageId } from '../core/language';
import type { AppDeps } from './deps';

// The live model panel is a chunk of its own: below the results, used by few, it need not delay the lesson.
const LiveModel = lazy(() => import('./LiveModel').then((module) => ({ default: module.LiveModel })));

interface Props {
  exercise: Exercise;
  language: LanguageId;
  deps: AppDeps;
  /** The editor's code as it is now (saved first), for a live run. */
  currentCode: () => string;
  /** The results. */
  children: ReactNode;
}

/**
 * The results (and what ExerciseResults puts below them), with the live model panel below them on the exercises that opt in (exercise.yaml `live`),
 * and only in TypeScript (the live run's runner).
 */
export function ResultsAndLiveModel({ exercise, language, deps, currentCode, children }: Props) {
  const live = useMemo(
    () => (exercise.live && language === 'typescript' ? { ...exercise, live: exercise.live } : undefined),
    [exercise, language],
  );
  // One scrolling pane either way: the results and "Try your own input" below them (and the live model).
  if (!live) return <div className="work-bottom">{children}</div>;
  return (
    <div className="work-bottom">
      {children}
      <Suspense fallback={null}>
        <LiveModel exercise={live} deps={deps} currentCode={currentCode} />
      </Suspense>
    </div>
  );
}
