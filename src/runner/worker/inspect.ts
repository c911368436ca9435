/**
 * Turns console.log arguments into one line of text, the way a learner
 * expects from a browser console: strings as they are, everything else in a
 * compact JavaScript-like notation. Never throws, never recurses forever.
 */
export function formatLogArgs(args: unknown[]): string {
  return args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg))).join(' ');
}

const MAX_ITEMS = 50;
const MAX_DEPTH = 6;

export function inspect(value: unknown): string {
  const seen = new Set<object>();
  const visit = (current: unknown, depth: number): string => {
    try {
      if (typeof current === 'string') return JSON.stringify(current);
      if (typeof current === 'bigint') return `${current}n`;
      if (typeof current === 'symbol') return current.toString();
      if (typeof current === 'function') return `[Function ${current.name || '(anonymous)'}]`;
      if (typeof current === 'number') return Object.is(current, -0) ? '-0' : String(current);
      if (current === null || typeof current !== 'object') return String(current);
      if (seen.has(current)) return '[Circular]';
      if (current instanceof Error) return current.stack?.split('\n').slice(0, 2).join(' ') ?? `${current.name}: ${current.message}`;
      if (current instanceof Date) return current.toISOString();
      if (current instanceof RegExp) return String(current);
      if (depth > MAX_DEPTH) return Array.isArray(current) ? '[Array]' : '[Object]';
      seen.add(current);
      try {
        if (current instanceof Map) {
          const items = [...current.entries()].slice(0, MAX_ITEMS).map(([k, v]) => `${visit(k, depth + 1)} => ${visit(v, depth + 1)}`);
          return `Map(${current.size}) {${items.length ? ` ${items.join(', ')} ` : ''}}`;
        }
        if (current instanceof Set) {
          const items = [...current.values()].slice(0, MAX_ITEMS).map((v) => visit(v, depth + 1));
          return `Set(${current.size}) {${items.length ? ` ${items.join(', ')} ` : ''}}`;
        }
        if (Array.isArray(current)) {
          const items = current.slice(0, MAX_ITEMS).map((item) => visit(item, depth + 1));
          if (current.length > MAX_ITEMS) items.push(`... ${current.length - MAX_ITEMS} more`);
          return `[${items.join(', ')}]`;
        }
        const keys = Object.keys(current);
        const items = keys.slice(0, MAX_ITEMS).map((key) => {
          const label = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
          return `${label}: ${visit((current as Record<string, unknown>)[key], depth + 1)}`;
        });
        if (keys.length > MAX_ITEMS) items.push(`... ${keys.length - MAX_ITEMS} more`);
        return items.length ? `{ ${items.join(', ')} }` : '{}';
      } finally {
        seen.delete(current);
      }
    } catch {
      return '[uninspectable]';
    }
  };
  return visit(value, 0);
}
