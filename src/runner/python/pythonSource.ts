import type { CompileResult } from '../host/compile';

/**
 * Python needs no compile step on the page: the source goes to the worker as
 * it is, and Python compiles it there (a SyntaxError is a load error with the
 * learner's line, which the results show like a compile error).
 */
export function passPythonSource(source: string): CompileResult {
  return { ok: true, code: source };
}
