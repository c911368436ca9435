// @vitest-environment node
/**
 * The frame's script, the text frameDocument() puts in the srcdoc, run with stand-ins for the frame's
 * globals: it must speak frameProtocol.ts with the page and the worker. That it really isolates the
 * worker (opaque origin, policy) is checked in Chromium (e2e/hostile-isolation.e2e.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { frameDocument } from './frameDocument';
import {
  parseFrameMessage,
  type ControlMessage,
  type FrameToPageMessage,
  type StartMessage,
  type WorkerStartMessage,
} from './frameProtocol';

interface ErrorEventLike {
  message: string;
  preventDefault(): void;
}

class FakeWorker {
  onerror?: (error: ErrorEventLike) => void;
  posted: { message: unknown; transfer: unknown[] }[] = [];
  terminated = false;
  constructor(
    readonly url: string,
    readonly options: unknown,
  ) {}
  postMessage(message: unknown, transfer: unknown[]) {
    this.posted.push({ message, transfer });
  }
  terminate() {
    this.terminated = true;
  }
}

/** The frame's `Blob`: the page hands the worker's code over as one. */
class FakeBlob {
  constructor(readonly text: string) {}
}
const codeBlob = (text: string) => new FakeBlob(text) as unknown as Blob;

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const { port1, port2 } of channels.splice(0)) {
    port1.close();
    port2.close();
  }
});

/** Runs the frame's script; `failWith` makes `new Worker` throw. */
function runFrame({ failWith }: { failWith?: Error } = {}) {
  const script = /<script nonce="n0nce">([\s\S]*)<\/script>/.exec(frameDocument('n0nce'))![1]!;
  const parent = { name: 'the page' };
  const workers: FakeWorker[] = [];
  /** The blobs the frame made URLs of, in order. */
  const blobs: unknown[] = [];
  let listener: ((event: { source: unknown; data: unknown; ports: unknown[] }) => void) | undefined;
  const globals = {
    addEventListener: (type: string, handler: typeof listener) => {
      if (type === 'message') listener = handler;
    },
    parent,
    URL: { createObjectURL: (blob: unknown) => `blob:${blobs.push(blob)}` },
    Blob: FakeBlob,
    Worker: class extends FakeWorker {
      constructor(url: string, options: unknown) {
        if (failWith) throw failWith;
        super(url, options);
        workers.push(this);
      }
    },
  };
  new Function(...Object.keys(globals), script)(...Object.values(globals));

  const control = new MessageChannel();
  channels.push(control);
  const fromFrame: FrameToPageMessage[] = [];
  control.port1.onmessage = (event: MessageEvent) => {
    const message = parseFrameMessage(event.data);
    if (message) fromFrame.push(message);
  };
  const dataPort = { name: 'the data port' };
  return {
    parent,
    workers,
    blobs,
    fromFrame,
    dataPort,
    /** What the page's window.postMessage does: a message event in the frame. */
    dispatch: (data: unknown, { source = parent, ports = [control.port2, dataPort] }: { source?: unknown; ports?: unknown[] } = {}) =>
      listener?.({ source, data, ports }),
    tell: (message: ControlMessage) => control.port1.postMessage(message),
  };
}

/** Waits for messages to cross the channel (a few milliseconds; up to 5 s on a busy machine). */
const until = async (condition: () => boolean) => {
  const deadline = Date.now() + 5_000;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1));
  expect(condition()).toBe(true);
};

const buffer = new ArrayBuffer(8);
const workerCode = codeBlob('the worker code');
const start: StartMessage = { type: 'start', code: workerCode, token: 't0k3n', files: { 'pyodide.asm.wasm': buffer } };

describe("the frame's script", () => {
  it("starts the worker from a URL of the page's blob of the code, and hands it the token, the files, the data port and the buffers", () => {
    const frame = runFrame();
    frame.dispatch(start);
    expect(frame.blobs).toEqual([workerCode]);
    expect(frame.blobs[0]).toBe(workerCode);
    expect(frame.workers).toHaveLength(1);
    const worker = frame.workers[0]!;
    expect([worker.url, worker.options]).toEqual(['blob:1', { name: 'learner-code' }]);
    const handedOver: WorkerStartMessage = { token: 't0k3n', files: { 'pyodide.asm.wasm': buffer } };
    expect(worker.posted).toEqual([{ message: handedOver, transfer: [frame.dataPort, buffer] }]);
  });

  it('moves only the buffers among the files, and hands over no files when there are none', () => {
    const frame = runFrame();
    frame.dispatch({ ...start, files: { wasm: buffer, note: 'not bytes' } });
    expect(frame.workers[0]!.posted[0]!.transfer).toEqual([frame.dataPort, buffer]);
    const other = runFrame();
    other.dispatch({ ...start, files: undefined });
    expect(other.workers[0]!.posted).toEqual([{ message: { token: 't0k3n', files: undefined }, transfer: [other.dataPort] }]);
  });

  it('ignores what is not a start from the page, then takes one start only', () => {
    const frame = runFrame();
    frame.dispatch(start, { source: { name: 'someone else' } });
    frame.dispatch({ ...start, type: 'ping' });
    frame.dispatch({ ...start, code: 1 });
    frame.dispatch({ ...start, code: 'the worker code as text' });
    frame.dispatch({ ...start, token: undefined });
    frame.dispatch(null);
    frame.dispatch(start, { ports: [] });
    expect(frame.workers).toHaveLength(0);
    frame.dispatch(start);
    frame.dispatch({ ...start, code: codeBlob('a second worker') });
    expect(frame.workers).toHaveLength(1);
    expect(frame.blobs).toEqual([workerCode]);
  });

  it('answers a ping with a pong of its id, and terminates the worker when told to', async () => {
    const frame = runFrame();
    frame.dispatch(start);
    frame.tell({ type: 'ping', id: 7 });
    await until(() => frame.fromFrame.length === 1);
    expect(frame.fromFrame).toEqual([{ type: 'pong', id: 7 }]);
    frame.tell({ type: 'terminate' });
    await until(() => frame.workers[0]!.terminated);
  });

  it("reports the worker's error as a crash, and keeps it from the frame's console", async () => {
    const frame = runFrame();
    frame.dispatch(start);
    let prevented = 0;
    const preventDefault = () => prevented++;
    frame.workers[0]!.onerror!({ message: 'Uncaught Error: Python could not start', preventDefault });
    frame.workers[0]!.onerror!({ message: '', preventDefault });
    await until(() => frame.fromFrame.length === 2);
    expect(frame.fromFrame).toEqual([
      { type: 'crash', reason: 'Uncaught Error: Python could not start' },
      { type: 'crash', reason: 'it failed to start' },
    ]);
    expect(prevented).toBe(2);
  });

  it('reports a worker it cannot create as a crash', async () => {
    const frame = runFrame({ failWith: new Error('no workers here') });
    frame.dispatch(start);
    await until(() => frame.fromFrame.length === 1);
    expect(frame.fromFrame).toEqual([{ type: 'crash', reason: 'it could not be started: no workers here' }]);
  });
});
