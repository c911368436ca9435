import { formatLogArgs } from './inspect';
import type { ConsoleLine, ConsoleOutput } from './protocol';

/** Caps keep a logging loop from flooding the page; the learner sees a "truncated" notice instead. */
export const OUTPUT_LIMITS = { linesPerCase: 200, charsPerCase: 20_000, charsPerLine: 2_000 } as const;

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
