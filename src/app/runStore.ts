import type { Exercise } from '../exercise/types';
import { initialRunState, reduceRun, type GeneratedEvent, type RunState } from '../grading/runState';
import type { RunEvent, RunnerDeps } from '../runner/session';
import { exerciseRequest, runRequest } from '../runner/runRequest';
import type { Generator } from '../generated/defineGenerator';
import type { Evaluator } from '../runner/evaluator';

export interface RunStoreDeps extends RunnerDeps {
  /** The exercise's generator, loaded on demand (only exercises with generator.ts have one). */
  loadGenerator?: (slug: string) => Promise<Generator | undefined>;
  /** Gets a worker ready before the first Run (the page calls it while the learner reads). */
  warmUp?: () => void;
}

/**
 * Holds the results of the latest Run for one exercise. Starting a Run
 * cancels the one before it (its workers are terminated and its late
 * messages ignored), so results never mix. When the exercise has generated
 * cases, they run after the fixed ones, within the same Run: the fixed cases'
 * results show as soon as they are in, and the generated group follows.
 */
export class RunStore {
  private state: RunState;
  private listeners = new Set<() => void>();
  private cancelCurrent: (() => void) | undefined;

  constructor(
    private readonly exercise: Exercise,
    private readonly deps: RunStoreDeps,
  ) {
    this.state = initialRunState(exercise);
  }

  getState = (): RunState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Runs every case; `seed` replays the generated cases of an earlier run. */
  run(source: string, options: { seed?: number; path?: string } = {}): Promise<void> {
    this.cancelCurrent?.();
    const { exercise } = this;
    let cancelled = false;
    let stop: (() => void) | undefined;
    this.cancelCurrent = () => {
      cancelled = true;
      stop?.();
    };
    const dispatch = (event: RunEvent | GeneratedEvent) => {
      if (cancelled) return;
      this.state = reduceRun(this.state, event, exercise);
      // Case results stream in faster than anyone reads: repaint at most every
      // frame-ish interval while running, and at once for everything else.
      if (event.type === 'case') this.scheduleNotify();
      else this.notify();
    };

    return (async () => {
      // The generator (when the exercise has one) loads while the fixed cases run.
      const generatorLoad = exercise.hasGenerator && this.deps.loadGenerator ? this.deps.loadGenerator(exercise.slug) : undefined;
      generatorLoad?.catch(() => undefined); // reported below, once the fixed cases are done
      // The runner (and the schemas that check worker messages) is a chunk of
      // its own: the lesson shows without it, and main.tsx fetches it when idle.
      const { startRun } = await import('../runner/session');
      if (cancelled) return;
      let finished: Extract<RunEvent, { type: 'finished' }> | undefined;
      const handle = startRun(runRequest(exercise, source), this.deps, (event) => {
        if (event.type === 'finished') finished = event;
        else dispatch(event);
      });
      stop = () => handle.cancel();
      await handle.done;
      if (!finished || cancelled) return;
      const { runId } = finished;
      // Code that kept timing out would only time out again on the generated inputs.
      if (this.state.problem || this.state.stopped || !generatorLoad) return dispatch(finished);
      // The fixed cases' verdict shows now; the generated group is already marked running in it,
      // so the page never looks idle between the two. The summary follows the generated outcome.
      let generator: Generator | undefined;
      try {
        generator = await generatorLoad;
        if (cancelled) return;
        if (!generator) return dispatch(finished);
        dispatch({ type: 'generated-started', runId, title: generator.title });
        dispatch(finished);
        await this.runGenerated(generator, source, options, runId, dispatch, (dispose) => (stop = dispose), () => cancelled);
      } catch (error) {
        // A chunk that failed to load (a flaky connection, a site updated mid-run) must not leave the run hanging.
        if (!generator) dispatch(finished);
        dispatch({
          type: 'generated-finished',
          runId,
          outcome: { status: 'error', seed: String(options.seed ?? ''), message: `The generated cases could not run: ${error instanceof Error ? error.message : String(error)}. Run again to retry.` },
        });
      }
    })();
  }

  /** The reference solution's evaluator, kept from Run to Run: it is trusted code, so reusing its worker is safe. */
  private reference: Evaluator | undefined;

  /** The generated cases: the learner's code and the reference solution, each in a worker of its own. */
  private async runGenerated(
    generator: Generator,
    source: string,
    options: { seed?: number; path?: string },
    runId: number,
    dispatch: (event: GeneratedEvent) => void,
    onStop: (dispose: () => void) => void,
    isCancelled: () => boolean,
  ) {
    const { exercise, deps } = this;
    const [{ createEvaluator }, { runGenerated }] = await Promise.all([import('../runner/evaluator'), import('../generated/runGenerated')]);
    if (isCancelled()) return;
    const request = exerciseRequest(exercise);
    // Trusted code never shares the learner's worker; the learner's is fresh for every Run.
    const learner = createEvaluator({ ...request, source }, deps);
    const reference = (this.reference ??= createEvaluator({ ...request, source: exercise.solution }, deps));
    onStop(() => {
      learner.dispose();
      // A Run stopped mid-call may leave the reference busy: start it afresh next time.
      this.disposeReference();
    });
    try {
      const outcome = await runGenerated({ generator, learner, reference, ...options });
      // The reference failed (it should not): do not keep a broken one for the next Run.
      if (outcome.status === 'error') this.disposeReference();
      dispatch({ type: 'generated-finished', runId, outcome });
    } finally {
      learner.dispose();
    }
  }

  private disposeReference() {
    this.reference?.dispose();
    this.reference = undefined;
  }

  private notifyTimer: ReturnType<typeof setTimeout> | undefined;

  private scheduleNotify() {
    this.notifyTimer ??= setTimeout(() => this.notify(), 50);
  }

  private notify() {
    clearTimeout(this.notifyTimer);
    this.notifyTimer = undefined;
    for (const listener of this.listeners) listener();
  }

  dispose() {
    clearTimeout(this.notifyTimer);
    this.cancelCurrent?.();
    this.disposeReference();
    this.listeners.clear();
  }
}
