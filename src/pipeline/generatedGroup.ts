import type { RunEvent } from '../core/runTypes';
import type { Exercise } from '../exercise/types';
import { exerciseRequest } from '../runner/host/runRequest';
import type { createEvaluator, Evaluator } from '../runner/host/evaluator';
import type { Generator } from '../generatedCases/defineGenerator';
import type { GeneratedOutcome } from '../grading/types';
import type { PipelineDeps, PipelineEvent, ReferenceSlot, RunOptions } from './types';
import type { InputsAhead } from './inputsAhead';
import type { LanguageId } from '../core/language';
import type { RunnerDeps } from '../runner/host/runCases';
import type { WorkerConversation } from '../runner/host/workerConversation';
import { renameKeys } from '../exercise/forLanguage';

/**
 * The generated group's time, beyond one time limit, counted from the end of the fixed cases: the whole
 * verdict arrives at most a time limit and this long after the last fixed case, whatever the code does.
 * About 100 inputs of a correct solution take a second; code that is slow on every input gets as many
 * as fit (the count says how many), and a timeout ends the group at once.
 */
export const GENERATED_BUDGET_MS = 3_000;

/**
 * The content check's generated group (`everyCase`) and a grade's (`repeatable`) have no learner waiting, and
 * their results must not depend on how busy the machine is: they keep the bound the check always had, far beyond
 * the inputs' second or so, for shrinking a failure.
 */
const EVERY_CASE_BUDGET_MS = 15_000;

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
 * Where the reference solution of the generated cases runs: the TypeScript
 * reference is the one oracle, whatever language the learner writes (so a
 * Python learner meets the same random inputs, judged the same way).
 * Undefined when there is none to run: the exercise has no TypeScript
 * reference (a Python-only one), or these deps cannot run TypeScript.
 */
export function referenceRunner(exercise: Exercise, deps: PipelineDeps, language: LanguageId): RunnerDeps | undefined {
  if (!exercise.languages.includes('typescript')) return undefined;
  return deps.reference ?? (language === 'typescript' ? deps : deps.typescript);
}

/**
 * The reference's evaluator, from the slot (or new into it). Trusted code never shares the learner's worker;
 * without a slot to keep it in, the reference is this Run's alone.
 */
function takeReference(slot: ReferenceSlot, shared: Exercise, typescript: RunnerDeps, create: typeof createEvaluator): Evaluator {
  return slot.take(() => create({ ...exerciseRequest(shared), source: shared.solution }, typescript, { trusted: true }));
}

/**
 * Gets the generated group of a first Run ready while the learner reads: its code (the generator, fast-check),
 * and the reference, started, compiled and loaded in the slot the Runs keep it in. A first Run is then as quick
 * as a later one, whose generated group finds all of these ready.
 */
export async function prepareGeneratedGroup(
  exercise: Exercise,
  deps: PipelineDeps,
  language: LanguageId,
  {
    reference,
    inputsAhead,
    onReferenceStarted,
  }: {
    reference: ReferenceSlot;
    inputsAhead: InputsAhead;
    /** Called once the reference has taken a sandbox (the page then starts the next one for the learner's code). */
    onReferenceStarted?: () => void;
  },
) {
  const typescript = referenceRunner(exercise, deps, language);
  if (!exercise.hasGenerator || !typescript || !deps.loadGenerator) return;
  // The reference's sandbox starts as soon as its own code is here, not after fast-check's.
  const started = import('../runner/host/evaluator').then(({ createEvaluator }) => {
    takeReference(reference, exercise, typescript, createEvaluator).prepare?.();
    onReferenceStarted?.();
  });
  const [generator, { drawInputs }] = await Promise.all([
    deps.loadGenerator(exercise.slug).catch(() => undefined), // a failure is reported by the Run that needs it
    import('../generatedCases/runGenerated'),
    started,
  ]);
  // The first Run's inputs: drawing them also runs fast-check's and the generator's code once, which a first
  // draw pays for several times over (the engine compiles code it has seen).
  if (generator && !inputsAhead.has(generator)) inputsAhead.drawNow(() => drawInputs(generator));
}

/**
 * The generated group of one Run: the learner's code, going on in the worker
 * its fixed cases ran in, and the TypeScript reference, in a worker of its
 * own, compared on the generator's inputs (in the learner's language's names).
 * Emits `generated-started`, the held-back `finished` (so the fixed cases'
 * verdict shows now) and then `generated-finished`.
 */
export async function runGeneratedGroup(context: {
  /** The exercise as written (its TypeScript reference is the oracle). */
  shared: Exercise;
  language: LanguageId;
  source: string;
  /** The worker the fixed cases ran in, with the learner's module loaded; this group owns it now. */
  learnerWorker: WorkerConversation | undefined;
  options: RunOptions;
  deps: PipelineDeps;
  generatorLoad: Promise<Generator | undefined>;
  finished: Extract<RunEvent, { type: 'finished' }>;
  dispatch: (event: PipelineEvent) => void;
  onStop: (dispose: () => void) => void;
  isCancelled: () => boolean;
}): Promise<void> {
  const { source, options, deps, finished, dispatch, isCancelled } = context;
  const { runId } = finished;
  const seed = String(options.seed ?? '');
  // On fast-check's clock (Date.now), which ends the group: loading the generator and starting the reference count too.
  const deadline =
    Date.now() +
    (options.everyCase || options.repeatable
      ? EVERY_CASE_BUDGET_MS
      : context.shared.timeLimitMs + (deps.generatedBudgetMs ?? GENERATED_BUDGET_MS));
  let generator: Generator | undefined;
  // Whatever ends the group (the learner's evaluator, a failed load, a Stop), the learner's worker goes with it.
  let learnerWorker = context.learnerWorker;
  context.onStop(() => learnerWorker?.stop());
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
  } finally {
    learnerWorker?.stop();
  }

  async function compare(generator: Generator, { shared, language, onStop }: typeof context): Promise<GeneratedOutcome> {
    const typescript = referenceRunner(shared, deps, language);
    if (!typescript) throw new Error(`there is no TypeScript runner to compare ${language} with`);
    const [{ createEvaluator }, { runGenerated, drawInputs }] = await Promise.all([
      import('../runner/host/evaluator'),
      import('../generatedCases/runGenerated'),
    ]);
    // A replayed seed draws its own inputs; any other Run takes those drawn ahead, if any.
    const drawn = options.seed === undefined ? options.inputsAhead?.take(generator) : undefined;
    const slot = options.reference ?? createReferenceSlot();
    const reference = takeReference(slot, shared, typescript, createEvaluator);
    // The learner's module, loaded for the fixed cases, takes the random inputs too; the evaluator owns its worker now.
    const learner = createEvaluator({ ...exerciseRequest(shared, language), source }, deps, { loaded: learnerWorker });
    learnerWorker = undefined;
    onStop(() => {
      learner.dispose();
      // A Run stopped mid-call may leave the reference busy: start it afresh next time.
      slot.dispose();
    });
    // The generator and the reference speak TypeScript's names; a Python learner reads and returns its own.
    const names = language === 'python' ? (shared.python?.names ?? {}) : {};
    try {
      const outcome = await runGenerated({
        generator,
        learner,
        reference,
        ...(Object.keys(names).length > 0 ? { inLearnerNames: (value: unknown) => renameKeys(value, names) } : {}),
        ...(options.seed !== undefined ? { seed: options.seed } : {}),
        ...(options.path ? { path: options.path } : {}),
        budgetMs: deadline - Date.now(),
        ...(options.shrink === false ? { shrink: false } : {}),
        ...(drawn ? { drawn } : {}),
      });
      // The next Run's inputs, once the page is idle again.
      options.inputsAhead?.drawSoon(() => drawInputs(generator));
      // The reference failed (it should not), or the budget ended mid-call and left it busy: do not keep it for the next Run.
      if (outcome.status === 'error' || Date.now() >= deadline) slot.dispose();
      return outcome;
    } finally {
      learner.dispose();
      if (!options.reference) slot.dispose();
    }
  }
}
