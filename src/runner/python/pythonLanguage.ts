import type { PyodideAPI } from 'pyodide';
import type { LearnerLanguage } from '../worker/learnerLanguage';
import type { ErrorInfo } from '../../core/runTypes';
import { errorInfoFrom } from '../worker/errorInfo';
import { PYTHON_PRELUDE } from './prelude';
import { createOutputLines } from './outputLines';
import { ShapeError } from '../worker/driver';
import { PYTHON_TRACE } from './tracePrelude';
import type { TraceSession } from '../worker/trace/recorder';
import { stepLimitMessage, TRACE_LIMITS, type Trace } from '../../core/trace';

/** The limits Python's tracer keeps, and the message it stops the code with: the same as TypeScript's. */
const TRACE_LIMITS_JSON = JSON.stringify({ ...TRACE_LIMITS, message: stepLimitMessage(TRACE_LIMITS.maxSteps) });

/** The source of an exercise's trusted Python driver (driver.py), or undefined when it has none. */
export type PythonDriverSource = (slug: string) => Promise<string | undefined>;

/** What the prelude's `_pg_describe` returns for a Python exception. */
interface PythonErrorData {
  name: string;
  message: string;
  line: number | null;
  /** The traceback, cut to the learner's own frames. */
  traceback: string;
}

/**
 * A Python exception raised by the learner's code, carried through the
 * driver (which sees an ordinary thrown Error) to the core, which asks
 * `describeError` for the learner's line and traceback.
 */
export class LearnerPythonError extends Error {
  constructor(readonly data: PythonErrorData) {
    super(data.message);
    this.name = data.name;
  }
}

/** Thrown when the result is not plain data (a set, an object); becomes a `not-plain` error, as in TypeScript. */
export class NotPlainError extends Error {
  override name = 'Not plain data';
}

/**
 * Python for the worker core, over a Pyodide that has already started. The
 * prelude runs once here; each load runs the learner's module in a fresh
 * namespace (`_pg_load`), so one Pyodide serves many runs. The entry the
 * driver calls is a JavaScript function: arguments go in as JSON, the result
 * comes back as JSON, so the exercise's own TypeScript driver and cases serve
 * Python unchanged.
 *
 * An exercise whose learner function takes things JSON cannot carry (a
 * client, tool functions) ships a driver.py beside driver.ts: trusted Python
 * that builds them on the Python side, where a synchronous call can be
 * answered (a Python call cannot wait for a JavaScript promise).
 */
export function createPythonLanguage(pyodide: PyodideAPI, driverSource: PythonDriverSource = async () => undefined): LearnerLanguage {
  let console: Console = globalThis.console;
  // print() goes to the console of the current run, which the core captures and caps; what is past the
  // caps is dropped as it is written (outputLines.ts), so a huge print is cut, not a timeout.
  const output = createOutputLines((level, text) => (level === 'log' ? console.log(text) : console.error(text)));
  pyodide.setStdout(output.stdout);
  pyodide.setStderr(output.stderr);
  pyodide.runPython(PYTHON_PRELUDE);
  pyodide.runPython(PYTHON_TRACE);
  // Empties Pyodide's own modules' namespaces, now that runPython (their code) has returned: see pythonDoors.ts.
  const seal = pyodide.globals.get('_pg_seal') as (() => void) & { destroy?: () => void };
  seal();
  seal.destroy?.();
  const flushPython = pyodide.globals.get('_pg_flush') as () => void;
  /** One load or one call of the entry: a fresh output budget, and what Python printed sent before the answer. */
  const step = <Args extends unknown[]>(call: (...args: Args) => string) => {
    const guardedCall = guarded(call);
    return (...args: Args): string => {
      output.reset();
      try {
        return guardedCall(...args);
      } finally {
        flushPython();
        output.flush();
      }
    };
  };
  // Trusted code only (the exercise's driver.py): a failure there is the course's, reported as the load's crash.
  const loadDriver = pyodide.globals.get('_pg_load_driver') as (driver: string) => void;
  const loadModule = step(pyodide.globals.get('_pg_load') as (source: string, entry: string) => string);
  const callEntry = step(pyodide.globals.get('_pg_call') as (argsJson: string) => string);
  const callTraced = step(pyodide.globals.get('_pg_traced_call') as (argsJson: string, limitsJson: string) => string);
  /** The entry's JSON answer; with a trace session, the call is traced and its trace handed to the session. */
  const call = (argsJson: string, trace: TraceSession | undefined): string => {
    if (!trace) return callEntry(argsJson);
    const answer = JSON.parse(callTraced(argsJson, TRACE_LIMITS_JSON)) as { result: string; trace: Trace };
    trace.deliver(answer.trace, false);
    return answer.result;
  };

  return {
    id: 'python',
    async prepareLoad(message) {
      loadDriver((await driverSource(message.slug)) ?? '');
    },
    async load(message, runConsole, trace) {
      console = runConsole;
      const answer = JSON.parse(loadModule(message.code, message.entry)) as {
        ok?: true;
        missing?: string;
        error?: PythonErrorData;
      };
      if (answer.error) throw new LearnerPythonError(answer.error);
      if (answer.missing !== undefined) return { [missingKey]: answer.missing };
      const entry = (...args: unknown[]) => {
        const result = JSON.parse(call(JSON.stringify(args), trace)) as {
          value?: unknown;
          error?: PythonErrorData;
          notPlain?: string;
          shape?: string;
        };
        if (result.error) throw new LearnerPythonError(result.error);
        if (result.shape !== undefined) throw new ShapeError(result.shape);
        if (result.notPlain !== undefined) throw new NotPlainError(result.notPlain);
        return result.value;
      };
      return { [message.entry]: entry };
    },
    missingExport(message, exports) {
      const reason = exports[missingKey];
      return typeof reason === 'string' ? reason : `Define a function named ${message.entry}: def ${message.entry}(...):`;
    },
    describeError: describePythonError,
  };
}

/**
 * The prelude answers every learner error as JSON; it raises only when learner code has broken
 * something it relies on (a patched module, a replaced built-in). Pyodide's error would then show
 * the prelude's own traceback: the learner gets one line instead, and no trusted frame.
 */
function guarded<Args extends unknown[]>(call: (...args: Args) => string): (...args: Args) => string {
  return (...args) => {
    try {
      return call(...args);
    } catch (error) {
      const pythonType = (error as { type?: unknown } | null)?.type;
      const type = typeof pythonType === 'string' ? pythonType : 'Error';
      throw new LearnerPythonError({
        name: type,
        message: `${type} in the runner: your code changed a part of Python the runner uses (a built-in or a standard module)`,
        line: null,
        traceback: '',
      });
    }
  };
}

/** Where `load` leaves the prelude's reason for a missing entry, for `missingExport` to read. */
const missingKey = '\0missing';

/** The learner's line and traceback for a Python exception; any other thrown value as in TypeScript. */
export function describePythonError(thrown: unknown, kind: ErrorInfo['kind']): ErrorInfo {
  if (thrown instanceof NotPlainError) return { kind: 'not-plain', name: 'Not plain data', message: thrown.message };
  if (!(thrown instanceof LearnerPythonError)) return errorInfoFrom(thrown, kind);
  const { name, message, line, traceback } = thrown.data;
  const info: ErrorInfo = {
    kind: name === 'ImportError' || name === 'ModuleNotFoundError' ? 'import' : kind,
    name,
    // The traceback goes with the message: the results view shows it as text, the learner's frames only.
    message: traceback && traceback.includes('\n') ? `${message}\n\n${traceback}` : message,
  };
  if (line !== null) info.line = line;
  return info;
}
