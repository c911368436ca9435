import type { Exercise } from '../exercise/types';
import { initialRunState, reduceRun, type RunState } from '../grading/runState';
import { startRun, type RunnerDeps } from '../runner/session';

/**
 * Holds the results of the latest Run for one exercise. Starting a Run
 * cancels the one before it (its worker is terminated and its late messages
 * ignored), so results never mix.
 */
export class RunStore {
  private state: RunState;
  private listeners = new Set<() => void>();
  private current: ReturnType<typeof startRun> | undefined;

  constructor(
    private readonly exercise: Exercise,
    private readonly deps: RunnerDeps,
  ) {
    this.state = initialRunState(exercise);
  }

  getState = (): RunState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  run(source: string): Promise<void> {
    this.current?.cancel();
    const { exercise } = this;
    this.current = startRun(
      {
        slug: exercise.slug,
        entry: exercise.entry,
        modules: exercise.modules,
        timeLimitMs: exercise.timeLimitMs,
        cases: exercise.cases.map(({ id, input }) => ({ id, input })),
        source,
      },
      this.deps,
      (event) => {
        this.state = reduceRun(this.state, event, exercise);
        // Case results stream in faster than anyone reads: repaint at most every
        // frame-ish interval while running, and at once when the run starts or ends.
        if (event.type === 'case') this.scheduleNotify();
        else this.notify();
      },
    );
    return this.current.done;
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
    this.current?.cancel();
    this.listeners.clear();
  }
}
