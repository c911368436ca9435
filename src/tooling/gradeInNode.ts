import type { LanguageId } from '../core/language';
import type { Exercise } from '../exercise/types';
import type { RunState } from '../grading/runState';
import { runExercise, type PipelineDeps } from '../pipeline/runExercise';
import { nodeDeps } from './nodeDeps';

export interface GradeOptions {
  /** The language of `source`; the exercise's first language when absent (TypeScript, or Python for a Python-only exercise). */
  language?: LanguageId;
  /** Also run the generated cases (when the exercise has them in this language), with this seed or a random one. */
  generated?: { seed?: number; path?: string };
  /** Run every case even when cases keep timing out (the content check's matrix must be exact); a learner's Run stops early. */
  everyCase?: boolean;
  /** Keep a TypeScript worker started ahead (see nodeDeps): for one Run a person waits for, `npm run grade`. */
  spareWorker?: boolean;
  /**
   * The workers to run on, for a tool that grades many files in a row (batch grading keeps one set of pools per
   * submission file): the same compile, driver and limits as nodeDeps, with workers reused between runs.
   */
  deps?: PipelineDeps;
}

/**
 * Grades a source text against an exercise in Node, through the same Run
 * pipeline as the page (runExercise.ts), with Node's compile and worker
 * threads. Used by `npm run grade`, `npm run exercises:check` and the
 * content-integrity test.
 */
export function gradeInNode(exercise: Exercise, source: string, exercisesRoot: string, options: GradeOptions = {}): Promise<RunState> {
  const language = options.language ?? exercise.languages[0]!;
  return runExercise(
    exercise,
    source,
    { language, ...options.generated, skipGenerated: !options.generated, ...(options.everyCase ? { everyCase: true } : {}) },
    options.deps ?? nodeDeps(exercisesRoot, language, options.spareWorker ? { spareWorker: true } : {}),
  ).done;
}
