// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CodeSession } from './codeSession';
import { createCodeStore } from './codeStore';
import { FakeStorage, quotaExceeded } from '../test/fixtures/fakeStorage';
import { createFakeTimers } from '../test/fixtures/fakeTimers';

const SLUG = 'parse-tool-calls';
const STARTER = '// starter';

/** Two tabs of one exercise: one browser storage, a session (and a clock) each. */
function twoTabs(saved = 'saved before both tabs opened') {
  const storage = new FakeStorage();
  let clock = 100;
  const now = () => ++clock;
  const seed = createCodeStore(storage, now);
  seed.save(SLUG, saved);
  const open = () => {
    const store = createCodeStore(storage, now);
    const session = new CodeSession(SLUG, STARTER, store, undefined, createFakeTimers());
    session.start();
    return session;
  };
  const store = createCodeStore(storage, now);
  return { storage, a: open(), b: open(), stored: () => store.load(SLUG)?.code, backup: () => store.loadBackup(SLUG)?.code };
}

describe('CodeSession in two tabs', () => {
  it('shows the newer code from another tab when this tab has nothing unsaved, and says so', () => {
    const { a, b, stored } = twoTabs();
    a.edit('newer, from tab A');
    a.flush();
    b.refreshFromStore(); // the storage event
    expect(b.getState()).toMatchObject({ code: 'newer, from tab A', save: { status: 'saved' }, notice: { kind: 'updated-elsewhere' } });
    // Tab B goes on from the newer code, and its saves are ordinary saves.
    b.edit('newer, from tab A, then B');
    b.flush();
    expect(stored()).toBe('newer, from tab A, then B');
    expect(b.getState().notice).toEqual({ kind: 'updated-elsewhere' });
  });

  it('never writes over the other tab’s newer code silently: both versions are kept and the learner can swap', () => {
    const { a, b, stored, backup } = twoTabs();
    a.edit('typed in tab A');
    a.flush();
    b.edit('typed in tab B, which never saw A’s code');
    b.refreshFromStore(); // an unsaved edit here: nothing replaced under the learner’s hands
    expect(b.getState().code).toBe('typed in tab B, which never saw A’s code');
    b.flush();
    expect(stored()).toBe('typed in tab B, which never saw A’s code');
    expect(backup()).toBe('typed in tab A');
    expect(b.getState().notice).toEqual({ kind: 'other-tab' });

    b.swapWithBackup();
    expect(b.getState()).toMatchObject({ code: 'typed in tab A', notice: { kind: 'other-tab-shown' } });
    expect(backup()).toBe('typed in tab B, which never saw A’s code');
    b.swapWithBackup();
    expect(b.getState()).toMatchObject({ code: 'typed in tab B, which never saw A’s code', notice: { kind: 'other-tab' } });
  });

  it('the first tab learns of it too, and its next save keeps the other tab’s code in turn', () => {
    const { a, b, stored, backup } = twoTabs();
    a.edit('A1');
    a.flush();
    b.edit('B1');
    b.flush(); // kept A1 aside
    a.edit('A2'); // A has not heard of B1 yet
    a.flush();
    expect(stored()).toBe('A2');
    expect(backup()).toBe('B1');
    expect(a.getState().notice).toEqual({ kind: 'other-tab' });
  });

  it('does not save over the other tab’s code when there is no room to keep it aside', () => {
    const { storage, a, b, stored } = twoTabs();
    a.edit('from A');
    a.flush();
    storage.refuse(quotaExceeded, (key) => key.includes(':backup:'));
    b.edit('from B');
    b.flush();
    expect(stored()).toBe('from A');
    expect(b.getState().save).toMatchObject({ status: 'failed', reason: expect.stringContaining('another tab') });
    expect(b.getState().code).toBe('from B');
  });

  it('a single tab saving again and again never calls itself another tab', () => {
    const { a, backup } = twoTabs();
    for (const code of ['one', 'two', 'three']) {
      a.edit(code);
      a.flush();
    }
    a.reset();
    a.swapWithBackup();
    expect(a.getState()).toMatchObject({ code: 'three', save: { status: 'saved' } });
    expect(a.getState().notice).toBeUndefined();
    expect(backup()).toBeUndefined();
  });
});
