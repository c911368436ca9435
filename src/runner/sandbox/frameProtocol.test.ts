// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_CRASH_REASON, parseFrameMessage, parseWorkerEnvelope } from './frameProtocol';

describe('parseFrameMessage', () => {
  it('reads a pong and its id', () => {
    expect(parseFrameMessage({ type: 'pong', id: 3 })).toEqual({ type: 'pong', id: 3 });
  });

  it('reads a crash, its reason cut to size, and "it stopped" when the reason is not text', () => {
    expect(parseFrameMessage({ type: 'crash', reason: 'it failed to start' })).toEqual({ type: 'crash', reason: 'it failed to start' });
    expect(parseFrameMessage({ type: 'crash', reason: 'x'.repeat(10_000) })).toEqual({
      type: 'crash',
      reason: 'x'.repeat(MAX_CRASH_REASON),
    });
    expect(parseFrameMessage({ type: 'crash' })).toEqual({ type: 'crash', reason: 'it stopped' });
    expect(parseFrameMessage({ type: 'crash', reason: { toString: 'no' } })).toEqual({ type: 'crash', reason: 'it stopped' });
  });

  it('drops anything else', () => {
    for (const data of [
      undefined,
      null,
      'pong',
      7,
      {},
      { type: 'pong' },
      { type: 'pong', id: '1' },
      { type: 'ping', id: 1 },
      { type: 'start' },
    ]) {
      expect(parseFrameMessage(data), JSON.stringify(data)).toBeUndefined();
    }
  });
});

describe('parseWorkerEnvelope', () => {
  it('reads a ready envelope and a reply envelope that carry the token, leaving the message unchecked', () => {
    expect(parseWorkerEnvelope({ token: 't', ready: true }, 't')).toEqual({ token: 't', ready: true });
    expect(parseWorkerEnvelope({ token: 't', message: { anything: 1 } }, 't')).toEqual({ token: 't', message: { anything: 1 } });
  });

  it('takes `ready: true` over a message, and anything else in `ready` as a reply', () => {
    expect(parseWorkerEnvelope({ token: 't', ready: true, message: 'm' }, 't')).toEqual({ token: 't', ready: true });
    expect(parseWorkerEnvelope({ token: 't', ready: 'yes', message: 'm' }, 't')).toEqual({ token: 't', message: 'm' });
  });

  it('drops whatever does not carry this token', () => {
    for (const data of [
      undefined,
      null,
      't',
      { ready: true },
      { message: 'm' },
      { token: 'guess', ready: true },
      { token: 'guess', message: 'm' },
      { token: 1, ready: true },
    ]) {
      expect(parseWorkerEnvelope(data, 't'), JSON.stringify(data)).toBeUndefined();
    }
  });
});
