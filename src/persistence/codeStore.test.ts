// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createCodeStore } from './codeStore';
import { codeKey } from './storageKeys';
import { FakeStorage, quotaExceeded, securityError } from '../test/fixtures/fakeStorage';

describe('createCodeStore', () => {
  it('saves code per exercise and loads it back with the time it was saved', () => {
    const storage = new FakeStorage();
    const store = createCodeStore(storage, () => 1234);
    expect(store.save('parse-tool-calls', 'export function parseToolCalls() {}')).toEqual({ ok: true });
    expect(store.save('other', 'other code')).toEqual({ ok: true });
    expect(store.load('parse-tool-calls')).toEqual({ code: 'export function parseToolCalls() {}', savedAt: 1234 });
    expect(store.load('other')?.code).toBe('other code');
    expect(store.load('never-saved')).toBeUndefined();
  });

  it('reads code saved by an earlier visit under the v1 key', () => {
    const storage = new FakeStorage();
    storage.setItem('tool-calling-playground:v1:code:parse-tool-calls', JSON.stringify({ code: 'from last week', savedAt: 99 }));
    expect(createCodeStore(storage).load('parse-tool-calls')).toEqual({ code: 'from last week', savedAt: 99 });
  });

  it('keeps the backup apart from the code', () => {
    const store = createCodeStore(new FakeStorage(), () => 5);
    store.save('ex', 'current');
    store.saveBackup('ex', 'previous');
    expect(store.load('ex')?.code).toBe('current');
    expect(store.loadBackup('ex')).toEqual({ code: 'previous', savedAt: 5 });
    store.clearBackup('ex');
    expect(store.loadBackup('ex')).toBeUndefined();
    expect(store.load('ex')?.code).toBe('current');
  });

  it('keeps empty code as code, distinct from nothing saved', () => {
    const store = createCodeStore(new FakeStorage());
    store.save('ex', '');
    expect(store.load('ex')?.code).toBe('');
  });

  it('ignores stored entries it cannot read', () => {
    const storage = new FakeStorage();
    const store = createCodeStore(storage);
    storage.setItem(codeKey('a'), '{not json');
    storage.setItem(codeKey('b'), JSON.stringify({ code: 42 }));
    storage.setItem(codeKey('c'), JSON.stringify({ code: 'x', savedAt: 'soon' }));
    expect(store.load('a')).toBeUndefined();
    expect(store.load('b')).toBeUndefined();
    expect(store.load('c')).toEqual({ code: 'x', savedAt: 0 });
  });

  it('says the storage is full when the browser throws QuotaExceededError', () => {
    const storage = new FakeStorage();
    storage.refuse(quotaExceeded);
    const store = createCodeStore(storage);
    expect(store.save('ex', 'code')).toEqual({ ok: false, reason: 'the browser storage is full' });
    expect(store.saveBackup('ex', 'code')).toEqual({ ok: false, reason: 'the browser storage is full' });
  });

  it('recognises a quota error that is not an Error instance', () => {
    const storage = new FakeStorage();
    storage.refuse(() => ({ name: 'NS_ERROR_DOM_QUOTA_REACHED', message: 'full' }));
    expect(createCodeStore(storage).save('ex', 'code')).toEqual({ ok: false, reason: 'the browser storage is full' });
  });

  it('says the browser refused for any other storage error', () => {
    const storage = new FakeStorage();
    storage.refuse(securityError);
    expect(createCodeStore(storage).save('ex', 'code')).toEqual({ ok: false, reason: 'the browser refused to store it (private mode?)' });
  });

  it('works without storage at all, saying it cannot save', () => {
    const store = createCodeStore(undefined);
    expect(store.save('ex', 'code')).toEqual({ ok: false, reason: 'this browser offers no storage here' });
    expect(store.load('ex')).toBeUndefined();
    expect(() => store.clearBackup('ex')).not.toThrow();
  });

  it('survives a storage whose reads and removals throw', () => {
    const hostile = {
      getItem: () => {
        throw securityError();
      },
      removeItem: () => {
        throw securityError();
      },
    } as unknown as Storage;
    const store = createCodeStore(hostile);
    expect(store.load('ex')).toBeUndefined();
    expect(store.loadBackup('ex')).toBeUndefined();
    expect(() => store.clearBackup('ex')).not.toThrow();
  });
});
