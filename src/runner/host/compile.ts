import { transform } from 'sucrase';

import { LEARNER_FILE } from '../../core/runTypes';
import { TRACE_RECORDER } from '../../core/trace';

export type CompileResult = { ok: true; code: string } | { ok: false; error: { message: string; line?: number; column?: number } };

export interface CompileOptions {
  /**
   * For a trace ("Trace this input"): the code is instrumented to report its steps to the recorder the worker
   * hands it. The instrumenter (acorn, about 100 kB) loads then, on the page: the worker that starts for every
   * Run does not carry it.
   */
  trace?: boolean;
}

/**
 * Strips TypeScript types and turns ES module syntax into CommonJS, so the
 * code can be evaluated with a `require` we control. Sucrase keeps every
 * statement on its original line, which keeps error lines true to the editor.
 * It does not type-check: the editor underlines type errors, and a run should
 * not be blocked by them (the learner may be mid-refactor).
 */
export function compile(source: string): CompileResult;
export function compile(source: string, options: CompileOptions | undefined): CompileResult | Promise<CompileResult>;
export function compile(source: string, options?: CompileOptions): CompileResult | Promise<CompileResult> {
  const compiled = stripTypes(source);
  if (!options?.trace || !compiled.ok) return compiled;
  return import('../worker/trace/instrument').then(({ instrument }) => ({ ok: true, code: instrument(compiled.code, TRACE_RECORDER) }));
}

function stripTypes(source: string): CompileResult {
  try {
    const { code } = transform(source, {
      transforms: ['typescript', 'imports'],
      disableESTransforms: true,
      production: true,
      filePath: LEARNER_FILE,
    });
    return { ok: true, code };
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    const raw = error instanceof Error ? error.message : String(error);
    // Sucrase appends "(line:column)"; we report the position separately.
    const message = raw.replace(/^Error transforming [^:]*: /, '').replace(/\s*\(\d+:\d+\)\s*$/, '');
    return loc
      ? { ok: false, error: { message, line: loc.line, column: loc.column } } // sucrase's column is 1-based
      : { ok: false, error: { message } };
  }
}
