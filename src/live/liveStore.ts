import type { Exercise, LiveConfig } from '../exercise/types';
import type { CompileResult } from '../runner/host/compile';
import { createStore } from '../core/store';
import type { Timers } from '../core/timers';
import type { WorkerFactory } from '../runner/host/workerPort';
import { initialLiveState, reduceLive, startedLiveState, type LiveState } from './liveState';
import type { Endpoint, ModelCaller } from './modelCaller';
import { checkBaseURL, type LiveForm } from './liveSettings';

export interface LiveStoreDeps {
  compile: (source: string) => CompileResult | Promise<CompileResult>;
  createWorker: WorkerFactory;
  /** A caller for the endpoint the learner named (the openai package, in the app). */
  createModelCaller: (endpoint: Endpoint) => ModelCaller;
  timers?: Timers;
}

/**
 * Holds the latest live run of one exercise for the panel. A new run stops
 * the one before it. Nothing here grades or records progress: a live run is
 * for watching, not for passing.
 */
export class LiveStore {
  private readonly store = createStore<LiveState>(initialLiveState);
  private stopCurrent: (() => void) | undefined;

  constructor(
    private readonly exercise: Exercise & { live: LiveConfig },
    private readonly deps: LiveStoreDeps,
  ) {}

  getState = (): LiveState => this.store.getState();

  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  run(source: string, form: LiveForm): Promise<void> {
    this.stopCurrent?.();
    const base = checkBaseURL(form.baseURL);
    if (!base.ok) return this.refuse(base.message);
    if (form.model.trim() === '') return this.refuse('Enter the name of a model the server has, such as gpt-4o-mini or llama3.2.');
    if (form.question.trim() === '') return this.refuse('Ask the agent a question.');

    let stopped = false;
    let stop: (() => void) | undefined;
    this.stopCurrent = () => {
      stopped = true;
      if (stop) stop();
      else this.store.setState((state) => ({ ...state, phase: 'done', end: { kind: 'stopped' } }));
    };
    this.store.setState(startedLiveState());
    const { exercise } = this;
    return (async () => {
      // The runner's code is a chunk of its own, as for a graded Run.
      const { startLiveRun } = await import('./liveRun');
      if (stopped) return;
      const handle = startLiveRun(
        {
          slug: exercise.slug,
          entry: exercise.entry,
          modules: exercise.modules,
          source,
          stepLimitMs: exercise.timeLimitMs,
          start: {
            question: form.question,
            systemPrompt: exercise.live.systemPrompt,
            tools: exercise.live.tools,
            options: { model: form.model.trim(), maxSteps: exercise.live.maxSteps },
          },
        },
        { ...this.deps, callModel: this.deps.createModelCaller({ baseURL: base.url, apiKey: form.apiKey.trim() }) },
        (event) => this.store.setState((state) => reduceLive(state, event)),
      );
      stop = () => handle.stop();
      await handle.done;
    })();
  }

  /** Aborts the request in flight and terminates the worker. */
  stop() {
    if (this.getState().phase === 'running') this.stopCurrent?.();
  }

  dispose() {
    this.stop();
    this.store.destroy();
  }

  /** Ends a run before it starts: the form is not one a run can use. */
  private refuse(message: string): Promise<void> {
    this.store.setState({ ...initialLiveState, phase: 'done', end: { kind: 'invalid', message } });
    return Promise.resolve();
  }
}
