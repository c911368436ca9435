// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CodeSession, type LinkCode } from './codeSession';
import { createCodeStore } from './codeStore';
import { codeKey } from './storageKeys';
import { FakeStorage, quotaExceeded } from '../test/fixtures/fakeStorage';
import { createFakeTimers } from '../test/fixtures/fakeTimers';

const SLUG = 'parse-tool-calls';
const STARTER = '// starter';

/** One browser's storage, and the page opened on it again and again (as each link or reload does). */
function browser() {
  const storage = new FakeStorage();
  const store = createCodeStore(storage);
  const open = (link?: LinkCode) => {
    const session = new CodeSession(SLUG, STARTER, store, link, createFakeTimers());
    session.start();
    return session;
  };
  return { storage, store, open };
}

/** What the learner types, saved as the page does before leaving. */
function type(session: CodeSession, code: string) {
  session.edit(code);
  session.flush();
}

describe('CodeSession with shared links', () => {
  it('brings the learner’s own code back exactly after several links in a row', () => {
    const { open, store } = browser();
    type(open(), 'my own code');
    open('code from link 1');
    open('code from link 2');
    const third = open('code from link 3');
    expect(third.getState()).toMatchObject({ code: 'code from link 3', notice: { kind: 'shared', ownCodeKept: true } });
    expect(store.load(SLUG)?.code).toBe('my own code');

    third.swapWithBackup(); // "Back to my code"
    expect(third.getState()).toMatchObject({ code: 'my own code', notice: { kind: 'restored' } });
    third.swapWithBackup(); // "Show the shared code"
    expect(third.getState().code).toBe('code from link 3');
  });

  it('keeps edits to one link’s code when another link is opened', () => {
    const { open, store } = browser();
    type(open(), 'my own code');
    type(open('code from link 1'), 'code from link 1, edited');
    open('code from link 2');
    expect(store.loadBackup(SLUG)?.code).toBe('code from link 1, edited');
    expect(store.load(SLUG)?.code).toBe('my own code');
  });

  it('after a reload, shows the link’s code the learner was editing, with the way back to their own', () => {
    const { open } = browser();
    type(open(), 'my own code');
    type(open('shared code'), 'shared code, edited');
    const reloaded = open();
    expect(reloaded.getState()).toEqual({
      code: 'shared code, edited',
      save: { status: 'saved' },
      notice: { kind: 'shared', ownCodeKept: true },
    });
    reloaded.swapWithBackup();
    expect(reloaded.getState().code).toBe('my own code');
    // Back on their own code, a reload shows their own code.
    expect(open().getState()).toEqual({ code: 'my own code', save: { status: 'saved' } });
  });

  it('edits after "Back to my code" are saved to the learner’s own code, not the link’s', () => {
    const { open, store } = browser();
    type(open(), 'my own code');
    const session = open('shared code');
    session.swapWithBackup();
    type(session, 'my own code, improved');
    expect(store.load(SLUG)?.code).toBe('my own code, improved');
    expect(store.loadLinkDraft(SLUG)?.code).toBe('shared code');
  });

  it('Reset in a link’s code leaves the own code alone, and Undo returns to the link’s code with the way back', () => {
    const { open, store } = browser();
    type(open(), 'my own code');
    const session = open('shared code');
    session.reset();
    expect(session.getState().code).toBe(STARTER);
    expect(store.load(SLUG)?.code).toBe('my own code');
    session.swapWithBackup(); // "Undo reset"
    expect(session.getState()).toMatchObject({ code: 'shared code', notice: { kind: 'shared', ownCodeKept: true } });
    session.swapWithBackup();
    expect(session.getState().code).toBe('my own code');
  });

  it('a link too large to open shows the learner’s own code and names the limit, writing nothing', () => {
    const { open, storage } = browser();
    type(open(), 'my own code');
    const before = storage.length;
    const session = open({ tooLargeOver: 200_000 });
    expect(session.getState()).toEqual({
      code: 'my own code',
      save: { status: 'saved' },
      notice: { kind: 'link-too-large', limit: 200_000 },
    });
    expect(storage.length).toBe(before);
  });

  it('when the link’s code cannot be stored, the own code is still untouched and the failed save is shown', () => {
    const { open, store, storage } = browser();
    type(open(), 'my own code');
    storage.refuse(quotaExceeded, (key) => key.includes(':link-draft:'));
    const session = open('shared code');
    expect(session.getState()).toMatchObject({ code: 'shared code', save: { status: 'failed' } });
    expect(store.load(SLUG)?.code).toBe('my own code');
    // Going back is refused while the shown code is unsaved, so the learner's edits are not dropped either.
    session.swapWithBackup();
    expect(session.getState().code).toBe('shared code');
  });

  it('reads code saved by earlier versions of the site', () => {
    const { storage, open } = browser();
    storage.setItem(codeKey(SLUG), JSON.stringify({ code: 'saved last year', savedAt: 1 }));
    expect(open().getState().code).toBe('saved last year');
    const session = open('shared code');
    session.swapWithBackup();
    expect(session.getState().code).toBe('saved last year');
  });
});
