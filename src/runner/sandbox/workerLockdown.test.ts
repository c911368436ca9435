// @vitest-environment node
/**
 * The worker's self-defence, with stand-ins for the worker global. That the
 * real worker has no postMessage, close or Worker, and that its built-ins
 * are locked, is checked in Chromium (e2e/hostile-verdicts.e2e.ts).
 */
import { describe, expect, it } from 'vitest';
import { awaitStart, onPortMessage, poster, REMOVED_GLOBALS, removeGlobals } from './workerLockdown';

describe('removeGlobals', () => {
  it('removes postMessage, close, nested workers, BroadcastChannel, OffscreenCanvas and blob: URLs, wherever the global gets them', () => {
    const scopeProto = { postMessage() {}, close() {}, importScripts() {} };
    const url = { createObjectURL() {}, revokeObjectURL() {}, canParse() {} };
    const global = Object.assign(Object.create(scopeProto) as Record<string, unknown>, {
      Worker: class {},
      SharedWorker: class {},
      BroadcastChannel: class {},
      OffscreenCanvas: class {},
      URL: url,
      fetch() {},
    });
    removeGlobals(global);
    for (const name of REMOVED_GLOBALS) expect(global[name], name).toBeUndefined();
    expect(url).toEqual({ canParse: url.canParse });
    // Only those: the network is closed by the sandbox's policy, not by deleting globals.
    expect(typeof global.fetch).toBe('function');
    expect(typeof global.importScripts).toBe('function');
  });
});

describe('removeGlobals and shared memory', () => {
  it('leaves no Atomics, and a WebAssembly.Memory that makes no shared memory, however it is reached', () => {
    const global = { Atomics, SharedArrayBuffer, WebAssembly: { Memory: WebAssembly.Memory } } as Record<string, unknown> & {
      WebAssembly: { Memory: typeof WebAssembly.Memory };
    };
    const Original = WebAssembly.Memory;
    const constructorBefore = Object.getOwnPropertyDescriptor(Original.prototype, 'constructor')!;
    try {
      removeGlobals(global);
      expect(global.Atomics).toBeUndefined();
      expect(global.SharedArrayBuffer).toBeUndefined();
      const Memory = global.WebAssembly.Memory;
      expect(() => new Memory({ shared: true, initial: 1, maximum: 1 })).toThrow(/shared WebAssembly memory is not available/);
      // The way back to the original, through the prototype, leads to the same guard.
      const Back = (Memory.prototype as unknown as { constructor: typeof WebAssembly.Memory }).constructor;
      expect(() => new Back({ shared: true, initial: 1, maximum: 1 })).toThrow(TypeError);
      // A descriptor that says "not shared" once and "shared" after is read once.
      let reads = 0;
      const fickle = {
        initial: 1,
        maximum: 1,
        get shared() {
          return reads++ > 0;
        },
      };
      const memory = new Memory(fickle);
      expect(memory.buffer).toBeInstanceOf(ArrayBuffer);
      expect(new Memory({ initial: 1 }).buffer.byteLength).toBe(65_536);
      expect(new Memory({ initial: 1 })).toBeInstanceOf(Original);
    } finally {
      Object.defineProperty(Original.prototype, 'constructor', constructorBefore);
    }
  });
});

describe('awaitStart', () => {
  it('takes the first message that carries a token and a port, then stops listening on the global', async () => {
    const global = new EventTarget();
    const started: string[] = [];
    awaitStart(global, (token) => started.push(token));
    const { port1, port2 } = new MessageChannel();
    global.dispatchEvent(new MessageEvent('message', { data: { token: 'no port' } }));
    global.dispatchEvent(new MessageEvent('message', { data: null, ports: [port1] }));
    global.dispatchEvent(new MessageEvent('message', { data: { token: 'first' }, ports: [port1] }));
    global.dispatchEvent(new MessageEvent('message', { data: { token: 'second' }, ports: [port2] }));
    expect(started).toEqual(['first']);
    port1.close();
    port2.close();
  });

  it('hands on the files the frame sent, unchecked, and none when they are not an object', () => {
    const buffer = new ArrayBuffer(4);
    const received: unknown[] = [];
    const { port1, port2 } = new MessageChannel();
    for (const files of [{ 'a.wasm': buffer, note: 'text' }, undefined, 'not files']) {
      const global = new EventTarget();
      awaitStart(global, (_token, _port, got) => received.push(got));
      global.dispatchEvent(new MessageEvent('message', { data: { token: 't', files }, ports: [port1] }));
    }
    expect(received).toEqual([{ 'a.wasm': buffer, note: 'text' }, undefined, undefined]);
    port1.close();
    port2.close();
  });
});

describe('poster and onPortMessage', () => {
  it('keep using the original postMessage and data getter after learner code replaces them', async () => {
    const { port1, port2 } = new MessageChannel();
    const send = poster(port1);
    const received: unknown[] = [];
    onPortMessage(port2, (data) => received.push(data));
    const originalPost = MessagePort.prototype.postMessage;
    const dataDescriptor = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data')!;
    let stolen = 0;
    try {
      MessagePort.prototype.postMessage = function () {
        stolen++;
      };
      Object.defineProperty(MessageEvent.prototype, 'data', {
        configurable: true,
        get() {
          stolen++;
          return 'forged';
        },
      });
      send({ token: 't', message: 'real' });
      for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 2));
    } finally {
      MessagePort.prototype.postMessage = originalPost;
      Object.defineProperty(MessageEvent.prototype, 'data', dataDescriptor);
      port1.close();
      port2.close();
    }
    expect(received).toEqual([{ token: 't', message: 'real' }]);
    expect(stolen).toBe(0);
  });
});
