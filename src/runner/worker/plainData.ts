/**
 * Copies a value returned by learner code into fresh plain data, or explains
 * why it cannot be. Runs in the worker, before `postMessage`, because
 * structured clone errors are terse ("could not be cloned") and because a
 * copy made here strips getters, proxies and odd prototypes: what the page
 * compares is exactly what the learner's value looked like when read once.
 */
export type PlainResult = { ok: true; value: unknown } | { ok: false; message: string };

const MAX_NODES = 100_000;
const MAX_DEPTH = 200;

class NotPlain extends Error {}

export function toPlainData(value: unknown, rootName = 'the result'): PlainResult {
  let nodes = 0;
  const ancestors = new Set<object>();

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
    if (ancestors.has(object)) throw new NotPlain(`${path} contains itself (a cycle), so it cannot be shown`);
    ancestors.add(object);
    try {
      if (Array.isArray(object)) {
        const copy: unknown[] = [];
        for (let index = 0; index < object.length; index++) {
          copy.push(visit(read(object, index, path), `${rawPath}[${index}]`, depth + 1));
        }
        return copy;
      }
      const proto: unknown = Object.getPrototypeOf(object);
      if (proto !== Object.prototype && proto !== null) {
        throw new NotPlain(`${path} is ${kindOf(object)}, not a plain object; return plain data: strings, numbers, booleans, null, arrays and objects`);
      }
      const copy: Record<string, unknown> = {};
      for (const key of Object.keys(object)) {
        // defineProperty, not assignment: a key named "__proto__" must stay an own key.
        Object.defineProperty(copy, key, {
          value: visit(read(object, key, path), childPath(rawPath, key), depth + 1),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return copy;
    } finally {
      ancestors.delete(object);
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
