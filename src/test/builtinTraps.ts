/**
 * Traps on the built-ins learner code can replace, for the test that no verdict can be forged
 * by replacing one (runner/worker/drivers.forgedPass.test.ts). Learner code runs in the same
 * realm as the trusted driver, so any function on Math, JSON, Object, Array.prototype, ..., any
 * global binding (`Math` itself) and any hook added to Object.prototype (`then`) is within its
 * reach. These recorders find, with no list written by hand, which of them trusted code (the
 * drivers, the driver kit, the worker core) looks up while a case runs: each is a way for a
 * learner's patch, toggled around its own calls, to change what trusted code computes.
 *
 * Who called is read from the stack: the first frame outside this file. Learner code is
 * evaluated as `learner.ts` (evaluateModule.ts); trusted code in its realm lives in the worker's
 * folders and the exercises' drivers;
 * libraries (zod, called by the learner's own code) count as the learner's.
 */

import { runInNewContext } from 'node:vm';

// Captured before any trap exists: the traps themselves must not go through one.
const apply = Reflect.apply;
const construct = Reflect.construct;
const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const defineProperty = Object.defineProperty;
const ownKeys = Reflect.ownKeys;
const reflectGet = Reflect.get;
const weakMapGet = WeakMap.prototype.get;
const NativeError = Error;
const NativeProxy = Proxy;
const stringIncludes = String.prototype.includes;
const stringSplit = String.prototype.split;
const THIS_FILE = 'builtinTraps';
// True while a trap decides: the built-ins it calls itself (a Set's has, a stack's text) pass straight through.
let deciding = false;
/**
 * Where trusted code that shares the learner's realm lives: the worker and what it imports, and
 * the exercises' drivers. The host's files (compile, grading) run on the page, out of reach.
 */
const TRUSTED_IN_THE_LEARNERS_REALM = ['/src/runner/worker/', '/src/exercise/', '/src/core/', '/exercises/'];

/** Where a replaceable built-in lives: `Math.min`, `Array.prototype.some`, `Array.prototype[Symbol.iterator]`. */
export interface BuiltinSlot {
  owner: object;
  key: PropertyKey;
  name: string;
}

const OWNERS: [string, object][] = [
  ['globalThis', globalThis],
  ['Math', Math],
  ['JSON', JSON],
  ['Reflect', Reflect],
  ['Atomics', Atomics],
  ...(
    [
      'Object',
      'Array',
      'String',
      'Number',
      'Boolean',
      'Symbol',
      'Promise',
      'Map',
      'Set',
      'WeakMap',
      'WeakSet',
      'Date',
      'RegExp',
      'Error',
      'BigInt',
    ] as const
  ).flatMap((name): [string, object][] => {
    const constructor = (globalThis as unknown as Record<string, { prototype: object }>)[name]!;
    return [
      [name, constructor],
      [`${name}.prototype`, constructor.prototype],
    ];
  }),
  ['Function.prototype', Function.prototype],
  ['%ArrayIteratorPrototype%', Object.getPrototypeOf([][Symbol.iterator]())],
  ['%IteratorPrototype%', Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()))],
  ['%MapIteratorPrototype%', Object.getPrototypeOf(new Map()[Symbol.iterator]())],
  ['%SetIteratorPrototype%', Object.getPrototypeOf(new Set()[Symbol.iterator]())],
  ['%StringIteratorPrototype%', Object.getPrototypeOf(''[Symbol.iterator]())],
];

/**
 * What the traps leave alone: the machinery a trap itself, the test runner and stack traces
 * stand on (a trap on `Function.prototype.call` would trap every trap), and the global
 * constructors themselves (replacing `globalThis.Object` is covered by trapping what is looked
 * up on it: `Object.keys`).
 */
const SKIPPED = new Set([
  'Function.prototype.call',
  'Function.prototype.apply',
  'Function.prototype.bind',
  'Function.prototype.toString',
  'Error.captureStackTrace',
  'Error.prepareStackTrace',
  'Reflect.apply',
  'Reflect.construct',
  'Reflect.ownKeys',
  'Object.getOwnPropertyDescriptor',
  'Object.defineProperty',
  'String.prototype.includes',
  'String.prototype.split',
]);

function slotName(owner: string, key: PropertyKey): string {
  return typeof key === 'symbol' ? `${owner}[${String(key)}]` : `${owner}.${key}`;
}

/** Every replaceable method and getter of the built-ins above. */
export function replaceableBuiltins(): BuiltinSlot[] {
  const slots: BuiltinSlot[] = [];
  for (const [ownerName, owner] of OWNERS) {
    for (const key of ownKeys(owner)) {
      const name = slotName(ownerName, key);
      const descriptor = getOwnPropertyDescriptor(owner, key);
      if (SKIPPED.has(name) || !descriptor) continue;
      // A getter (`Map.prototype.size`, `Array[Symbol.species]`) can be replaced as a method can.
      const getter = 'get' in descriptor && typeof descriptor.get === 'function';
      if (!getter && typeof descriptor.value !== 'function') continue;
      if (!descriptor.configurable && !descriptor.writable) continue; // frozen: out of the learner's reach too
      if (ownerName === 'globalThis' && /^[A-Z]/.test(String(key))) continue; // a constructor binding, see SKIPPED
      slots.push({ owner, key, name });
    }
  }
  return slots;
}

/** The frame of the nearest caller outside this file when it is trusted code in the learner's realm (not a library, not learner.ts). */
function trustedCaller(): string | undefined {
  const holder: { stack?: string } = {};
  const limit = NativeError.stackTraceLimit;
  NativeError.stackTraceLimit = 12;
  NativeError.captureStackTrace(holder);
  NativeError.stackTraceLimit = limit;
  const frames = apply(stringSplit, holder.stack ?? '', ['\n']) as string[];
  for (let i = 1; i < frames.length; i++) {
    const frame = frames[i]!;
    // This file's frames, the test's own, and built-ins calling back (`at Array.map (<anonymous>)`): look further up.
    if (
      apply(stringIncludes, frame, [THIS_FILE]) ||
      apply(stringIncludes, frame, ['.test.ts']) ||
      apply(stringIncludes, frame, ['(<anonymous>)']) ||
      apply(stringIncludes, frame, ['(native)'])
    )
      continue;
    if (apply(stringIncludes, frame, ['node_modules'])) return undefined;
    for (let j = 0; j < TRUSTED_IN_THE_LEARNERS_REALM.length; j++)
      if (apply(stringIncludes, frame, [TRUSTED_IN_THE_LEARNERS_REALM[j]])) return frame;
    return undefined;
  }
  return undefined;
}

/** Replaces each slot's function with `wrap(original)`, keeping its other attributes; returns the undo. */
function replaceAll(slots: BuiltinSlot[], wrap: (original: (...args: unknown[]) => unknown, slot: BuiltinSlot) => unknown): () => void {
  const saved = slots.map((slot) => getOwnPropertyDescriptor(slot.owner, slot.key)!);
  slots.forEach((slot, index) => {
    const descriptor = saved[index]!;
    const replaced =
      'value' in descriptor
        ? { value: wrap(descriptor.value as (...args: unknown[]) => unknown, slot) }
        : { get: wrap(descriptor.get as (...args: unknown[]) => unknown, slot) as () => unknown };
    defineProperty(slot.owner, slot.key, { ...descriptor, ...replaced });
  });
  return () => slots.forEach((slot, index) => defineProperty(slot.owner, slot.key, saved[index]!));
}

/** A stand-in that behaves as `original` (also with `new`) and calls `record` first. */
function standIn(original: (...args: unknown[]) => unknown, record: () => void) {
  return new NativeProxy(original, {
    apply(target, self, args: unknown[]) {
      if (!deciding) record();
      return apply(target, self, args);
    },
    construct(target, args: unknown[], newTarget) {
      if (!deciding) record();
      return construct(target as unknown as new (...args: unknown[]) => object, args, newTarget);
    },
  });
}

/**
 * The global bindings learner code can rebind (`Math = {...}`, `globalThis.Object = ...`), which
 * replaces every method looked up through them at once: trusted code must not read them live.
 * Which names: every one the language itself puts on a global object (a fresh V8 context has
 * only those), that this realm lets learner code replace.
 */
export function replaceableGlobals(): BuiltinSlot[] {
  const names = runInNewContext('Object.getOwnPropertyNames(globalThis)') as string[];
  return names.flatMap((name): BuiltinSlot[] => {
    const descriptor = getOwnPropertyDescriptor(globalThis, name);
    if (!descriptor || !('value' in descriptor) || (!descriptor.writable && !descriptor.configurable)) return [];
    if (name === 'globalThis' || (typeof descriptor.value !== 'function' && typeof descriptor.value !== 'object')) return [];
    return [{ owner: globalThis, key: name, name: `globalThis.${name}` }];
  });
}

/** A stand-in for a whole global (a namespace or a constructor): any use of it by trusted code is recorded. */
function recordingGlobal(original: object, record: () => void): object {
  return new NativeProxy(original, {
    get(target, key, receiver) {
      if (!deciding) record();
      return reflectGet(target, key, receiver === apply(weakMapGet, proxyOf, [target]) ? target : receiver);
    },
    apply(target, self, args: unknown[]) {
      if (!deciding) record();
      return apply(target as (...args: unknown[]) => unknown, self, args);
    },
    construct(target, args: unknown[], newTarget) {
      if (!deciding) record();
      return construct(target as unknown as new (...args: unknown[]) => object, args, newTarget);
    },
  });
}
const proxyOf = new WeakMap<object, object>();

/** A slot trusted code used, and where: the first trusted frame that did. */
export interface TrustedUse {
  slot: BuiltinSlot;
  at: string;
}

/**
 * Keys a learner can add to `Object.prototype` that built-in operations look up on every object
 * that lacks them: `await` and a promise's resolve read `then`, `JSON.stringify` reads `toJSON`,
 * a spread or `for...of` reads `Symbol.iterator`, `+` and template strings `Symbol.toPrimitive`.
 */
const HOOK_KEYS: PropertyKey[] = [
  'then',
  'toJSON',
  Symbol.iterator,
  Symbol.asyncIterator,
  Symbol.toPrimitive,
  Symbol.isConcatSpreadable,
  Symbol.toStringTag,
];

/** The hooks learner code could add to `Object.prototype` (those not there already, and not frozen). */
export function absentHooks(): BuiltinSlot[] {
  return HOOK_KEYS.filter((key) => !getOwnPropertyDescriptor(Object.prototype, key)).map((key) => ({
    owner: Object.prototype,
    key,
    name: slotName('Object.prototype', key),
  }));
}

/** Getters in place of absent hooks: reading one records the reader and still finds nothing; assigning one makes an own property, as it would without the getter. */
function recordHooks(hooks: BuiltinSlot[], record: (slot: BuiltinSlot) => void): () => void {
  for (const hook of hooks) {
    defineProperty(hook.owner, hook.key, {
      configurable: true,
      get() {
        if (!deciding) record(hook);
        return undefined;
      },
      set(this: object, value: unknown) {
        defineProperty(this, hook.key, { value, writable: true, enumerable: true, configurable: true });
      },
    });
  }
  return () => hooks.forEach((hook) => delete (hook.owner as Record<PropertyKey, unknown>)[hook.key]);
}

/**
 * Puts a recorder on every slot (methods), every global (bindings) and every absent hook; the
 * returned function undoes them all and names what trusted code used, with where.
 */
export function recordTrustedCalls(slots: BuiltinSlot[], globals: BuiltinSlot[] = [], hooks: BuiltinSlot[] = []): () => TrustedUse[] {
  const used = new Map<BuiltinSlot, string>();
  const record = (slot: BuiltinSlot) => {
    if (deciding) return; // a built-in the recorder calls itself (the Map's has, a stack's text)
    deciding = true;
    try {
      const at = used.has(slot) ? undefined : trustedCaller();
      if (at) used.set(slot, at);
    } finally {
      deciding = false;
    }
  };
  const undoSlots = replaceAll(slots, (original, slot) => standIn(original, () => record(slot)));
  const undoGlobals = replaceAll(globals, (original, slot) => {
    const proxy = recordingGlobal(original, () => record(slot));
    proxyOf.set(original, proxy);
    return proxy;
  });
  const undoHooks = recordHooks(hooks, record);
  return () => {
    undoHooks();
    undoGlobals();
    undoSlots();
    return [...used].map(([slot, at]) => ({ slot, at }));
  };
}
