import { describe, expect, it } from 'vitest';
import { createLanguageStore } from './languageStore';

describe('the language store', () => {
  it('remembers each exercise’s language, and the one chosen last where a choice was made', () => {
    localStorage.clear();
    const store = createLanguageStore(localStorage);
    expect(store.last()).toBeUndefined();
    store.set('parse-tool-calls', 'python');
    expect(store.get('parse-tool-calls')).toBe('python');
    expect(store.last()).toBe('python');
    // An exercise in TypeScript alone: no choice, so the learner's own language stays Python.
    store.set('validate-and-retry', 'typescript', false);
    expect(store.get('validate-and-retry')).toBe('typescript');
    expect(createLanguageStore(localStorage).last()).toBe('python');
  });

  it('keeps the last choice for the visit when the browser stores nothing', () => {
    const store = createLanguageStore(undefined);
    store.set('agent-loop', 'python');
    expect(store.last()).toBe('python');
    expect(store.get('agent-loop')).toBeUndefined();
  });
});
