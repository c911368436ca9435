import type { RunEvent } from '../core/runTypes';
import type { Exercise } from '../exercise/types';
import { exerciseRequest } from '../runner/host/runRequest';
import type { Evaluator } from '../runner/host/evaluator';
import type { Generator } from '../generatedCases/defineGenerator';
import type { GeneratedOutcome } from '../grading/types';
import type { PipelineDeps, PipelineEvent, ReferenceSlot, RunOptions } from './types';

export function createReferenceSlot(): ReferenceSlot {
  let kept: Evaluator | undefined;
  return {
    take: (create) => (kept ??= create()),
    dispose() {
      kept?.dispose();
      kept = undefined;
    },
  };
}

/**
 * The generated group of one Run: the learner's code and the reference
 * solution, each in a worker of its own, compared on the generator's inputs.
 * Emits `generated-started`, the held-back `finished` (so the fixed cases'
 * verdict shows now) and then `generated-finished`.
 */
export async function runGeneratedGroup(context: {
  exercise: Exercise;
  source: string;
  options: RunOptions;
  deps: PipelineDeps;
  generatorLoad: Promise<Generator | undefined>;
  finished: Extract<RunEvent, { type: 'finished' }>;
  dispatch: (event: PipelineEvent) => void;
  onStop: (dispose: () => void) => void;
  isCancelled: () => boolean;
}): Promise<void> {
  const { exercise, source, options, deps, finished, dispatch, isCancelled } = context;
  const { runId } = finished;
  const seed = String(options.seed ?? '');
  let generator: Generator | undefined;
  try {
    generator = await context.generatorLoad;
    if (isCancelled()) return;
    if (!generator) return dispatch(finished);
    dispatch({ type: 'generated-started', runId, title: generator.title });
    dispatch(finished);
    const outcome = await compare(generator, context);
    if (!isCancelled()) dispatch({ type: 'generated-finished', runId, outcome });
  } catch (error) {
    // A chunk that failed to load (a flaky connection, a site updated mid-run) must not leave the Run hanging.
    if (!generator) dispatch(finished);
    const message = `The generated cases could not run: ${error instanceof Error ? error.message : String(error)}. Run again to retry.`;
    dispatch({ type: 'generated-finished', runId, outcome: { status: 'error', seed, message } });
  }

  async function compare(generator: Generator, { onStop }: typeof context): Promise<GeneratedOutcome> {
    const [{ createEvaluator }, { runGenerated }] = await Promise.all([
      import('../runner/host/evaluator'),
      import('../generatedCases/runGenerated'),
    ]);
    const request = exerciseRequest(exercise);
    // Trusted code never shares the learner's worker; the learner's is fresh for every Run.
    const learner = createEvaluator({ ...request, source }, deps);
    // Without a slot to keep it in, the reference is this Run's alone and goes with it.
    const slot = options.reference ?? createReferenceSlot();
    const reference = slot.take(() => createEvaluator({ ...request, source: exercise.solution }, deps));
    onStop(() => {
      learner.dispose();
      // A Run stopped mid-call may leave the reference busy: start it afresh next time.
      slot.dispose();
    });
    try {
      const outcome = await runGenerated({
        generator,
        learner,
        reference,
        ...(options.seed !== undefined ? { seed: options.seed } : {}),
        ...(options.path ? { path: options.path } : {}),
      });
      // The reference failed (it should not): do not keep a broken one for the next Run.
      if (outcome.status === 'error') slot.dispose();
      return outcome;
    } finally {
      learner.dispose();
      if (!options.reference) slot.dispose();
    }
  }
}
