import type { TraceValue } from '../../../core/trace';
import { describeValue } from '../describeValue';

/**
 * A copy of a variable's value as it is at one step of a trace, made at once
 * (the learner's code may change the value at the next step), and bounded:
 * a copy stops once it holds about `budget` characters of data, and says it
 * was cut. A value that is not plain data (a function, a Map, a class
 * instance, a cycle) is described in words instead. Never throws: a getter
 * that throws is described too.
 */
export function snapshotValue(value: unknown, budget: number): TraceValue {
  const room = { left: budget, cut: false };
  try {
    const data = copy(value, room, new Set());
    return room.cut ? { data, cut: true } : { data };
  } catch {
    return { text: describeValue(value) };
  }
}

class NotPlain extends Error {}

function copy(value: unknown, room: { left: number; cut: boolean }, ancestors: Set<object>): unknown {
  switch (typeof value) {
    case 'string':
      return copyString(value, room);
    case 'number':
    case 'boolean':
    case 'undefined':
      room.left -= 6;
      return value;
    case 'bigint':
    case 'function':
    case 'symbol':
      throw new NotPlain();
  }
  if (value === null) return null;
  const object = value as object;
  const proto: unknown = Object.getPrototypeOf(object);
  if (ancestors.has(object) || (!Array.isArray(object) && proto !== Object.prototype && proto !== null)) throw new NotPlain();
  ancestors.add(object);
  try {
    return Array.isArray(object) ? copyArray(object as unknown[], room, ancestors) : copyObject(object, room, ancestors);
  } finally {
    ancestors.delete(object);
  }
}

function copyString(value: string, room: { left: number; cut: boolean }): string {
  if (value.length + 2 <= room.left) {
    room.left -= value.length + 2;
    return value;
  }
  room.cut = true;
  const kept = value.slice(0, Math.max(0, room.left - 2));
  room.left = 0;
  return kept;
}

function copyArray(array: unknown[], room: { left: number; cut: boolean }, ancestors: Set<object>): unknown[] {
  const out: unknown[] = [];
  room.left -= 2;
  for (let index = 0; index < array.length; index++) {
    if (room.left <= 0) {
      room.cut = true;
      break;
    }
    out.push(copy(array[index], room, ancestors));
    room.left -= 1;
  }
  return out;
}

function copyObject(object: object, room: { left: number; cut: boolean }, ancestors: Set<object>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  room.left -= 2;
  for (const key of Object.keys(object)) {
    if (room.left <= 0) {
      room.cut = true;
      break;
    }
    room.left -= key.length + 4;
    Object.defineProperty(out, key, {
      value: copy((object as Record<string, unknown>)[key], room, ancestors),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
