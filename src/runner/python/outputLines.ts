import { OUTPUT_LIMITS } from '../consoleCapture';

/** Where Python's output goes once it is cut into lines: the run's console (which caps it again). */
export type OutputSink = (level: 'log' | 'error', text: string) => void;

export interface OutputLimits {
  lines: number;
  chars: number;
  charsPerLine: number;
}

const NEWLINE = 10;

/**
 * Python's stdout and stderr as Pyodide's `write` handlers: bytes in, lines out to `sink`, and
 * nothing kept past the per-case caps of `consoleCapture.ts`. A 50 MB `print` costs what it costs
 * Python to make the string: past the cap the bytes are not even decoded. A line is kept to one
 * character over `charsPerLine`, and the last line kept goes over the caps, so the console capture
 * cuts and marks them exactly as it does TypeScript's (`… (line cut)`, `truncated`).
 *
 * `reset` starts a case's budget (at each load and each call of the entry), `flush` sends a line
 * left without its newline.
 */
export function createOutputLines(
  sink: OutputSink,
  limits: OutputLimits = { lines: OUTPUT_LIMITS.linesPerCase, chars: OUTPUT_LIMITS.charsPerCase, charsPerLine: OUTPUT_LIMITS.charsPerLine },
) {
  const keep = limits.charsPerLine + 1;
  let lines = 0;
  let chars = 0;
  const full = () => lines > limits.lines || chars > limits.chars;

  function stream(level: 'log' | 'error') {
    let pending = '';
    let open = false;
    const decoder = new TextDecoder();
    const end = () => {
      const text = pending;
      pending = '';
      open = false;
      if (full()) return;
      lines++;
      chars += text.length;
      sink(level, text);
    };
    return {
      write(bytes: Uint8Array): number {
        let start = 0;
        while (start < bytes.length && !full()) {
          const newline = bytes.indexOf(NEWLINE, start);
          const stop = newline === -1 ? bytes.length : newline;
          if (pending.length < keep) {
            // At most 4 bytes a character: this many bytes hold the characters still wanted.
            const room = (keep - pending.length) * 4;
            const cut = stop - start > room;
            const text = decoder.decode(bytes.subarray(start, cut ? start + room : stop), { stream: !cut && newline === -1 });
            pending = (pending + text).slice(0, keep);
            if (cut) decoder.decode(); // a character split at the cut is dropped, not carried to the next line
          }
          open = true;
          if (newline === -1) break;
          end();
          start = newline + 1;
        }
        return bytes.length;
      },
      flush() {
        if (open || pending) end();
      },
    };
  }

  const out = stream('log');
  const err = stream('error');
  return {
    stdout: { write: (bytes: Uint8Array) => out.write(bytes), isatty: true },
    stderr: { write: (bytes: Uint8Array) => err.write(bytes), isatty: true },
    flush() {
      out.flush();
      err.flush();
    },
    reset() {
      lines = 0;
      chars = 0;
    },
  };
}
