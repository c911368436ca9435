/**
 * A short, human description of any value, for messages like
 * "it returned undefined" or "it returned an object with keys calls, errors".
 * Never throws, whatever the value (proxies and throwing getters included).
 */
export function describeValue(value: unknown): string {
  try {
    if (value === null) return 'null';
    if (value === undefined) return 'undefined';
    if (typeof value === 'string') return value.length > 60 ? `a string "${value.slice(0, 57)}..."` : `the string ${JSON.stringify(value)}`;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return `${typeof value} ${String(value)}`;
    if (typeof value === 'function') return 'a function';
    if (typeof value === 'symbol') return 'a symbol';
    if (Array.isArray(value))
      return value.length === 0 ? 'an empty array' : `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
    if (value instanceof Promise) return 'a promise';
    const proto = Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null;
    if (proto !== null && proto !== Object.prototype) {
      const name = typeof proto.constructor?.name === 'string' ? proto.constructor.name : 'unknown';
      return `an instance of ${name}`;
    }
    const keys = Object.keys(value as object);
    return keys.length === 0 ? 'an empty object' : `an object with keys ${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ', ...' : ''}`;
  } catch {
    return 'a value that cannot be inspected';
  }
}
