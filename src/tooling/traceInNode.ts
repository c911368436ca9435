import type { LanguageId } from '../core/language';
import type { Exercise } from '../exercise/types';
import { exerciseRequest } from '../runner/host/runRequest';
import { traceCall, type TracedCall } from '../runner/host/traceCase';
import { nodeDeps } from './nodeDeps';

/**
 * Traces one case of an exercise in Node: the same traced call as the page's "Trace this case", with Node's
 * compile and worker threads, for the tests of the tracer and the course's own files. A learner's file is
 * traced in the browser's sandbox (`npm run grade -- <slug> <file> --trace <case>`, browserGrading/).
 * Throws when the exercise has no case of that id.
 */
export function traceInNode(
  exercise: Exercise,
  source: string,
  caseId: string,
  exercisesRoot: string,
  language: LanguageId,
): Promise<TracedCall> {
  const found = exercise.cases.find((c) => c.id === caseId);
  if (!found) throw new Error(`${exercise.slug} has no case "${caseId}". Its cases: ${exercise.cases.map((c) => c.id).join(', ')}`);
  const deps = nodeDeps(exercisesRoot, language);
  return traceCall({ ...exerciseRequest(exercise, language), source }, found.input, {
    compile: deps.compile,
    createWorker: deps.createWorker,
  });
}
