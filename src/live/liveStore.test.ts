import { describe, expect, it, vi } from 'vitest';
import { exercises } from 'virtual:all-exercises';
import { LiveStore, type LiveStoreDeps } from './liveStore';
import type { Exercise, LiveConfig } from '../exercise/types';
import type { LiveForm } from './liveSettings';

const agentLoop = exercises.find((e) => e.slug === 'agent-loop') as Exercise & { live: LiveConfig };
const FORM: LiveForm = { baseURL: 'http://localhost:11434/v1', model: 'llama3.2', apiKey: '', question: 'What is 2 + 2?' };

/** Deps that fail the test if a run gets as far as a worker or a model. */
function idleDeps(): LiveStoreDeps {
  return {
    compile: () => expect.fail('nothing should be compiled'),
    createWorker: () => expect.fail('no worker should start'),
    createModelCaller: () => expect.fail('no model should be called'),
  };
}

describe('LiveStore', () => {
  it('refuses a form it cannot run, telling its listeners, before anything starts', async () => {
    const store = new LiveStore(agentLoop, idleDeps());
    const listener = vi.fn();
    store.subscribe(listener);
    await store.run('source', { ...FORM, model: ' ' });
    expect(store.getState()).toMatchObject({ phase: 'done', end: { kind: 'invalid', message: expect.stringMatching(/name of a model/) } });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ends as stopped when Stop comes before the runner has loaded, and tells nobody once disposed', async () => {
    const store = new LiveStore(agentLoop, idleDeps());
    const phases: string[] = [];
    store.subscribe(() => phases.push(`${store.getState().phase}:${store.getState().end?.kind ?? ''}`));
    const done = store.run('source', FORM);
    store.stop();
    await done;
    expect(phases).toEqual(['running:', 'done:stopped']);
    const late = vi.fn();
    store.subscribe(late);
    store.dispose();
    await store.run('source', { ...FORM, question: '' });
    expect(late).not.toHaveBeenCalled();
  });
});
