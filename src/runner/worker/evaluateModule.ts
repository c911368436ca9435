import { LEARNER_FILE } from '../../core/runTypes';
import { instrument } from './trace/instrument';
import type { TraceRecorder } from './trace/recorder';

/** The name instrumented code calls its recorder by; learner code that uses it only spoils its own trace. */
const TRACE_RECORDER = '__pgTrace';

/**
 * Evaluates compiled learner code as a CommonJS module with the `require`
 * and `console` we hand it. The wrapper sits on the code's first line and
 * `sourceURL` names the file, so stack traces point at the editor's lines.
 * Only ever called inside a worker: learner code never runs on the page.
 */
export function evaluateModule(
  code: string,
  require: (name: string) => unknown,
  console: Console,
  recorder?: TraceRecorder,
): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  // A traced run's code calls the recorder by this name (trace/instrument.ts): a parameter, like require, not a global.
  const source = recorder ? instrument(code, TRACE_RECORDER) : code;
  const wrapped = `(function (exports, require, module, console, ${TRACE_RECORDER}) {${source}\n})\n//# sourceURL=${LEARNER_FILE}`;
  // Indirect eval: the code sees only globals, not this function's scope.
  const factory = (0, eval)(wrapped) as (
    exports: Record<string, unknown>,
    require: (name: string) => unknown,
    module: { exports: Record<string, unknown> },
    console: Console,
    recorder: TraceRecorder | undefined,
  ) => void;
  factory.call(undefined, module.exports, require, module, console, recorder);
  return module.exports;
}
