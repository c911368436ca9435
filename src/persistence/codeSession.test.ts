// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { CodeSession } from './codeSession';
import { createCodeStore } from './codeStore';
import { FakeStorage, quotaExceeded } from '../test/fixtures/fakeStorage';
import { createFakeTimers } from '../test/fixtures/fakeTimers';

const SLUG = 'parse-tool-calls';
const STARTER = '// starter\nexport function parseToolCalls() {}';
const SAVE_DELAY_MS = 400;

function setup(options: { saved?: string; backup?: string; shared?: string | null } = {}) {
  const storage = new FakeStorage();
  const store = createCodeStore(storage, () => 1);
  if (options.saved !== undefined) store.save(SLUG, options.saved);
  if (options.backup !== undefined) store.saveBackup(SLUG, options.backup);
  const timers = createFakeTimers();
  const session = new CodeSession(SLUG, STARTER, store, options.shared, timers);
  session.start();
  return {
    storage,
    store,
    timers,
    session,
    stored: () => store.load(SLUG)?.code,
    backup: () => store.loadBackup(SLUG)?.code,
    linkDraft: () => store.loadLinkDraft(SLUG)?.code,
  };
}

describe('CodeSession', () => {
  it('writes nothing until started, so building a session twice (as React may) loses nothing', () => {
    const storage = new FakeStorage();
    const store = createCodeStore(storage, () => 1);
    store.save(SLUG, 'my code');
    const discarded = new CodeSession(SLUG, STARTER, store, 'shared code', createFakeTimers());
    const kept = new CodeSession(SLUG, STARTER, store, 'shared code', createFakeTimers());
    expect(store.load(SLUG)?.code).toBe('my code');
    kept.start();
    kept.start();
    expect(discarded.getState().notice).toEqual({ kind: 'shared', ownCodeKept: true });
    expect(kept.getState()).toMatchObject({
      code: 'shared code',
      save: { status: 'saved' },
      notice: { kind: 'shared', ownCodeKept: true },
    });
    expect(store.load(SLUG)?.code).toBe('my code');
    expect(store.loadLinkDraft(SLUG)).toMatchObject({ code: 'shared code', shown: true });
  });

  it('starts from the starter code when nothing is saved', () => {
    const { session } = setup();
    expect(session.getState()).toEqual({ code: STARTER, save: { status: 'saved' } });
  });

  it("starts from the learner's saved code", () => {
    const { session } = setup({ saved: 'my code' });
    expect(session.getState()).toEqual({ code: 'my code', save: { status: 'saved' } });
  });

  it('saves an edit after the debounce delay, not before', () => {
    const { session, timers, stored } = setup();
    session.edit('draft 1');
    expect(session.getState()).toEqual({ code: 'draft 1', save: { status: 'pending' } });
    timers.advance(SAVE_DELAY_MS - 1);
    expect(stored()).toBeUndefined();
    timers.advance(1);
    expect(stored()).toBe('draft 1');
    expect(session.getState().save).toEqual({ status: 'saved' });
  });

  it('waits for typing to pause: each edit restarts the delay, and the last one is saved', () => {
    const { session, timers, stored } = setup();
    session.edit('a');
    timers.advance(300);
    session.edit('ab');
    timers.advance(300);
    expect(stored()).toBeUndefined();
    timers.advance(100);
    expect(stored()).toBe('ab');
  });

  it('ignores an edit that changes nothing', () => {
    const { session, timers } = setup({ saved: 'same' });
    session.edit('same');
    expect(session.getState().save).toEqual({ status: 'saved' });
    expect(timers.pendingCount()).toBe(0);
  });

  it('saves at once on flush, and not again when the delay would have passed', () => {
    const { session, timers, stored, storage } = setup();
    session.edit('before run');
    session.flush();
    expect(stored()).toBe('before run');
    expect(session.getState().save).toEqual({ status: 'saved' });
    storage.clear();
    timers.advance(SAVE_DELAY_MS * 2);
    expect(stored()).toBeUndefined();
  });

  it('tells subscribers about each change until they unsubscribe', () => {
    const { session, timers } = setup();
    const seen: string[] = [];
    const unsubscribe = session.subscribe(() => seen.push(session.getState().save.status));
    session.edit('x');
    timers.advance(SAVE_DELAY_MS);
    expect(seen).toEqual(['pending', 'saved']);
    unsubscribe();
    session.edit('y');
    expect(seen).toEqual(['pending', 'saved']);
  });

  it('tells subscribers once per Reset or swap, with the code and its save status together', () => {
    const { session } = setup({ saved: 'my code' });
    const seen: unknown[] = [];
    session.subscribe(() => seen.push(session.getState()));
    session.reset();
    expect(seen).toEqual([{ code: STARTER, save: { status: 'saved' }, notice: { kind: 'reset' } }]);
    session.swapWithBackup();
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual({ code: 'my code', save: { status: 'saved' } });
  });

  it('runs the save delay on the page’s own clock when given no timers', () => {
    vi.useFakeTimers();
    try {
      const store = createCodeStore(new FakeStorage(), () => 1);
      const session = new CodeSession(SLUG, STARTER, store, undefined);
      session.edit('typed');
      vi.advanceTimersByTime(SAVE_DELAY_MS - 1);
      expect(store.load(SLUG)).toBeUndefined();
      vi.advanceTimersByTime(1);
      expect(store.load(SLUG)?.code).toBe('typed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a failed save with its reason when the storage is full, and recovers when it is not', () => {
    const { session, storage, timers, stored } = setup();
    storage.refuse(quotaExceeded);
    session.edit('big code');
    timers.advance(SAVE_DELAY_MS);
    expect(session.getState()).toEqual({ code: 'big code', save: { status: 'failed', reason: 'the browser storage is full' } });
    storage.accept();
    session.edit('big code, trimmed');
    session.flush();
    expect(session.getState().save).toEqual({ status: 'saved' });
    expect(stored()).toBe('big code, trimmed');
  });

  it('retries a failed save on flush', () => {
    const { session, storage, timers, stored } = setup();
    storage.refuse(quotaExceeded);
    session.edit('code');
    timers.advance(SAVE_DELAY_MS);
    storage.accept();
    session.flush();
    expect(stored()).toBe('code');
    expect(session.getState().save).toEqual({ status: 'saved' });
  });

  describe('with a shared link', () => {
    it("shows the shared code and leaves the learner's own code where it was", () => {
      const { session, stored, backup, linkDraft } = setup({ saved: 'my code', shared: 'shared code' });
      expect(session.getState()).toEqual({ code: 'shared code', save: { status: 'saved' }, notice: { kind: 'shared', ownCodeKept: true } });
      expect(stored()).toBe('my code');
      expect(linkDraft()).toBe('shared code');
      expect(backup()).toBeUndefined();
    });

    it('brings the own code back with swapWithBackup, and the shared code again with a second swap', () => {
      const { session, stored, linkDraft } = setup({ saved: 'my code', shared: 'shared code' });
      session.swapWithBackup();
      expect(session.getState()).toEqual({ code: 'my code', save: { status: 'saved' }, notice: { kind: 'restored' } });
      expect(stored()).toBe('my code');
      expect(linkDraft()).toBe('shared code');
      session.swapWithBackup();
      expect(session.getState()).toEqual({ code: 'shared code', save: { status: 'saved' }, notice: { kind: 'shared', ownCodeKept: true } });
      session.swapWithBackup();
      expect(session.getState().code).toBe('my code');
    });

    it('saves edits made to the shared code apart from the own code, and brings them back', () => {
      const { session, stored, linkDraft } = setup({ saved: 'my code', shared: 'shared code' });
      session.edit('shared code, edited');
      session.swapWithBackup();
      expect(session.getState().code).toBe('my code');
      expect(stored()).toBe('my code');
      expect(linkDraft()).toBe('shared code, edited');
      session.swapWithBackup();
      expect(session.getState().code).toBe('shared code, edited');
    });

    it('keeps no backup when the learner had no code of their own', () => {
      for (const saved of [undefined, STARTER]) {
        const { session, backup } = setup({ saved, shared: 'shared code' });
        expect(session.getState().notice).toEqual({ kind: 'shared', ownCodeKept: false });
        expect(session.getState().code).toBe('shared code');
        expect(backup()).toBeUndefined();
      }
    });

    it('keeps no backup when the shared code is the learner’s own', () => {
      const { session, backup } = setup({ saved: 'same code', shared: 'same code' });
      expect(session.getState().notice).toEqual({ kind: 'shared', ownCodeKept: false });
      expect(backup()).toBeUndefined();
    });

    it('keeps the own code and says the link was bad when the shared code could not be read', () => {
      const { session, stored, backup } = setup({ saved: 'my code', shared: null });
      expect(session.getState()).toEqual({ code: 'my code', save: { status: 'saved' }, notice: { kind: 'bad-link' } });
      expect(stored()).toBe('my code');
      expect(backup()).toBeUndefined();
    });

    it('shows the starter with the bad-link notice when there is no own code either', () => {
      const { session } = setup({ shared: null });
      expect(session.getState()).toEqual({ code: STARTER, save: { status: 'saved' }, notice: { kind: 'bad-link' } });
    });
  });

  describe('reset', () => {
    it('puts the starter back and keeps the previous code, unsaved edits included, in the backup', () => {
      const { session, stored, backup } = setup({ saved: 'my code' });
      session.edit('my code, edited');
      session.reset();
      expect(session.getState()).toEqual({ code: STARTER, save: { status: 'saved' }, notice: { kind: 'reset' } });
      expect(stored()).toBe(STARTER);
      expect(backup()).toBe('my code, edited');
    });

    it('is undone by swapWithBackup, which then clears the backup and the notice', () => {
      const { session, stored, backup } = setup({ saved: 'my code' });
      session.reset();
      session.swapWithBackup();
      expect(session.getState()).toEqual({ code: 'my code', save: { status: 'saved' } });
      expect(stored()).toBe('my code');
      expect(backup()).toBeUndefined();
      // Nothing left to swap with: a further swap changes nothing.
      session.swapWithBackup();
      expect(session.getState().code).toBe('my code');
    });

    it('swapWithBackup does nothing when there is no backup', () => {
      const { session } = setup({ saved: 'my code' });
      const before = session.getState();
      session.swapWithBackup();
      expect(session.getState()).toBe(before);
    });
  });

  it('dismissNotice removes the notice and keeps the code', () => {
    const { session } = setup({ saved: 'my code', shared: 'shared code' });
    session.dismissNotice();
    expect(session.getState()).toEqual({ code: 'shared code', save: { status: 'saved' } });
  });
});
