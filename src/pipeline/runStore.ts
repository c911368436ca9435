import type { LanguageId } from '../core/language';
import { createStore, type Store } from '../core/store';
import type { Timers } from '../core/timers';
import type { Exercise } from '../exercise/types';
import { forLanguage } from '../exercise/forLanguage';
import { initialRunState, type RunState } from '../grading/runState';
import { createReferenceSlot, prepareGeneratedGroup } from './generatedGroup';
import { runExercise, type PipelineDeps } from './runExercise';
import { createInputsAhead } from './inputsAhead';
import { afterRuns, holdWhileRunning } from '../core/afterRuns';

export interface RunStoreDeps extends PipelineDeps {
  /** Gets a worker ready before the first Run (the page calls it while the learner reads). */
  warmUp?: () => void;
}

/** Case results stream in faster than anyone reads: the results repaint at most this often while cases come in. */
const REPAINT_MS = 50;

/**
 * Holds the results of the latest Run of one exercise, for the page. A store
 * and nothing more: the Run itself is the pipeline's (runExercise.ts).
 * Starting a Run cancels the one before it (its workers are terminated and
 * its late messages ignored), so results never mix.
 */
export class RunStore {
  private readonly store: Store<RunState>;
  private cancelCurrent: (() => void) | undefined;
  /** The reference solution's evaluator, kept from Run to Run (trusted code). */
  private readonly reference = createReferenceSlot();
  /** The next Run's generated inputs, drawn once the Run has ended and the page is idle. */
  private readonly inputsAhead = createInputsAhead(afterRuns);

  /** `exercise` as written, not as one language meets it: the pipeline needs both (its cases in Python's names, the TypeScript reference). */
  constructor(
    private readonly exercise: Exercise,
    private readonly deps: RunStoreDeps,
    private readonly language: LanguageId = 'typescript',
    timers?: Timers,
  ) {
    const initial = initialRunState(forLanguage(exercise, language));
    this.store = createStore(initial, { throttleMs: REPAINT_MS, ...(timers ? { timers } : {}) });
  }

  getState = (): RunState => this.store.getState();

  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  /** Runs every case; `seed` (and `path`) replay the generated cases of an earlier Run. */
  run(source: string, options: { seed?: number; path?: string } = {}): Promise<void> {
    this.cancelCurrent?.();
    // Background work (the next spare sandbox, the next inputs) waits for this Run's end: it would compete with it.
    const release = holdWhileRunning();
    const handle = runExercise(
      this.exercise,
      source,
      { ...options, language: this.language, reference: this.reference, inputsAhead: this.inputsAhead },
      this.deps,
      (event, state) => this.store.setState(state, { throttle: event.type === 'case' }),
    );
    this.cancelCurrent = () => {
      handle.cancel();
      release();
    };
    return handle.done.then(release);
  }

  /**
   * Gets the first Run ready while the learner reads: a sandbox for the learner's code and, when the exercise
   * has generated cases, their code, the reference, loaded in the worker the Runs keep it in, and the inputs.
   */
  warmUp() {
    // A Run already started prepared what it needs itself (the page prepares when the browser is idle, which may
    // come after a quick first click on Run); a preparation it meets in flight, it waits for (createEvaluator).
    if (this.cancelCurrent) return;
    this.deps.warmUp?.();
    prepareGeneratedGroup(this.exercise, this.deps, this.language, {
      reference: this.reference,
      inputsAhead: this.inputsAhead,
      // The reference takes the sandbox started above: the fixed cases' one starts again now, not when idle; unless
      // a Run has started meanwhile, which took a sandbox of its own (the next is started once it ends).
      onReferenceStarted: () => {
        if (!this.cancelCurrent) this.deps.warmUp?.();
      },
    }).catch(() => undefined);
  }

  /** Shows the results of a Run of an earlier visit, kept by the page; nothing runs. */
  showEarlierRun(state: RunState) {
    this.store.setState(state);
  }

  dispose() {
    this.cancelCurrent?.();
    this.reference.dispose();
    this.inputsAhead.dispose();
    this.store.destroy();
  }
}
