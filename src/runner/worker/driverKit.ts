/**
 * The driver kit: what every exercise's `driver.ts` needs besides the contract (driver.ts), in
 * one place, so five drivers stop carrying five copies that drift apart. docs/authoring.md,
 * "The driver kit", says when to use each.
 *
 * Every helper here runs in the learner's realm, after the learner's module was evaluated and
 * often while the learner's function runs, and several compute what the page compares (a
 * transcript, "same tool definition as given"). Learner code may replace any built-in it can
 * reach: `Math.min`, `Array.prototype.some`, `JSON.parse`, even the global `Object`.
 * lockBuiltins (sandbox/workerLockdown.ts) makes a few statics read-only in the browser, but not
 * the global bindings and not `Math`, and Node's worker locks nothing. So this module captures
 * each built-in it calls when it is evaluated, and calls only those captures:
 * - it is evaluated with the exercise's driver, which the worker loads before the learner's
 *   code (workerCore.ts `load`: `loadDriver`, then `language.load`); the bundled drivers are
 *   evaluated on that first use (bundledDrivers.ts), and Node imports them there too;
 * - loops are index loops (an array's iterator is patchable), and new arrays and objects are
 *   filled with the captured defineProperty (an assignment would run a setter the learner put
 *   on Array.prototype or Object.prototype).
 *
 * Worker side of the trust boundary: imports nothing from runner/host.
 */
import { SEED_TOOLS, type SeedToolName } from '../../exercise/seedTools';
import { describeValue } from './describeValue';
import { ShapeError, type LearnerModule } from './driver';
import { toPlainData } from './plainData';

export { defineDriver, ShapeError, type Driver, type LearnerModule } from './driver';
export { describeValue } from './describeValue';

// Captured when this module is evaluated: before the learner's code exists.
const apply = Reflect.apply;
const nativeIsArray = Array.isArray;
const nativeKeys = Object.keys;
const nativeHasOwn = Object.hasOwn;
const objectIs = Object.is;
const getPrototypeOf = Object.getPrototypeOf;
const defineProperty = Object.defineProperty;
const objectPrototype = Object.prototype;
const clone = structuredClone;
const NativeSet = Set;
const setAdd = Set.prototype.add;
const setHas = Set.prototype.has;

/** `Array.isArray` as it was when the kit loaded. */
export function isArray(value: unknown): value is unknown[] {
  return nativeIsArray(value);
}

/** `Object.keys` as it was when the kit loaded: for reading the learner's objects (a registry's keys) after their code ran. */
export function ownKeys(value: object): string[] {
  return nativeKeys(value);
}

/** `Object.hasOwn` as it was when the kit loaded: a name the case scripts, never one from Object.prototype. */
export function hasOwn(value: object, key: PropertyKey): boolean {
  return nativeHasOwn(value, key);
}

/** A non-null object that is not an array: the test before reading fields of a value the learner returned. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !nativeIsArray(value);
}

/** Fills a fresh array or object: an own data property, whatever setters the prototypes hold. */
function put(target: object, key: string | number, value: unknown): void {
  defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * A named export of the learner's module, other than the entry (which the worker has already
 * checked), as a function; otherwise a ShapeError that says how to export it. `signature` is
 * shown in the message: `runTests(agent: Agent, testCases: AgentTestCase[]): Promise<AgentTestReport>`.
 * TypeScript only: in Python only the entry is looked up (driver.py finds the others).
 */
export function exported(learner: LearnerModule, name: string, signature: string): (...args: unknown[]) => unknown {
  const value = learner.exports[name];
  if (typeof value !== 'function') {
    throw new ShapeError(
      value === undefined
        ? `Export a function named ${name}: export function ${signature} { ... }`
        : `${name} is exported, but it is ${describeValue(value)}, not a function: export function ${signature} { ... }`,
    );
  }
  return value as (...args: unknown[]) => unknown;
}

/**
 * A plain-data copy of what the learner's code returned, or a ShapeError that says why it is not
 * plain data (`the value runTests returned is a Map, ...`). Copy as soon as you get a value: the
 * copy is what it looked like then, whatever the learner's code changes later, and it cannot lie
 * through getters or proxies. `name` is the root of paths in the message.
 */
export function plainCopy(value: unknown, name: string): unknown {
  const copy = toPlainData(value, name);
  if (!copy.ok) throw new ShapeError(copy.message);
  return copy.value;
}

/**
 * For recording what the learner's code passed to a fake (a tool's arguments): the plain-data
 * copy, or `(not plain data: a function)`. Recording never fails; the difference shows it.
 */
export function plainOrDescribed(value: unknown, name = 'the arguments'): unknown {
  const copy = toPlainData(value, name);
  return copy.ok ? copy.value : `(not plain data: ${describeValue(value)})`;
}

/**
 * A fresh deep copy of case data (an input, a scripted reply) to hand to the learner's code, so
 * nothing it changes reaches the driver's own copy or the next call. Uses the structuredClone
 * captured at load: a learner who replaced it would otherwise get the driver's objects.
 */
export function copyOf<T>(value: T): T {
  return clone(value);
}

/**
 * What JSON would carry of a plain-data value (toPlainData's output): a request as it goes over
 * the wire. Keys holding undefined are dropped, undefined in an array is null, NaN and the
 * infinities are null, -0 is 0, and undefined at the top stays undefined. Written out, not
 * JSON.parse(JSON.stringify(...)): JSON.parse is not locked, and JSON.stringify calls a
 * `toJSON` the learner puts on Object.prototype.
 */
export function jsonCopy(value: unknown): unknown {
  if (value === undefined || value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return value - value === 0 ? value + 0 : null;
  if (nativeIsArray(value)) {
    const copy: unknown[] = [];
    for (let index = 0; index < value.length; index++) {
      const item = jsonCopy(value[index]);
      put(copy, index, item === undefined ? null : item);
    }
    return copy;
  }
  if (typeof value !== 'object') return undefined;
  const copy: Record<string, unknown> = {};
  const keys = nativeKeys(value);
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!;
    const item = jsonCopy((value as Record<string, unknown>)[key]);
    if (item !== undefined) put(copy, key, item);
  }
  return copy;
}

/**
 * Whether two plain-data values are the same by the page's rules (grading/diff.ts): `Object.is`
 * for scalars (NaN equals NaN, -0 differs from 0), arrays item by item, plain objects by own keys
 * in any order, and a key holding undefined is not a missing key. For a driver that shows a
 * value by a short name when it is unchanged (a tool definition the case handed in); the
 * grading diff itself calls Math.min, which the learner can replace.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (objectIs(a, b)) return true;
  if (nativeIsArray(a) || nativeIsArray(b)) {
    if (!nativeIsArray(a) || !nativeIsArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) {
      if (!sameData(a[index], b[index])) return false;
    }
    return true;
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = nativeKeys(a);
  if (keys.length !== nativeKeys(b).length) return false;
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!;
    if (!nativeHasOwn(b, key) || !sameData(a[key], b[key])) return false;
  }
  return true;
}

/** An object whose prototype is Object.prototype or null: what a `{ ... }` literal or JSON makes, not a Map or a class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || nativeIsArray(value)) return false;
  const proto: unknown = getPrototypeOf(value);
  return proto === objectPrototype || proto === null;
}

/** A tool definition for the Chat Completions API, as register-tools teaches learners to build it. */
export interface FunctionTool {
  type: 'function';
  function: {
    name: string;
    description: string;
    parameters: { type: 'object'; properties: Record<string, { type: 'string'; description: string }>; required: string[] };
  };
}

/**
 * A function tool whose parameters are all strings and all required, described by
 * `parameters` (name to description): the shape register-tools builds and agent-loop's
 * cases hand to runAgent. A fresh object on every call: hand it to the learner and compare
 * with another.
 */
export function functionTool(name: string, description: string, parameters: Readonly<Record<string, string>>): FunctionTool {
  const properties: Record<string, { type: 'string'; description: string }> = {};
  const required: string[] = [];
  const keys = nativeKeys(parameters);
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!;
    put(properties, key, { type: 'string', description: parameters[key]! });
    put(required, index, key);
  }
  return { type: 'function', function: { name, description, parameters: { type: 'object', properties, required } } };
}

/** Whether `name` is one of the seed lesson's tools (src/exercise/seedTools.ts). */
export function isSeedTool(name: string): name is SeedToolName {
  return nativeHasOwn(SEED_TOOLS, name);
}

/** The definition of a seed lesson tool, in the seed lesson's words (a fresh object each time). */
export function seedTool(name: SeedToolName): FunctionTool {
  const tool = SEED_TOOLS[name];
  return functionTool(name, tool.description, tool.parameters);
}

/**
 * The errors a case scripted (a tool that throws, a failed model request), told apart from the
 * learner's own bugs: `remember` each one as it is thrown; when something escapes the learner's
 * function, `isScripted` says whether to record it in the transcript (it was the case's) or to
 * let it fail the case as the learner's error.
 */
export function scriptedErrors(): { remember: <T>(error: T) => T; isScripted: (error: unknown) => boolean } {
  const known = new NativeSet<unknown>();
  return {
    remember: (error) => {
      apply(setAdd, known, [error]);
      return error;
    },
    isScripted: (error) => apply(setHas, known, [error]) as boolean,
  };
}
