import { describe, expect, it } from 'vitest';
import { CodeSession } from './codeSession';
import { createCodeStore } from './codeStore';
import { FakeStorage, quotaExceeded } from '../test/fixtures/fakeStorage';
import { createFakeTimers } from '../test/fixtures/fakeTimers';

const SLUG = 'parse-tool-calls';
const STARTER = '// starter';

describe('CodeSession', () => {
  it('pressing Reset twice still lets Undo bring back the code from before the first reset', () => {
    const store = createCodeStore(new FakeStorage());
    store.save(SLUG, 'my code');
    const session = new CodeSession(SLUG, STARTER, store, undefined, createFakeTimers());
    session.reset();
    session.reset();
    session.swapWithBackup();
    expect(session.getState().code).toBe('my code');
  });

  it('opening a shared link never loses the own code, even when the backup cannot be stored', () => {
    const storage = new FakeStorage();
    const store = createCodeStore(storage);
    store.save(SLUG, 'my code');
    // Nearly full storage: replacing the code entry works, adding a backup entry does not.
    storage.refuse(quotaExceeded, (key) => key.includes(':backup:'));
    new CodeSession(SLUG, STARTER, store, 'shared code', createFakeTimers()).start();
    // Today the banner says "Your own code is kept." (ownCodeKept: true) while the code entry
    // was overwritten with the shared code and no backup exists.
    expect([store.loadBackup(SLUG)?.code, store.load(SLUG)?.code]).toContain('my code');
  });

  it('reset does not throw the code away when the backup cannot be stored', () => {
    const storage = new FakeStorage();
    const store = createCodeStore(storage);
    store.save(SLUG, 'my code');
    storage.refuse(quotaExceeded, (key) => key.includes(':backup:'));
    const session = new CodeSession(SLUG, STARTER, store, undefined, createFakeTimers());
    session.reset();
    session.swapWithBackup();
    expect(session.getState().code).toBe('my code');
  });
});
