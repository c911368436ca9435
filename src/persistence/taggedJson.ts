/**
 * JSON that keeps what learner code returns and JSON cannot hold: undefined (as a value and as a key's value),
 * NaN, ±Infinity, -0 and bigints. The results view shows them as themselves, so results read back after a
 * reload must still hold them (a received `undefined` is not a missing value).
 */
const TAG = '\u0000value';

type Special = 'undefined' | 'NaN' | 'Infinity' | '-Infinity' | '-0';

function tag(value: unknown): object | undefined {
  if (value === undefined) return { [TAG]: 'undefined' };
  if (typeof value === 'bigint') return { [TAG]: 'bigint', digits: value.toString() };
  if (typeof value !== 'number') return undefined;
  if (Number.isNaN(value)) return { [TAG]: 'NaN' };
  if (value === Infinity) return { [TAG]: 'Infinity' };
  if (value === -Infinity) return { [TAG]: '-Infinity' };
  if (Object.is(value, -0)) return { [TAG]: '-0' };
  return undefined;
}

export function stringifyTagged(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key) {
    // The holder's own value, before any toJSON: a bigint would otherwise throw.
    const own = this[key];
    return tag(own) ?? own;
  });
}

const SPECIALS: Record<Special, unknown> = { undefined: undefined, NaN: NaN, Infinity: Infinity, '-Infinity': -Infinity, '-0': -0 };

function untag(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(untag);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const kind = record[TAG];
  if (typeof kind === 'string') {
    if (kind === 'bigint' && typeof record.digits === 'string') return BigInt(record.digits);
    if (Object.hasOwn(SPECIALS, kind)) return SPECIALS[kind as Special];
  }
  const out: Record<string, unknown> = {};
  // defineProperty: a key named __proto__ is data here, and must not set the object's prototype.
  for (const [key, item] of Object.entries(record))
    Object.defineProperty(out, key, { value: untag(item), enumerable: true, writable: true, configurable: true });
  return out;
}

/** Parses what stringifyTagged wrote; throws on text that is not JSON (or nests too deep to walk). */
export function parseTagged(text: string): unknown {
  return untag(JSON.parse(text));
}
