import type { LanguageId } from '../core/language';
import type { ExerciseSource } from '../exercise/catalog';
import { createReferenceSlot } from '../pipeline/generatedGroup';
import { runExercise, type PipelineDeps } from '../pipeline/runExercise';
import type { ReferenceSlot } from '../pipeline/types';
import { exerciseRequest } from '../runner/host/runRequest';
import { traceCall } from '../runner/host/traceCase';
import { stringifyTagged } from '../persistence/taggedJson';
import type { GradeRequest, GraderApi, GraderStatus, TraceRequest } from './graderProtocol';

/** The Run pipeline's deps of one call's entries, and what ends them when the call is done. */
export interface SubmissionRunners {
  runner(language: LanguageId): PipelineDeps;
  dispose(): void;
}

export interface GraderPageDeps {
  source: ExerciseSource;
  /** The runners of one learner's entries: the page's sandboxes, none of which another call's code has reached. */
  runners(): SubmissionRunners;
  /** Starts sandboxes of these languages ahead. */
  prepare(languages: LanguageId[], many: boolean): void;
  status(): GraderStatus;
}

/**
 * The grading page's calls. A grade is one Run of the pipeline per entry, as an exercise's page runs it, with
 * a seed the caller chose; the reference solution's evaluator (trusted code) is kept per exercise from one
 * grade to the next, as the page keeps it from Run to Run. A learner's code never meets another's sandbox.
 */
export function createGraderApi(deps: GraderPageDeps): GraderApi {
  const references = new Map<string, ReferenceSlot>();
  const referenceOf = (slug: string) => {
    let slot = references.get(slug);
    if (!slot) references.set(slug, (slot = createReferenceSlot()));
    return slot;
  };
  const exerciseFor = async (slug: string, language: LanguageId) => {
    const exercise = await deps.source.load(slug);
    if (!exercise.languages.includes(language)) throw new Error(`${slug} cannot be run in ${language}`);
    return exercise;
  };
  const gradeOne = async (request: GradeRequest, runners: SubmissionRunners) => {
    const exercise = await exerciseFor(request.slug, request.language);
    const run = runExercise(
      exercise,
      request.code,
      {
        language: request.language,
        reference: referenceOf(request.slug),
        ...(request.seed !== undefined ? { seed: request.seed } : {}),
        ...(request.path ? { path: request.path } : {}),
        ...(request.repeatable ? { repeatable: true } : {}),
      },
      runners.runner(request.language),
    );
    return stringifyTagged(await run.done);
  };
  return {
    async grade(requests: GradeRequest[]) {
      const runners = deps.runners();
      try {
        const states: string[] = [];
        for (const request of requests) states.push(await gradeOne(request, runners));
        return states;
      } finally {
        runners.dispose();
      }
    },
    async trace(request: TraceRequest) {
      const exercise = await exerciseFor(request.slug, request.language);
      const found = exercise.cases.find((c) => c.id === request.caseId);
      if (!found) throw new Error(`${request.slug} has no case "${request.caseId}"`);
      const runners = deps.runners();
      try {
        const traced = { ...exerciseRequest(exercise, request.language), source: request.code };
        return stringifyTagged(await traceCall(traced, found.input, runners.runner(request.language)));
      } finally {
        runners.dispose();
      }
    },
    prepare: (languages, many) => deps.prepare(languages, many),
    status: () => deps.status(),
  };
}
