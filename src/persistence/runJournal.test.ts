// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRunJournal, type LockManagerLike } from './runJournal';
import { FakeStorage, quotaExceeded } from '../test/fixtures/fakeStorage';

/** Web Locks as one browser holds them across tabs: a lock is held until its callback's promise settles. */
class FakeLocks implements LockManagerLike {
  held = new Set<string>();
  async request(name: string, callback: () => Promise<void>) {
    this.held.add(name);
    await callback();
    this.held.delete(name);
  }
  async query() {
    return { held: [...this.held].map((name) => ({ name })) };
  }
}

describe('createRunJournal', () => {
  it('finds nothing when every Run ended', async () => {
    const storage = new FakeStorage();
    const journal = createRunJournal(storage, new FakeLocks());
    const end = journal.begin('parse-tool-calls');
    end();
    expect(await createRunJournal(storage, new FakeLocks()).takeInterrupted('parse-tool-calls')).toBe(false);
  });

  it('reports a Run that never ended (the tab died), for that exercise only, and only on the next load', async () => {
    const storage = new FakeStorage();
    createRunJournal(storage, new FakeLocks()).begin('parse-tool-calls');
    // The next load: a new page, whose locks do not include the dead tab's.
    const nextLoad = createRunJournal(storage, new FakeLocks());
    expect(await nextLoad.takeInterrupted('agent-loop')).toBe(false);
    expect(await nextLoad.takeInterrupted('parse-tool-calls')).toBe(true);
    // Asked again in the same load (React mounts twice in development): the same answer.
    expect(await nextLoad.takeInterrupted('parse-tool-calls')).toBe(true);
    expect(await createRunJournal(storage, new FakeLocks()).takeInterrupted('parse-tool-calls')).toBe(false);
  });

  it('does not call a Run in another open tab a crash', async () => {
    const storage = new FakeStorage();
    const locks = new FakeLocks(); // one browser, two tabs
    const end = createRunJournal(storage, locks).begin('parse-tool-calls');
    await Promise.resolve();
    const otherTab = createRunJournal(storage, locks);
    expect(await otherTab.takeInterrupted('parse-tool-calls')).toBe(false);
    end();
    await Promise.resolve();
    expect(locks.held.size).toBe(0);
    expect(await otherTab.takeInterrupted('parse-tool-calls')).toBe(false);
  });

  it('lets go of the lock when the Run ends before the lock is granted', async () => {
    const locks = new FakeLocks();
    let grant: () => void = () => {};
    const slowLocks: LockManagerLike = {
      request: (name, callback) => new Promise<void>((resolve) => (grant = () => resolve(locks.request(name, callback)))),
      query: () => locks.query(),
    };
    const end = createRunJournal(new FakeStorage(), slowLocks).begin('ex');
    end();
    grant();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(locks.held.size).toBe(0);
  });

  it('still runs, and reports nothing wrongly, when storage refuses the marker', async () => {
    const storage = new FakeStorage();
    storage.refuse(quotaExceeded);
    const journal = createRunJournal(storage, undefined);
    expect(() => journal.begin('ex')()).not.toThrow();
    expect(await journal.takeInterrupted('ex')).toBe(false);
  });
});
