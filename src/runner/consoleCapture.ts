import { formatLogArgs } from './worker/inspect';
import type { ConsoleLine, ConsoleOutput } from '../core/runTypes';

/**
 * Caps keep a logging loop from flooding the page; the learner sees a "truncated" notice instead.
 * The per-case caps are applied in the worker as it records; the per-run caps on the page, across
 * every worker of the run (`createRunOutputBudget`).
 */
export const OUTPUT_LIMITS = {
  linesPerCase: 200,
  charsPerCase: 20_000,
  charsPerLine: 2_000,
  linesPerRun: 1_000,
  charsPerRun: 100_000,
} as const;

type Level = ConsoleLine['level'];

/**
 * A console for learner code that records what it prints, per case. `take()`
 * hands over what was printed since the last call and starts a fresh buffer.
 */
export function createConsoleCapture() {
  let lines: ConsoleLine[] = [];
  let chars = 0;
  let truncated = false;

  const write = (level: Level, args: unknown[]) => {
    if (truncated) return;
    let text = formatLogArgs(args);
    if (text.length > OUTPUT_LIMITS.charsPerLine) text = `${text.slice(0, OUTPUT_LIMITS.charsPerLine)}… (line cut)`;
    if (lines.length >= OUTPUT_LIMITS.linesPerCase || chars + text.length > OUTPUT_LIMITS.charsPerCase) {
      truncated = true;
      return;
    }
    chars += text.length;
    lines.push({ level, text });
  };

  const methods = {
    log: (...args: unknown[]) => write('log', args),
    info: (...args: unknown[]) => write('info', args),
    debug: (...args: unknown[]) => write('debug', args),
    warn: (...args: unknown[]) => write('warn', args),
    error: (...args: unknown[]) => write('error', args),
    trace: (...args: unknown[]) => write('log', args),
    dir: (value: unknown) => write('log', [value]),
    table: (value: unknown) => write('log', [value]),
    assert: (condition: unknown, ...args: unknown[]) => {
      if (!condition) write('error', ['Assertion failed', ...args]);
    },
  };

  return {
    console: methods as unknown as Console,
    take(): ConsoleOutput {
      const output = { lines, truncated };
      lines = [];
      chars = 0;
      truncated = false;
      return output;
    },
  };
}

/**
 * What every case keeps of its own output whatever the cases before it printed: the start of it, so that a
 * failing case's output is never empty because earlier cases spent the run's budget (a case's lines are at most
 * `charsPerLine` and its cut notice, hence two such lines' worth of characters).
 */
export const OWN_OUTPUT_PER_CASE = { lines: 10, chars: 2 * (OUTPUT_LIMITS.charsPerLine + 20) } as const;

/**
 * The page's share of the caps: what one whole run may print, across its cases and workers. `take` gives each
 * case's output back: its first lines (up to `own`) always, then what is left of the run's shared budget (marked
 * truncated when anything was cut). Once the budget is spent, a case that printed keeps only its first lines.
 */
export function createRunOutputBudget(
  limits: { lines: number; chars: number } = { lines: OUTPUT_LIMITS.linesPerRun, chars: OUTPUT_LIMITS.charsPerRun },
  own: { lines: number; chars: number } = OWN_OUTPUT_PER_CASE,
) {
  let lines = 0;
  let chars = 0;
  return {
    take(output: ConsoleOutput): ConsoleOutput {
      const kept: ConsoleLine[] = [];
      let truncated = output.truncated;
      let ownChars = 0;
      for (const line of output.lines) {
        // The case's own start first, outside the shared budget.
        if (kept.length < own.lines && ownChars + line.text.length <= own.chars) {
          ownChars += line.text.length;
          kept.push(line);
          continue;
        }
        if (lines >= limits.lines || chars + line.text.length > limits.chars) {
          truncated = true;
          lines = limits.lines; // spent: later cases keep their own start, not a stray line of the shared budget
          break;
        }
        lines++;
        chars += line.text.length;
        kept.push(line);
      }
      return kept.length === output.lines.length && truncated === output.truncated ? output : { lines: kept, truncated };
    },
  };
}
