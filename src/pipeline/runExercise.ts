/**
 * The Run pipeline: the one place that sequences a Run, for every caller (the
 * page's run store, `npm run grade`, `exercises:check`, the instructor view).
 *
 *   compile -> the fixed cases (stopping after STOP_AFTER_TIMEOUTS timeouts,
 *   in a row or apart, unless `everyCase`) -> the generated group, when the
 *   exercise has one, the language can be compared with the TypeScript
 *   reference, and the fixed cases ran (it ends at its first timeout, and
 *   within a time limit and GENERATED_BUDGET_MS of the fixed cases) -> the end.
 *   The generated group goes on in the worker the fixed cases ran in (for
 *   Python: no second Pyodide per Run).
 *
 * The fixed cases' `finished` is emitted as soon as they are in, with the
 * generated group already marked running, so a learner reads the verdict
 * without waiting for 100 random inputs; the Run ends with the generated
 * group's outcome. Callers differ only by options; "did it pass" is
 * `runPassed` (grading/runState.ts).
 */
import type { RunEvent } from '../core/runTypes';
import type { Exercise } from '../exercise/types';
import { forLanguage } from '../exercise/forLanguage';
import { initialRunState, reduceRun, type RunState } from '../grading/runState';
import { runRequest } from '../runner/host/runRequest';
import { prepareGeneratedGroup, referenceRunner, runGeneratedGroup } from './generatedGroup';
import type { PipelineDeps, PipelineEvent, RunOptions } from './types';

export type { PipelineDeps, PipelineEvent, RunOptions } from './types';

export interface PipelineRun {
  /** Settles with the final state when the Run has ended or was cancelled; never rejects. */
  done: Promise<RunState>;
  /** Stops the Run at once: its workers are terminated and no event follows. */
  cancel(): void;
}

/** Whether a generated group follows these fixed cases: code that did not load or kept timing out would only fail again. */
export function reachesGenerated(state: RunState): boolean {
  return !state.problem && !state.stopped;
}

export function runExercise(
  shared: Exercise,
  source: string,
  options: RunOptions,
  deps: PipelineDeps,
  onEvent: (event: PipelineEvent, state: RunState) => void = () => {},
): PipelineRun {
  const language = options.language ?? shared.languages[0]!;
  // The exercise as a learner of this language meets it: its entry, its names in the cases, and
  // whether it has generated cases in this language (forLanguage holds that rule).
  const exercise = forLanguage(shared, language);
  let state = initialRunState(exercise);
  let cancelled = false;
  let stop: (() => void) | undefined;
  const dispatch = (event: PipelineEvent) => {
    if (cancelled) return;
    state = reduceRun(state, event, exercise);
    onEvent(event, state);
  };

  const run = async () => {
    // The generator (when there is one) loads while the fixed cases run.
    const generatorLoad =
      exercise.hasGenerator && !options.skipGenerated && deps.loadGenerator && referenceRunner(shared, deps, language)
        ? deps.loadGenerator(exercise.slug)
        : undefined;
    generatorLoad?.catch(() => undefined); // reported below, once the fixed cases are done
    // The runner (and the schemas that check worker messages) is a chunk of its own on the page:
    // the lesson shows without it, and main.tsx fetches it when idle.
    const { startRun } = await import('../runner/host/runCases');
    if (cancelled) return;
    let finished: Extract<RunEvent, { type: 'finished' }> | undefined;
    const request = { ...runRequest(exercise, source, language), ...(options.everyCase ? { stopAfterTimeouts: Infinity } : {}) };
    const handle = startRun(
      request,
      deps,
      (event) => {
        // The Run's end is held back until the generated group is decided.
        if (event.type === 'finished') finished = event;
        else dispatch(event);
      },
      { keepWorker: generatorLoad !== undefined },
    );
    stop = () => handle.cancel();
    // A Run pressed before the page prepared the generated group (the first, pressed at once) starts the reference
    // and draws the inputs now, while its fixed cases run, rather than after them; a prepared one finds them ready.
    // After startRun: the fixed cases, whose verdict the learner waits for, take the sandbox started ahead.
    const { reference, inputsAhead } = options;
    if (generatorLoad && reference && inputsAhead)
      prepareGeneratedGroup(shared, deps, language, { reference, inputsAhead }).catch(() => undefined);
    await handle.done;
    const learnerWorker = handle.keptWorker();
    if (!finished || cancelled || !generatorLoad || !reachesGenerated(state)) {
      learnerWorker?.stop();
      if (finished && !cancelled) dispatch(finished);
      return;
    }
    await runGeneratedGroup({
      shared,
      language,
      source,
      learnerWorker,
      options,
      deps,
      generatorLoad,
      finished,
      dispatch,
      onStop: (dispose) => (stop = dispose),
      isCancelled: () => cancelled,
    });
  };

  // A Run that has ended has nothing left to stop: cancelling it (a newer Run does) must not dispose what it
  // handed on, such as the reference's worker, kept for the next Run.
  const done = run()
    .finally(() => (stop = undefined))
    .then(
      () => state,
      () => state,
    );
  return {
    done,
    cancel() {
      cancelled = true;
      stop?.();
    },
  };
}
