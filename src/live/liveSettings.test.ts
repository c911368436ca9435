import { describe, expect, it } from 'vitest';
import { checkBaseURL, createLiveSettingsStore } from './liveSettings';
import { FakeStorage } from '../test/fixtures/fakeStorage';
import { LIVE_ENDPOINT_KEY } from '../persistence/storageKeys';

describe('createLiveSettingsStore', () => {
  it('keeps the endpoint in local storage and the key in session storage only', () => {
    const local = new FakeStorage();
    const session = new FakeStorage();
    const store = createLiveSettingsStore(local, session);
    store.save({ baseURL: 'http://localhost:11434/v1', model: 'llama3.2', apiKey: 'sk-secret', question: 'not kept' });
    const saved = Array.from({ length: local.length }, (_, i) => `${local.key(i)}=${local.getItem(local.key(i)!)}`).join('\n');
    expect(saved).toContain('llama3.2');
    expect(saved).not.toContain('sk-secret');
    expect(createLiveSettingsStore(local, session).load('default question')).toEqual({
      baseURL: 'http://localhost:11434/v1',
      model: 'llama3.2',
      apiKey: 'sk-secret',
      question: 'default question',
    });
    // A new tab has a fresh sessionStorage: the endpoint is remembered, the key is not.
    expect(createLiveSettingsStore(local, new FakeStorage()).load('q').apiKey).toBe('');
    store.save({ baseURL: 'x', model: 'y', apiKey: '', question: '' });
    expect(session.length).toBe(0);
  });

  it('works without storage, and with a damaged entry', () => {
    expect(createLiveSettingsStore(undefined, undefined).load('q')).toEqual({ baseURL: '', model: '', apiKey: '', question: 'q' });
    const local = new FakeStorage();
    local.setItem(LIVE_ENDPOINT_KEY, '{not json');
    expect(createLiveSettingsStore(local, undefined).load('q').baseURL).toBe('');
    // Full or locked-down storage: the form keeps working for this page.
    const full = new FakeStorage();
    full.refuse();
    expect(() => createLiveSettingsStore(full, full).save({ baseURL: 'a', model: 'b', apiKey: 'c', question: 'd' })).not.toThrow();
  });
});

describe('checkBaseURL', () => {
  it('accepts http and https URLs, without a trailing slash', () => {
    expect(checkBaseURL(' https://api.openai.com/v1/ ')).toEqual({ ok: true, url: 'https://api.openai.com/v1' });
    expect(checkBaseURL('http://127.0.0.1:8080/v1')).toEqual({ ok: true, url: 'http://127.0.0.1:8080/v1' });
  });

  it('says what is wrong with anything else', () => {
    expect(checkBaseURL('')).toMatchObject({ ok: false, message: expect.stringContaining('Enter the base URL') });
    expect(checkBaseURL('not a url')).toMatchObject({ ok: false, message: expect.stringContaining('is not a URL') });
    expect(checkBaseURL('ftp://host/v1')).toMatchObject({
      ok: false,
      message: 'The base URL must start with http:// or https://, not ftp://.',
    });
    expect(checkBaseURL('https://user:sk@host/v1')).toMatchObject({
      ok: false,
      message: 'Put the API key in its own field, not in the URL.',
    });
  });
});
