/**
 * What the learner's worker does to itself before any learner code exists.
 *
 * The sandbox (an opaque-origin frame with a strict CSP, see
 * frameDocument.ts) is what keeps learner code from the network, the site's
 * storage and the page. This file is about the verdict: learner code shares
 * this worker's JavaScript realm with the worker core, and must not be able
 * to disturb how the core reads its result and reports it.
 *
 * - The core's channel to the page is a MessagePort it keeps in a closure,
 *   used through functions captured here, so redefining
 *   `MessagePort.prototype.postMessage` or the `MessageEvent` getters later
 *   changes nothing for it.
 * - `postMessage` and `close` of the worker itself are removed (no way to
 *   post to the frame, or to stop silently), and so are `Worker` and
 *   `SharedWorker` (a nested worker would inherit the same sandbox, and die
 *   with this one, but there is no need for one).
 * - So are the APIs that make the browser's shared processes work for the
 *   worker, which learner code has no use for: `BroadcastChannel` (every
 *   message goes to every channel of the name: 10,000 channels kept Chromium's
 *   browser process, and so the page, busy for four minutes), blob: URLs, and
 *   `OffscreenCanvas` (WebGL in the GPU process). The time limit bounds any
 *   other flood: the worker is terminated.
 *
 * In a worker, deleting a global is final: there is no other realm (no
 * iframe, no nested worker) to take a fresh copy from.
 * - The built-ins trusted code (the core, the driver kit, the drivers) looks
 *   up while a case runs are made read-only, and so are the global bindings
 *   it reads them through and an absent `Object.prototype.then`, so learner
 *   code cannot change what trusted code computes (assigning to them throws in
 *   the learner's strict-mode code). Which ones is found, not guessed:
 *   runner/worker/drivers.forgedPass.test.ts records every replaceable
 *   built-in trusted code touches while every solution runs every case.
 *
 * A realm cannot be made fully tamper-proof from inside it; what matters is
 * that the page compares, with values the worker never sees (docs/security.md).
 */
import type { WorkerStartMessage } from './frameProtocol';

// Captured when this module is evaluated: before the first message, so before any learner code.
const apply = Reflect.apply;
const defineProperty = Object.defineProperty;
const getOwnDescriptor = Object.getOwnPropertyDescriptor;
const portPostMessage = MessagePort.prototype.postMessage;
const eventData = getOwnDescriptor(MessageEvent.prototype, 'data')!.get!;
const eventPorts = getOwnDescriptor(MessageEvent.prototype, 'ports')!.get!;
const preventDefault = Event.prototype.preventDefault;
const addListener = EventTarget.prototype.addEventListener;
const removeListener = EventTarget.prototype.removeEventListener;
const setOnMessage = getOwnDescriptor(MessagePort.prototype, 'onmessage')!.set!;

/** Reads a MessageEvent's data with the getter captured at start. */
export function readData(event: MessageEvent): unknown {
  return apply(eventData, event, []);
}

/**
 * A function that posts on `port` with the original postMessage, whatever happens to the prototype later.
 * `Message` is what may be posted (the worker posts `WorkerEnvelope`s).
 */
export function poster<Message>(port: MessagePort): (message: Message) => void {
  return (message) => apply(portPostMessage, port, [message]);
}

/** Listens on `port` with the original setter and getter. */
export function onPortMessage(port: MessagePort, listener: (data: unknown) => void): void {
  apply(setOnMessage, port, [(event: MessageEvent) => listener(readData(event))]);
}

/**
 * The frame's start message as the worker reads it. The files' values are not checked here: the worker
 * checks each file it needs.
 */
export interface ReceivedStart extends Omit<WorkerStartMessage, 'files'> {
  files: Readonly<Record<string, unknown>> | undefined;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null;

/** A `WorkerStartMessage`, checked by hand: anything without a token is not the frame's start. */
function readStart(data: unknown): ReceivedStart | undefined {
  if (!isRecord(data) || typeof data.token !== 'string') return undefined;
  return { token: data.token, files: isRecord(data.files) ? data.files : undefined };
}

/**
 * Waits for the frame's one message (a `WorkerStartMessage`, with the data port) on the
 * worker's global, then stops listening there for good.
 */
export function awaitStart(global: EventTarget, onStart: (token: string, port: MessagePort, files: ReceivedStart['files']) => void): void {
  const listener = (event: Event) => {
    const start = readStart(readData(event as MessageEvent));
    const ports = apply(eventPorts, event, []) as readonly MessagePort[];
    const port = ports[0];
    if (!start || !port) return;
    apply(removeListener, global, ['message', listener]);
    onStart(start.token, port, start.files);
  };
  apply(addListener, global, ['message', listener]);
}

/**
 * Errors thrown later from learner code's timers and promises are the
 * learner's bug, not a crash of the worker: keep them from reaching the frame
 * as an error event (which would end the case as a crash).
 */
export function swallowLateErrors(global: EventTarget): void {
  const swallow = (event: Event) => {
    apply(preventDefault, event, []);
  };
  apply(addListener, global, ['error', swallow]);
  apply(addListener, global, ['unhandledrejection', swallow]);
}

/**
 * Globals learner code has no use for, and the protocol and the browser are safer without.
 * `Atomics` and `SharedArrayBuffer`: the frame is not cross-origin isolated, yet a shared
 * `WebAssembly.Memory` is a real SharedArrayBuffer, and `Atomics.wait` on it a blocking wait in the
 * worker. Pyodide makes one such memory as it starts (before this runs), only for `Atomics.wait`
 * while it waits for input, which it does without when `Atomics` is gone.
 */
export const REMOVED_GLOBALS = [
  'postMessage',
  'close',
  'Worker',
  'SharedWorker',
  'BroadcastChannel',
  'OffscreenCanvas',
  'Atomics',
  'SharedArrayBuffer',
] as const;

/**
 * Removes `REMOVED_GLOBALS` from the global object and the prototypes it inherits them from, and blob: URLs;
 * and makes `WebAssembly.Memory` refuse a shared memory.
 */
export function removeGlobals(global: object): void {
  for (let target: object | null = global; target && target !== Object.prototype; target = Object.getPrototypeOf(target)) {
    for (const name of REMOVED_GLOBALS) {
      if (getOwnDescriptor(target, name)?.configurable) delete (target as Record<string, unknown>)[name];
    }
  }
  refuseSharedMemory(global);
  const url = (global as { URL?: Record<string, unknown> }).URL;
  if (url) {
    for (const name of ['createObjectURL', 'revokeObjectURL']) {
      if (getOwnDescriptor(url, name)?.configurable) delete url[name];
    }
  }
}

interface MemoryDescriptor {
  initial: number;
  maximum?: number;
  shared?: boolean;
}

/**
 * `WebAssembly.Memory` becomes a function that makes only unshared memories: it reads the descriptor
 * once and passes the original a copy, and the prototype's `constructor` leads to it, not to the original.
 * (A compiled module can still declare a shared memory of its own; without `Atomics` and without any
 * other thread to share it with, it is only memory.)
 */
function refuseSharedMemory(global: object): void {
  const wasm = (global as { WebAssembly?: { Memory?: new (descriptor: MemoryDescriptor) => object } }).WebAssembly;
  const Original = wasm?.Memory;
  if (!wasm || !Original) return;
  const Memory = function Memory(descriptor: MemoryDescriptor) {
    const { initial, maximum, shared } = descriptor;
    if (shared) throw new TypeError('shared WebAssembly memory is not available here');
    return new Original(maximum === undefined ? { initial } : { initial, maximum });
  };
  const prototype = Original.prototype as object;
  defineProperty(Memory, 'prototype', { value: prototype, writable: false, enumerable: false, configurable: false });
  // Configurable as it was: learner code may change it, but only to something it already has.
  defineProperty(prototype, 'constructor', { value: Memory, writable: true, enumerable: false, configurable: true });
  defineProperty(wasm, 'Memory', { value: Memory, writable: false, enumerable: false, configurable: false });
}

/**
 * The functions the core uses after learner code has run (copying the
 * result, reading errors, posting), made read-only and non-configurable.
 * Statics and a few prototype methods only: freezing whole prototypes would
 * break ordinary code (`err.name = ...` on a subclass, for one).
 */
const arrayIterator = Object.getPrototypeOf([][Symbol.iterator]()) as object;
const LOCKED: [object, PropertyKey][] = [
  [Object, 'keys'],
  [Object, 'defineProperty'],
  [Object, 'getPrototypeOf'],
  [Object, 'getOwnPropertyDescriptor'],
  [Object, 'hasOwn'],
  [Object, 'is'],
  [Array, 'isArray'],
  [Array.prototype, 'push'],
  [Array.prototype, 'map'],
  [Array.prototype, 'join'],
  [Array.prototype, 'slice'],
  [Array.prototype, Symbol.iterator],
  [arrayIterator, 'next'],
  [Set.prototype, 'add'],
  [Set.prototype, 'has'],
  [Set.prototype, 'delete'],
  [Promise.prototype, 'then'],
  [RegExp.prototype, 'exec'],
  [RegExp.prototype, 'test'],
  [Function.prototype, 'call'],
  [Function.prototype, 'apply'],
  [Function.prototype, 'bind'],
  [JSON, 'stringify'],
  [Reflect, 'apply'],
  [String, 'fromCharCode'],
  [Object, 'assign'],
  [Promise, 'reject'],
  [String.prototype, 'toLowerCase'],
  [String.prototype, 'toUpperCase'],
  // What `map`, `slice` and `then` build their result with: replaced, every array or promise
  // trusted code derives from another would be the learner's object.
  [Array.prototype, 'constructor'],
  [Array, Symbol.species],
  [Promise.prototype, 'constructor'],
  [Promise, Symbol.species],
];

/**
 * The global bindings trusted code reads live (`new Error(...)`, `x instanceof Map`,
 * `Object.assign`): rebinding one (`globalThis.Error = ...`) would change every such use at once.
 * Ordinary code never rebinds a built-in's name.
 */
export const LOCKED_GLOBALS = [
  'Object',
  'Array',
  'Math',
  'JSON',
  'Reflect',
  'Promise',
  'String',
  'Number',
  'Boolean',
  'Symbol',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'Date',
  'RegExp',
  'Error',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'Proxy',
] as const;

/**
 * Properties no object has, that the engine looks up on every object: `await` and a promise's
 * resolve read `then`. Added to Object.prototype by learner code, `then` would make every plain
 * object trusted code awaits (a driver's record, the core's outcome) a thenable the learner
 * answers. Fixed as absent (undefined, read-only): an object literal or a class may still have
 * its own `then`.
 */
const ABSENT_HOOKS = ['then'] as const;

export function lockBuiltins(): void {
  for (const [owner, name] of LOCKED) {
    const descriptor = getOwnDescriptor(owner, name);
    if (!descriptor?.configurable) continue;
    const fixed = 'value' in descriptor ? { value: descriptor.value, writable: false } : { get: descriptor.get, set: descriptor.set };
    defineProperty(owner, name, { ...fixed, enumerable: descriptor.enumerable ?? false, configurable: false });
  }
  for (const name of LOCKED_GLOBALS) {
    const descriptor = getOwnDescriptor(globalThis, name);
    if (descriptor?.configurable)
      defineProperty(globalThis, name, { value: descriptor.value, writable: false, enumerable: false, configurable: false });
  }
  for (const name of ABSENT_HOOKS) {
    if (!getOwnDescriptor(Object.prototype, name))
      defineProperty(Object.prototype, name, { value: undefined, writable: false, enumerable: false, configurable: false });
  }
  // Stack traces are formatted by V8 alone: learner code may not install a formatter that sees the core's frames.
  if (getOwnDescriptor(Error, 'prepareStackTrace')?.configurable !== false) {
    defineProperty(Error, 'prepareStackTrace', { value: undefined, writable: false, enumerable: false, configurable: false });
  }
}
