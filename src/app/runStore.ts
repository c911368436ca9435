import type { Exercise } from '../exercise/types';
import { initialRunState, reduceRun, type GeneratedEvent, type RunState } from '../grading/runState';
import type { RunEvent, RunnerDeps } from '../runner/session';
import { exerciseRequest, runRequest } from '../runner/runRequest';
import type { Generator } from '../generated/defineGenerator';

export interface RunStoreDeps extends RunnerDeps {
  /** The exercise's generator, loaded on demand (only exercises with generator.ts have one). */
  loadGenerator?: (slug: string) => Promise<Generator | undefined>;
}

/**
 * Holds the results of the latest Run for one exercise. Starting a Run
 * cancels the one before it (its workers are terminated and its late
 * messages ignored), so results never mix. When the exercise has generated
 * cases, they run after the fixed ones, within the same Run.
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
      // The runner (and the schemas that check worker messages) is a chunk of
      // its own: the lesson shows without it, and main.tsx fetches it when idle.
      const { startRun } = await import('../runner/session');
      if (cancelled) return;
      let held: Extract<RunEvent, { type: 'finished' }> | undefined;
      const handle = startRun(
        runRequest(exercise, source),
        this.deps,
        (event) => {
          // The run is done only when the generated cases are: hold its end until then.
          if (event.type === 'finished' && exercise.hasGenerator && this.deps.loadGenerator) held = event;
          else dispatch(event);
        },
      );
      stop = () => handle.cancel();
      await handle.done;
      if (!held || cancelled) return;
      const started = performance.now();
      if (!this.state.problem) {
        try {
          await this.runGenerated(source, options, held.runId, dispatch, (dispose) => (stop = dispose), () => cancelled);
        } catch (error) {
          // A chunk that failed to load (a flaky connection, a site updated mid-run) must not leave the run hanging.
          dispatch({
            type: 'generated-finished',
            runId: held.runId,
            outcome: { status: 'error', seed: String(options.seed ?? ''), message: `The generated cases could not run: ${error instanceof Error ? error.message : String(error)}. Run again to retry.` },
          });
        }
      }
      dispatch({ ...held, durationMs: held.durationMs + performance.now() - started });
    })();
  }

  /** The generated cases: the learner's code and the reference solution, each in a worker of its own. */
  private async runGenerated(
    source: string,
    options: { seed?: number; path?: string },
    runId: number,
    dispatch: (event: GeneratedEvent) => void,
    onStop: (dispose: () => void) => void,
    isCancelled: () => boolean,
  ) {
    const { exercise, deps } = this;
    const generator = await deps.loadGenerator!(exercise.slug);
    if (!generator || isCancelled()) return;
    dispatch({ type: 'generated-started', runId, title: generator.title });
    const [{ createEvaluator }, { runGenerated }] = await Promise.all([import('../runner/evaluator'), import('../generated/runGenerated')]);
    const request = exerciseRequest(exercise);
    // Trusted code never shares the learner's worker.
    const learner = createEvaluator({ ...request, source }, deps);
    const reference = createEvaluator({ ...request, source: exercise.solution }, deps);
    const dispose = () => {
      learner.dispose();
      reference.dispose();
    };
    onStop(dispose);
    try {
      const outcome = await runGenerated({ generator, learner, reference, ...options });
      dispatch({ type: 'generated-finished', runId, outcome });
    } finally {
      dispose();
    }
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
    this.listeners.clear();
  }
}
