import { LEARNER_FILE } from '../../core/runTypes';
import { TRACE_RECORDER } from '../../core/trace';
import type { TraceRecorder } from './trace/recorder';

/**
 * Evaluates compiled learner code as a CommonJS module with the `require`
 * and `console` we hand it. The wrapper sits on the code's first line and
 * `sourceURL` names the file, so stack traces point at the editor's lines.
 * Only ever called inside a worker: learner code never runs on the page.
 * A traced load's code arrives instrumented (compiled for a trace on the
 * page, see host/compile.ts) and gets `recorder` under TRACE_RECORDER.
 */
export function evaluateModule(
  code: string,
  require: (name: string) => unknown,
  console: Console,
  recorder?: TraceRecorder,
): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  // A traced run's code calls the recorder by this name (trace/instrument.ts): a parameter, like require, not a global.
  const wrapped = `(function (exports, require, module, console, ${TRACE_RECORDER}) {${code}\n})\n//# sourceURL=${LEARNER_FILE}`;
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
