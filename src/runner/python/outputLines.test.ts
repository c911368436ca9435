import { describe, expect, it } from 'vitest';
import { createOutputLines } from './outputLines';
import { createConsoleCapture } from '../consoleCapture';

const bytes = (text: string) => new TextEncoder().encode(text);

function setup(limits = { lines: 3, chars: 20, charsPerLine: 5 }) {
  const got: [string, string][] = [];
  const output = createOutputLines((level, text) => got.push([level, text]), limits);
  return { got, output };
}

describe('createOutputLines', () => {
  it('cuts bytes into lines per stream, and flush sends a line left without its newline', () => {
    const { got, output } = setup();
    output.stdout.write(bytes('ab\nc'));
    output.stderr.write(bytes('oops\n'));
    output.stdout.write(bytes('d\ne'));
    output.flush();
    expect(got).toEqual([
      ['log', 'ab'],
      ['error', 'oops'],
      ['log', 'cd'],
      ['log', 'e'],
    ]);
  });

  it('keeps a long line to one character over the per-line cap, for the console to cut and mark', () => {
    const { got, output } = setup();
    expect(output.stdout.write(bytes('x'.repeat(1000)))).toBe(1000);
    output.stdout.write(bytes('yyy\nok\n'));
    expect(got).toEqual([
      ['log', 'xxxxxx'],
      ['log', 'ok'],
    ]);
  });

  it('joins a character split across two writes, and never splits one at a cut into the next line', () => {
    const { got, output } = setup();
    const snow = bytes('é\n');
    output.stdout.write(snow.subarray(0, 1));
    output.stdout.write(snow.subarray(1));
    output.stdout.write(bytes(`${'é'.repeat(10)}\nz\n`));
    expect(got).toEqual([
      ['log', 'é'],
      ['log', 'éééééé'],
      ['log', 'z'],
    ]);
  });

  it('stops at the caps, sending the line that goes over them (so the console marks the output cut), until reset', () => {
    const { got, output } = setup();
    for (let i = 0; i < 100; i++) output.stdout.write(bytes(`${i}\n`));
    expect(got.map(([, text]) => text)).toEqual(['0', '1', '2', '3']);
    output.reset();
    output.stdout.write(bytes('next\n'));
    expect(got.at(-1)).toEqual(['log', 'next']);
  });

  it('with the real caps, gives the console capture what makes it cut a 50 MB line and mark it, at once', () => {
    const capture = createConsoleCapture();
    const output = createOutputLines((level, text) => capture.console[level](text));
    const started = performance.now();
    const huge = new Uint8Array(50_000_000).fill(120);
    output.stdout.write(huge);
    output.stdout.write(bytes('\n'));
    for (let i = 0; i < 10_000; i++) output.stdout.write(bytes(`line ${i}\n`));
    output.flush();
    expect(performance.now() - started).toBeLessThan(1_000);
    const taken = capture.take();
    expect(taken.truncated).toBe(true);
    expect(taken.lines[0]!.text).toBe(`${'x'.repeat(2_000)}… (line cut)`);
    expect(taken.lines.length).toBeLessThanOrEqual(200);
  });
});
