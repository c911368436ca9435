/**
 * Copies a value returned by learner code into fresh plain data, or explains
 * why it cannot be. Runs in the worker, before `postMessage`, because
 * structured clone errors are terse ("could not be cloned") and because a
 * copy made here strips getters, proxies and odd prototypes: what the page
 * compares is exactly what the learner's value looked like when read once.
 */
export type PlainResult = { ok: true; value: unknown } | { ok: false; message: string };

/*
 * The copy is what the page compares, and it is made after learner code ran, in the learner's
 * realm: so it calls only built-ins captured when this module is evaluated (before any learner
 * code: the worker core imports it at start-up). lockBuiltins (sandbox/workerLockdown.ts) makes
 * some of them read-only in the browser, but a learner can still rebind the global `Object` or
 * `Array`, and Node's worker locks nothing. Arrays are filled with defineProperty, not push: a
 * setter the learner put on Array.prototype["0"] would swallow a pushed value and let its getter
 * answer for the hole.
 */
const apply = Reflect.apply;
const isArray = Array.isArray;
const keys = Object.keys;
const hasOwn = Object.hasOwn;
const defineProperty = Object.defineProperty;
const getPrototypeOf = Object.getPrototypeOf;
const objectPrototype = Object.prototype;
const NativeSet = Set;
const setAdd = Set.prototype.add;
const setHas = Set.prototype.has;
const setDelete = Set.prototype.delete;

/** Defines `key` on a fresh copy as an ordinary own data property, whatever the prototypes say. */
function put(copy: object, key: string | number, value: unknown): void {
  defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
}

const MAX_NODES = 100_000;
const MAX_DEPTH = 200;

class NotPlain extends Error {}

export function toPlainData(value: unknown, rootName = 'the result'): PlainResult {
  let nodes = 0;
  const ancestors = new NativeSet<object>();

  const visit = (current: unknown, rawPath: string, depth: number): unknown => {
    const path = rawPath || rootName;
    if (++nodes > MAX_NODES) throw new NotPlain(`${rootName} is too large to show (more than ${MAX_NODES} values)`);
    if (depth > MAX_DEPTH) throw new NotPlain(`${rootName} is nested more than ${MAX_DEPTH} levels deep`);
    switch (typeof current) {
      case 'string':
      case 'number':
      case 'boolean':
      case 'undefined':
        return current;
      case 'bigint':
        throw new NotPlain(`${path} is a bigint (${String(current)}n); use a number`);
      case 'function':
        throw new NotPlain(`${path} is a function; return plain data: strings, numbers, booleans, null, arrays and objects`);
      case 'symbol':
        throw new NotPlain(`${path} is a symbol; return plain data: strings, numbers, booleans, null, arrays and objects`);
    }
    if (current === null) return null;
    const object = current as object;
    if (apply(setHas, ancestors, [object])) throw new NotPlain(`${path} contains itself (a cycle), so it cannot be shown`);
    apply(setAdd, ancestors, [object]);
    try {
      if (isArray(object)) {
        const copy: unknown[] = [];
        const length = object.length;
        for (let index = 0; index < length; index++) {
          // A hole is undefined, as it reads, but never through the prototype: that is the learner's to change.
          const item = hasOwn(object, index) ? read(object, index, path) : undefined;
          put(copy, index, visit(item, `${rawPath}[${index}]`, depth + 1));
        }
        return copy;
      }
      const proto: unknown = getPrototypeOf(object);
      if (proto !== objectPrototype && proto !== null) {
        throw new NotPlain(
          `${path} is ${kindOf(object)}, not a plain object; return plain data: strings, numbers, booleans, null, arrays and objects`,
        );
      }
      const copy: Record<string, unknown> = {};
      const own = keys(object);
      for (let index = 0; index < own.length; index++) {
        const key = own[index]!;
        // defineProperty, not assignment: a key named "__proto__" must stay an own key.
        put(copy, key, visit(read(object, key, path), childPath(rawPath, key), depth + 1));
      }
      return copy;
    } finally {
      apply(setDelete, ancestors, [object]);
    }
  };

  try {
    return { ok: true, value: visit(value, '', 0) };
  } catch (error) {
    if (error instanceof NotPlain) return { ok: false, message: error.message };
    return { ok: false, message: `${rootName} could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function childPath(parent: string, key: string): string {
  if (!/^[A-Za-z_$][\w$]*$/.test(key)) return `${parent}[${JSON.stringify(key)}]`;
  return parent ? `${parent}.${key}` : key;
}

function read(object: object, key: string | number, path: string): unknown {
  try {
    return (object as Record<string | number, unknown>)[key];
  } catch (error) {
    throw new NotPlain(`reading ${path}[${JSON.stringify(key)}] threw: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function kindOf(object: object): string {
  if (object instanceof Map) return 'a Map';
  if (object instanceof Set) return 'a Set';
  if (object instanceof Date) return 'a Date';
  if (object instanceof RegExp) return 'a RegExp';
  if (object instanceof Promise) return 'a Promise (did you forget await?)';
  if (object instanceof Error) return `an Error (${object.message})`;
  try {
    const name = (Object.getPrototypeOf(object) as { constructor?: { name?: string } }).constructor?.name;
    return name ? `an instance of ${name}` : 'an object with a custom prototype';
  } catch {
    return 'an object with a custom prototype';
  }
}
