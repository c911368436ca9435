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
 * The results, with the live model panel below them on the exercises that opt in (exercise.yaml `live`),
 * and only in TypeScript (the live run's runner).
 */
export function ResultsAndLiveModel({ exercise, language, deps, currentCode, children }: Props) {
  const live = useMemo(
    () => (exercise.live && language === 'typescript' ? { ...exercise, live: exercise.live } : undefined),
    [exercise, language],
  );
  if (!live) return children;
  return (
    <div className="work-bottom">
      {children}
      <Suspense fallback={null}>
        <LiveModel exercise={live} deps={deps} currentCode={currentCode} />
      </Suspense>
    </div>
  );
}
