// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxFactory, createSandboxPort, UNRESPONSIVE, type FrameFactory, type SandboxOptions } from './sandboxPort';
import { frameDocument, sandboxPolicy } from './frameDocument';
import { createFakeTimers } from '../../test/fixtures/fakeTimers';
import type { HostMessage } from '../protocol';
import type { ControlMessage, CrashMessage, PongMessage, ReadyEnvelope, ReplyEnvelope } from './frameProtocol';

const noOutput = { lines: [], truncated: false };

/**
 * A stand-in for the sandbox frame and its worker, over real MessageChannels:
 * it does what the frame's bootstrap does with the two ports, and answers
 * like the worker core, wrapping replies in `{ token, message }`.
 */
class FakeSandbox {
  srcdoc = '';
  removed = false;
  started?: { code: Blob; token: string };
  control?: MessagePort;
  data?: MessagePort;
  /** When false, the frame answers no ping (its process is gone). */
  alive = true;
  received: HostMessage[] = [];
  private loadFrame?: () => void;

  readonly factory: FrameFactory = (srcdoc, onLoad) => {
    this.srcdoc = srcdoc;
    this.loadFrame = onLoad;
    return {
      post: (start, transfer) => {
        this.started = { code: start.code, token: start.token };
        [this.control, this.data] = transfer as MessagePort[];
        this.control!.onmessage = (event: MessageEvent<ControlMessage>) => {
          const request = event.data;
          if (request.type === 'ping' && this.alive) this.control!.postMessage({ type: 'pong', id: request.id } satisfies PongMessage);
        };
        this.data!.onmessage = (event: MessageEvent) => this.received.push(event.data as HostMessage);
      },
      remove: () => {
        this.removed = true;
        this.control?.close();
        this.data?.close();
      },
    };
  };

  /** The frame's document has run. */
  load() {
    this.loadFrame?.();
  }

  /** Posts on the data port as the worker would (or as anything else on that port would). */
  postData(data: unknown) {
    this.data!.postMessage(data);
  }

  reply(message: unknown) {
    this.postData({ token: this.started!.token, message } satisfies ReplyEnvelope<unknown>);
  }
}

/** The worker's code as the page hands it over: the same Blob to every frame. */
const WORKER_CODE = new Blob(['worker code']);

const open: { terminate(): void }[] = [];
afterEach(() => {
  for (const port of open.splice(0)) port.terminate();
});

function setup(overrides: Partial<SandboxOptions> = {}) {
  const sandbox = new FakeSandbox();
  let ids = 0;
  const port = createSandboxPort({
    loadWorkerCode: async () => WORKER_CODE,
    createFrame: sandbox.factory,
    randomId: () => `id${++ids}`,
    ...overrides,
  });
  open.push(port);
  const messages: unknown[] = [];
  const crashes: string[] = [];
  port.listen(
    (data) => messages.push(data),
    (reason) => crashes.push(reason),
  );
  return { sandbox, port, messages, crashes };
}

/** Waits for messages to cross the channels (a few milliseconds; up to 5 s on a busy machine). */
const until = async (condition: () => boolean) => {
  const deadline = Date.now() + 5_000;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1));
  expect(condition()).toBe(true);
};

describe('createSandboxPort', () => {
  it('gives the frame a document with a strict policy and a fresh nonce', () => {
    const { sandbox } = setup();
    expect(sandbox.srcdoc).toContain(`content="${sandboxPolicy('id2')}"`);
    expect(sandbox.srcdoc).toContain('<script nonce="id2">');
    expect(sandboxPolicy('n')).toBe(
      "default-src 'none'; script-src 'nonce-n' 'unsafe-eval'; worker-src blob:; base-uri 'none'; form-action 'none'",
    );
    expect(() => frameDocument('a"b')).toThrow();
  });

  it('hands the worker code and both ports to the frame once it has loaded, with the port token', async () => {
    const { sandbox } = setup();
    expect(sandbox.started).toBeUndefined();
    sandbox.load();
    await until(() => sandbox.started !== undefined);
    expect(sandbox.started).toEqual({ code: WORKER_CODE, token: 'id1' });
    expect(sandbox.started!.code).toBe(WORKER_CODE);
  });

  it('delivers messages posted before the worker started, in order', async () => {
    const { sandbox, port } = setup();
    port.post({ type: 'load', runId: 1, slug: 's', code: 'c', entry: 'e', modules: [] });
    port.post({ type: 'case', runId: 1, caseId: 'a', input: 1 });
    sandbox.load();
    await until(() => sandbox.received.length === 2);
    expect(sandbox.received.map((m) => m.type)).toEqual(['load', 'case']);
  });

  it('is ready when the worker says so with its token, and not before', async () => {
    const { sandbox, port } = setup();
    let ready = false;
    void port.ready!.then(() => (ready = true));
    sandbox.load();
    await until(() => sandbox.started !== undefined);
    sandbox.postData({ token: 'guess', ready: true });
    sandbox.postData({ ready: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ready).toBe(false);
    sandbox.postData({ token: 'id1', ready: true } satisfies ReadyEnvelope);
    await until(() => ready);
  });

  it('passes on only what carries the token, validated, and drops the rest', async () => {
    const { sandbox, messages } = setup();
    sandbox.load();
    await until(() => sandbox.started !== undefined);
    const forged = { type: 'case-done', runId: 1, caseId: 'a', outcome: { kind: 'returned', value: 'forged' }, output: noOutput };
    sandbox.postData(forged);
    sandbox.postData({ token: 'id9', message: forged });
    sandbox.postData({ token: 'id1', message: { type: 'case-done', runId: 1 } });
    sandbox.reply({ type: 'case-done', runId: 1, caseId: 'a', outcome: { kind: 'returned', value: 'real' }, output: noOutput });
    await until(() => messages.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(messages).toEqual([
      { type: 'case-done', runId: 1, caseId: 'a', outcome: { kind: 'returned', value: 'real' }, output: noOutput },
    ]);
  });

  it('reports a crash the frame sees, and fails the ready promise', async () => {
    const { sandbox, port, crashes } = setup();
    sandbox.load();
    await until(() => sandbox.started !== undefined);
    sandbox.control!.postMessage({ type: 'crash', reason: 'it failed to start' } satisfies CrashMessage);
    await until(() => crashes.length === 1);
    expect(crashes).toEqual(['it failed to start']);
    await expect(port.ready).rejects.toThrow('it failed to start');
    expect(port.dead).toBe(true);
  });

  it('reports a worker code that cannot be fetched as a crash', async () => {
    const { sandbox, crashes } = setup({ loadWorkerCode: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) });
    sandbox.load();
    await until(() => crashes.length === 1);
    expect(crashes[0]).toBe('the code runner could not be loaded (Failed to fetch dynamically imported module)');
  });

  it('diagnoses a live frame as alive, and a silent one as gone', async () => {
    const timers = createFakeTimers();
    const { sandbox, port } = setup({ timers });
    sandbox.load();
    await until(() => sandbox.started !== undefined);
    sandbox.postData({ token: 'id1', ready: true });
    await port.ready;
    await expect(port.diagnose!()).resolves.toBeUndefined();
    sandbox.alive = false;
    const verdict = port.diagnose!();
    await new Promise((resolve) => setTimeout(resolve, 10));
    timers.advance(1_000);
    await expect(verdict).resolves.toBe(UNRESPONSIVE);
    expect(port.dead).toBe(true);
  });

  it('ends a diagnosis still waiting for its pong when it is terminated, without calling the sandbox dead', async () => {
    const timers = createFakeTimers();
    const { sandbox, port } = setup({ timers });
    sandbox.load();
    await until(() => sandbox.started !== undefined);
    sandbox.postData({ token: 'id1', ready: true } satisfies ReadyEnvelope);
    await port.ready;
    sandbox.alive = false;
    const verdict = port.diagnose!();
    port.terminate();
    await expect(verdict).resolves.toBeUndefined();
    timers.advance(1_000);
    expect(port.dead).toBe(false);
  });

  it('terminates by removing the frame; after that it posts nothing and is not diagnosed', async () => {
    const { sandbox, port } = setup();
    sandbox.load();
    await until(() => sandbox.started !== undefined);
    port.terminate();
    expect(sandbox.removed).toBe(true);
    port.post({ type: 'case', runId: 1, caseId: 'late', input: 1 });
    await expect(port.diagnose!()).resolves.toBeUndefined();
    await expect(port.ready).rejects.toThrow('terminated');
  });

  it('does not hand the worker code to a frame that was terminated before it loaded', async () => {
    const { sandbox, port } = setup();
    port.terminate();
    sandbox.load();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sandbox.started).toBeUndefined();
  });
});

describe('createSandboxFactory', () => {
  /** A factory over fake frames, and the frames it made. */
  const fakeSandboxes = () => {
    const frames: FakeSandbox[] = [];
    const factory = createSandboxFactory({
      loadWorkerCode: async () => WORKER_CODE,
      createFrame: (srcdoc, onLoad) => {
        const sandbox = new FakeSandbox();
        frames.push(sandbox);
        return sandbox.factory(srcdoc, onLoad);
      },
    });
    return { frames, factory };
  };

  it('starts nothing until asked, then keeps sandboxes started ahead', () => {
    const { frames, factory } = fakeSandboxes();
    expect(frames).toHaveLength(0);
    const first = factory();
    expect(frames).toHaveLength(2); // the one handed out, and the spare
    const second = factory();
    expect(frames).toHaveLength(3); // the spare was handed out; a new spare
    expect(second).not.toBe(first);
    open.push(first, second);
    for (const frame of frames) frame.factory('', () => {}).remove();
  });

  it('can start its spare ahead of the first call, which then takes it', () => {
    const { frames, factory } = fakeSandboxes();
    factory.warmUp();
    factory.warmUp();
    expect(frames).toHaveLength(1); // one spare, however often it is asked
    const first = factory();
    expect(frames).toHaveLength(2); // the warm one was handed out; a new spare
    open.push(first);
    for (const frame of frames) frame.factory('', () => {}).remove();
  });

  it('starts the spare that replaces one handed out when told to (the page: once idle), not during the Run that took it', () => {
    const frames: FakeSandbox[] = [];
    const later: (() => void)[] = [];
    const factory = createSandboxFactory({
      loadWorkerCode: async () => WORKER_CODE,
      topUpWhen: (work) => later.push(work),
      createFrame: (srcdoc, onLoad) => {
        const sandbox = new FakeSandbox();
        frames.push(sandbox);
        return sandbox.factory(srcdoc, onLoad);
      },
    });
    factory.warmUp();
    expect(frames).toHaveLength(1); // warming up starts its spare at once: the learner is reading
    const first = factory();
    expect(frames).toHaveLength(1); // the spare handed out, no new one yet
    for (const work of later.splice(0)) work();
    expect(frames).toHaveLength(2);
    const second = factory();
    expect(second).not.toBe(first);
    expect(frames).toHaveLength(2); // the idle-time spare handed out
    open.push(first, second);
    for (const frame of frames) frame.factory('', () => {}).remove();
  });

  it('drops the spare when a sandbox is found dead (they may share a process)', async () => {
    const frames: FakeSandbox[] = [];
    const timers = createFakeTimers();
    const factory = createSandboxFactory({
      loadWorkerCode: async () => WORKER_CODE,
      timers,
      createFrame: (srcdoc, onLoad) => {
        const sandbox = new FakeSandbox();
        frames.push(sandbox);
        const frame = sandbox.factory(srcdoc, onLoad);
        queueMicrotask(onLoad);
        return frame;
      },
    });
    const port = factory();
    open.push(port);
    await until(() => frames[0]!.started !== undefined);
    frames[0]!.postData({ token: frames[0]!.started!.token, ready: true });
    await port.ready;
    frames[0]!.alive = false;
    const verdict = port.diagnose!();
    await new Promise((resolve) => setTimeout(resolve, 10));
    timers.advance(1_000);
    await expect(verdict).resolves.toBe(UNRESPONSIVE);
    expect(frames[1]!.removed).toBe(true); // the spare went with it
    const next = factory();
    open.push(next);
    expect(frames).toHaveLength(4); // a fresh one handed out, and a fresh spare
  });
});
