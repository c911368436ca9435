import { LEARNER_FILE } from '../../core/runTypes';

/**
 * Evaluates compiled learner code as a CommonJS module with the `require`
 * and `console` we hand it. The wrapper sits on the code's first line and
 * `sourceURL` names the file, so stack traces point at the editor's lines.
 * Only ever called inside a worker: learner code never runs on the page.
 */
export function evaluateModule(code: string, require: (name: string) => unknown, console: Console): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const wrapped = `(function (exports, require, module, console) {${code}\n})\n//# sourceURL=${LEARNER_FILE}`;
  // Indirect eval: the code sees only globals, not this function's scope.
  const factory = (0, eval)(wrapped) as (
    exports: Record<string, unknown>,
    require: (name: string) => unknown,
    module: { exports: Record<string, unknown> },
    console: Console,
  ) => void;
  factory.call(undefined, module.exports, require, module, console);
  return module.exports;
}
